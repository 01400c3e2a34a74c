// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unavailablePopupFor } from '@hearth/commerce';
import { CART_ROUTE, cartErrorView, classifyCartError } from './cart-error';
import { CART_REMOVAL_CALLS } from '../calls';
import { cartItemCount } from './cart-store';
import { decideCheckout, isSilentErrorType, oversizePickup } from './checkout-result';
import { CART_MESSAGES as M } from '../messages';
import { eddRequest, isShipMethod, readPickupEstimate, wantsPickupEstimate } from './pickup-estimate';
import type { CartAnswer, CartData } from '../schema';
import { CARD_REISSUED_MESSAGE, serverMessageToShow } from './server-message';
import { checkZipCode } from './zip-code';

const line = (id: string, qty = 1, shipMethod = 1) => ({ id, sku: `sku-${id}`, qty, shipMethod });
const cart = (extra: Partial<CartData> = {}): CartData => ({ lineItems: [line('a')], ...extra }) as CartData;
const ok = (extra: Partial<CartAnswer> = {}): CartAnswer =>
  ({
    isSuccess: true,
    redirectUrl: '/checkout/shipping',
    isGuest: false,
    isLoggedIn: true,
    isInternational: false,
    ...extra,
  }) as CartAnswer;

describe('cart error popup [ref: cart#errors]', () => {
  it.each([
    ['checkout failed. Status: 503', 'network'],
    ['getCartJsx failed. Status: 504', 'network'],
    ['checkout failed. Status: 500', 'generic'],
    ['Failed to fetch', 'generic'],
    ['IsReset', 'generic'],
    ['', 'generic'],
  ])('%s → %s', (message, kind) => {
    expect(classifyCartError(message)).toBe(kind);
    expect(cartErrorView(new Error(message)).kind).toBe(kind);
  });

  it('shows the network-error message for 503/504 and the generic one otherwise, and returns to /checkout/cart', () => {
    expect(cartErrorView(new Error('x Status: 503'))).toMatchObject({
      title: M.networkErrorTitle,
      text: M.networkErrorText,
    });
    expect(cartErrorView(new Error('x Status: 400'))).toMatchObject({
      title: M.genericErrorTitle,
      text: M.genericErrorText,
    });
    expect(CART_ROUTE).toBe('/checkout/cart');
  });
});

describe('unavailable-item popups [ref: cart#calls, #errors]', () => {
  it.each([
    [3, 'removeNlaItems'],
    [7, 'removeAllNlaItems'],
    [6, 'removeInHousePersonalizedNlaItems'],
    [9, 'removePfasItems'],
  ])('type %i is removed with %s', (errorType, call) => {
    const removal = unavailablePopupFor(errorType)?.removal;
    expect(removal && CART_REMOVAL_CALLS[removal]).toBe(call);
  });

  it('emptyBasket (8) is silent on the cart page', () => {
    expect(isSilentErrorType(8)).toBe(true);
    expect(isSilentErrorType(3)).toBe(false);
  });
});

describe('checkout button precedence [ref: cart#rules, #roles]', () => {
  const oversizedItems = [{ title: 'Sofa', boxes: [{ boxNumber: 1, quantity: 1, width: 96, depth: 44, height: 12 }] }];

  it('the oversize warning is about store pickup only when an oversized item may be picked up (or is not a line of the cart)', () => {
    const lines = (pickup: boolean) =>
      cart({ lineItems: [{ ...line('a'), name: 'Sofa', isStorePickupOptionVisible: pickup }] } as Partial<CartData>);
    expect(oversizePickup(oversizedItems, lines(false))).toBe(false);
    expect(oversizePickup(oversizedItems, lines(true))).toBe(true);
    expect(oversizePickup([{ title: 'Lamp', boxes: [] }], lines(false))).toBe(true);
    expect(decideCheckout(ok({ oversizedItems }), { cart: lines(false) })).toMatchObject({
      kind: 'oversize',
      pickup: false,
    });
  });

  it('shows the oversize warning first, before popupUrl, errorType and the flyout', () => {
    expect(
      decideCheckout(ok({ oversizedItems, popupUrl: '/p', errorType: 3, isGuest: true, isLoggedIn: false })).kind,
    ).toBe('oversize');
  });

  it('then a popupUrl, then an errorType', () => {
    expect(decideCheckout(ok({ oversizedItems, popupUrl: '/p', errorType: 3 }), { oversizeSeen: true })).toEqual({
      kind: 'popupUrl',
      url: '/p',
    });
    expect(decideCheckout(ok({ errorType: 3, isSuccess: false }))).toMatchObject({
      kind: 'unavailable',
      popup: { type: 'nlaItems' },
    });
    expect(decideCheckout(ok({ errorType: 8, isSuccess: false })).kind).toBe('emptyBasket');
  });

  it('opens the login flyout only for a successful guest, not international, not logged in', () => {
    expect(decideCheckout(ok({ isGuest: true, isLoggedIn: false }))).toEqual({
      kind: 'flyout',
      checkoutUrl: '/checkout/shipping',
    });
    expect(decideCheckout(ok({ isGuest: true, isLoggedIn: false, isInternational: true }))).toEqual({
      kind: 'redirect',
      url: '/checkout/shipping',
    });
    expect(decideCheckout(ok({ isGuest: true, isLoggedIn: true }))).toEqual({
      kind: 'redirect',
      url: '/checkout/shipping',
    });
    expect(decideCheckout(ok({ isGuest: false, isLoggedIn: false }))).toEqual({
      kind: 'redirect',
      url: '/checkout/shipping',
    });
  });

  it('reads isGuest / isLoggedIn / isInternational from the cart when the answer omits them', () => {
    const answer = { isSuccess: true, redirectUrl: '/checkout/shipping' } as CartAnswer;
    expect(
      decideCheckout(answer, { cart: cart({ isGuest: true, isLoggedIn: false, isInternational: false }) }).kind,
    ).toBe('flyout');
    expect(
      decideCheckout(answer, { cart: cart({ isGuest: true, isLoggedIn: false, isInternational: true }) }).kind,
    ).toBe('redirect');
  });

  it('goes nowhere without isSuccess', () => {
    expect(decideCheckout(ok({ isSuccess: false })).kind).toBe('failed');
    expect(decideCheckout(ok({ redirectUrl: '' })).kind).toBe('failed');
  });

  it('goes nowhere when the answer is flagged error: true ([ref: cart#calls] reads error too)', () => {
    expect(decideCheckout(ok({ error: true })).kind).toBe('failed');
    expect(decideCheckout(ok({ error: false })).kind).not.toBe('failed');
  });
});

describe('server-supplied messages [ref: cart#errors]', () => {
  it('shows the card reissued, session, TNS and rewards restriction messages', () => {
    expect(serverMessageToShow({ message: CARD_REISSUED_MESSAGE })).toBe(
      'Card has been reissued. Please use new card.',
    );
    expect(serverMessageToShow({ cartErrorMessage: 'Your payment session has expired.' })).toBe(
      'Your payment session has expired.',
    );
    expect(serverMessageToShow({ message: 'TNS error 12' })).toBe('TNS error 12');
    expect(serverMessageToShow({ message: 'Rewards cannot be used with this card.' })).toBe(
      'Rewards cannot be used with this card.',
    );
  });

  it('logs every other message only', () => {
    expect(serverMessageToShow({ message: 'That item is no longer in your cart.' })).toBeNull();
    expect(serverMessageToShow({ message: '' })).toBeNull();
    expect(serverMessageToShow({})).toBeNull();
  });
});

describe('ship method and pickup estimate [ref: cart#rules, #calls, #errors]', () => {
  it('1 means ship, any other value pickup', () => {
    expect(isShipMethod(1)).toBe(true);
    expect([0, 2, 3, 6].map(isShipMethod)).toEqual([false, false, false, false]);
    expect(wantsPickupEstimate(cart())).toBe(false);
    expect(wantsPickupEstimate(cart({ lineItems: [line('a'), line('b', 1, 2)] } as Partial<CartData>))).toBe(true);
  });

  it('asks getEdd with {locationId, zipCode}', () => {
    const c = cart({ cartSummary: { taxZipCode: '60062' }, configuration: { locationId: 101 } } as Partial<CartData>);
    expect(eddRequest(c)).toEqual({ locationId: 101, zipCode: '60062' });
    expect(eddRequest(c, 7)).toEqual({ locationId: 7, zipCode: '60062' });
  });

  it('IsReset or no lineItems is the outage', () => {
    expect(readPickupEstimate('reset').outage).toBe(true);
    expect(readPickupEstimate({ IsReset: true, lineItems: [{ id: 'a', pickupEddMessage: 'x' }] }).outage).toBe(true);
    expect(readPickupEstimate({ lineItems: [] }).outage).toBe(true);
    expect(readPickupEstimate({}).outage).toBe(true);
    expect(readPickupEstimate({ lineItems: [{ id: 'a', pickupEddMessage: 'Pick up in 2-4 days' }] })).toEqual({
      outage: false,
      messages: { a: 'Pick up in 2-4 days' },
    });
  });

  it('a line without an id or without a message says nothing; the delivery estimate stands in for a missing pickup one', () => {
    expect(
      readPickupEstimate({
        lineItems: [
          { id: 'a', pickupEddMessage: '' },
          { pickupEddMessage: 'Pick up tomorrow' },
          { id: 'c', edd: { message: 'Pick up in 2-4 days' } },
          { id: 7, pickupEddMessage: 'Pick up today' },
        ],
      } as Parameters<typeof readPickupEstimate>[0]),
    ).toEqual({ outage: false, messages: { c: 'Pick up in 2-4 days', 7: 'Pick up today' } });
  });
});

describe('what is missing counts as no', () => {
  it('an answer and a cart saying nothing of the shopper: not a guest, so straight to the redirect; a guest saying nothing more: the flyout', () => {
    const bare = { isSuccess: true, redirectUrl: '/checkout/shipping' } as CartAnswer;
    expect(decideCheckout(bare)).toEqual({ kind: 'redirect', url: '/checkout/shipping' });
    expect(decideCheckout({ ...bare, isGuest: true })).toEqual({ kind: 'flyout', checkoutUrl: '/checkout/shipping' });
  });

  it('getEdd without a store or a ZIP code on the cart: null and an empty code', () => {
    expect(eddRequest({ lineItems: [] } as unknown as CartData)).toEqual({ locationId: null, zipCode: '' });
  });
});

describe('ZIP code check [ref: cart#validation]', () => {
  it('accepts 5 digits in the US and a postal code in Canada', () => {
    expect(checkZipCode('60062', 'US')).toBeNull();
    expect(checkZipCode('M5V 2A8', 'CA')).toBeNull();
    expect(checkZipCode('X1A 2P7', 'CA')).toBeNull(); // [ref: decisions#departures]
  });

  it('refuses the rest, with the server texts when given', () => {
    expect(checkZipCode('', 'US')).toBe(M.missingZip);
    expect(checkZipCode('6006', 'US')).toBe(M.invalidZip);
    expect(checkZipCode('60062', 'CA')).toBe(M.invalidPostal);
    expect(checkZipCode('abc', 'US', { postalCodeValidationError: '{0} is not a ZIP Code.' })).toBe(
      'abc is not a ZIP Code.',
    );
  });

  it("takes the server's missing-code text, and only a text: an empty or non-text value keeps the default", () => {
    expect(checkZipCode('', 'US', { missingPostalCode: 'Enter a ZIP Code first.' })).toBe('Enter a ZIP Code first.');
    expect(checkZipCode('', 'CA', { missingPostalCode: '' })).toBe(M.missingPostal);
    expect(checkZipCode('', 'US', { missingPostalCode: 5 })).toBe(M.missingZip);
    expect(checkZipCode('1', 'US', { postalCodeValidationError: null })).toBe(M.invalidZip);
  });
});

describe('item count for hearth:cart-updated', () => {
  it("is the server's count, else the sum of quantities", () => {
    expect(cartItemCount(cart({ itemCount: 7 }))).toBe(7);
    expect(cartItemCount({ lineItems: [line('a', 2), line('b', 3)] } as CartData)).toBe(5);
    expect(cartItemCount(null)).toBeUndefined();
  });
});
