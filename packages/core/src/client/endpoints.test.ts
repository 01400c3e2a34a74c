import { describe, expect, it } from 'vitest';
import { isCallError } from './call-error';
import { DEFAULT_ENDPOINTS, RETRY_CALLS, resolveEndpoint } from './endpoints';

describe('resolveEndpoint', () => {
  it.each([
    ['a path is used as is', '/custom/path', {}, '/custom/path'],
    ['an absolute URL is used as is', 'https://recs.example/x', {}, 'https://recs.example/x'],
    ['a configured name', 'removeItem', { removeItem: '/cart/remove' }, '/cart/remove'],
    ['a default name', 'placeOrder', {}, '/ReactCheckout/PlaceOrder'],
    ['config overrides a default', 'placeOrder', { placeOrder: '/v2/place' }, '/v2/place'],
    ['an empty configured path falls back to the default', 'placeOrder', { placeOrder: '' }, '/ReactCheckout/PlaceOrder'],
  ])('%s', (_, call, endpoints, expected) => {
    expect(resolveEndpoint(call, endpoints)).toBe(expected);
  });

  it.each(['removeItem', 'constructor', 'toString', '__proto__'])(
    'rejects the unknown name %s with a config error naming it',
    (call) => {
      let caught: unknown;
      try {
        resolveEndpoint(call, {});
      } catch (error) {
        caught = error;
      }
      expect(isCallError(caught, 'config')).toBe(true);
      expect(caught).toMatchObject({ call });
      expect((caught as Error).message).toContain(call);
    },
  );
});

describe('DEFAULT_ENDPOINTS', () => {
  it.each([
    ['placeOrder', '/ReactCheckout/PlaceOrder'],
    ['validateCart', '/ReactCheckout/ValidateCart'],
    ['removeNlaItems', '/ReactCheckout/RemoveNlaItems'],
    ['removeAllNlaItems', '/ReactCheckout/RemoveAllNlaItems'],
    ['removeInHousePersonalizedNlaItems', '/ReactCheckout/RemoveInHousePersonalizedNlaItems'],
    ['removeCertificates', '/ReactCheckout/RemoveCertificates'],
    ['removeCertificatesProvider', '/api/checkout/payment-provider/remove-certificates'],
    ['skuPricing', '/sku-pricing/get-sku-data'],
    ['resetPasswordToken', '/account/reset-password/GetRequestVerificationToken'],
    ['resetPasswordRequest', '/account/reset-password/okta-reset-password-request'],
    ['freeSwatchesFilteredResults', '/free-swatches/get-filtered-results'],
    ['freeSwatchesNlaFabrics', '/free-swatches/get-nla-fabrics'],
    ['orderFreeSwatchesSubmit', '/browse/specialorder/orderfreeswatchessubmit'],
    ['getEmailHashed', '/browse/specialorder/GetEmailHashed'],
    ['quickViewDetails', '/quickView/details'],
    ['storeAvailability', '/browse/storeavailability/GetAvailabilityData'],
  ])('%s is %s', (name, path) => {
    expect(DEFAULT_ENDPOINTS).toHaveProperty(name, path);
  });

  it('leaves cart-service calls whose path is not shown to config (000 §7)', () => {
    for (const name of ['applyPromoCode', 'removePromoCode', 'removeInstallationService', 'removeItem', 'getEdd']) {
      expect(Object.hasOwn(DEFAULT_ENDPOINTS, name)).toBe(false);
    }
  });

  it('marks the spec\'s "(retry)" calls (001 §7)', () => {
    expect([...RETRY_CALLS].sort()).toEqual(
      ['checkoutApplyPromoCode', 'moveToReviewPage', 'saveShippingAddress', 'updateGiftMessage', 'validateCart'],
    );
    for (const name of RETRY_CALLS) expect(Object.hasOwn(DEFAULT_ENDPOINTS, name)).toBe(true);
  });
});
