import { describe, expect, it, vi } from 'vitest';
import { clearTaxExemptFlag, placeOrderOutcome, readAdata, TAX_EXEMPT_KEY } from './place-order-logic';

const BASE = 'https://shop.test/checkout/review';
const FLOW = {
  steps: ['shipping', 'shippingAndGiftOptions', 'payment', 'review'],
  routing: 'path',
  basePath: '/checkout',
} as const;

describe('place order outcome (in order of precedence) [ref: checkout#rules]', () => {
  it.each([
    [
      'success with a redirect',
      { isSuccess: true, redirectUrl: '/checkout/confirmation?orderNumber=1' },
      { kind: 'placed', url: '/checkout/confirmation?orderNumber=1' },
    ],
    ['success with none: the confirmation', { isSuccess: true }, { kind: 'placed', url: '/checkout/confirmation' }],
    [
      '1. InvalidPromoCode (even with a redirect)',
      { isSuccess: false, message: 'InvalidPromoCode', redirectUrl: '/checkout/cart' },
      { kind: 'invalidPromo' },
    ],
    [
      '2. AuthorizationFailure',
      { isSuccess: false, message: 'AuthorizationFailure', redirectUrl: '/somewhere' },
      { kind: 'authorization' },
    ],
    [
      '3. GiftCardError keeps the errors',
      {
        isSuccess: false,
        message: 'GiftCardError',
        giftCardErrors: [{ cardNumber: '7890', errorMessage: 'No balance' }],
      },
      { kind: 'giftCard', errors: [{ cardNumber: '7890', errorMessage: 'No balance' }] },
    ],
    ['3. GiftCardError with no list', { isSuccess: false, message: 'GiftCardError' }, { kind: 'giftCard', errors: [] }],
    [
      '4. TripBookingFailed with a non-cart redirect',
      { isSuccess: false, message: 'TripBookingFailed', redirectUrl: '/checkout/review' },
      { kind: 'tripBooking' },
    ],
    [
      '4. TripBookingFailed with a cart redirect: the cart',
      { isSuccess: false, message: 'TripBookingFailed', redirectUrl: '/checkout/cart' },
      { kind: 'cart' },
    ],
    [
      '4. TripBookingFailed with no redirect: the cart',
      { isSuccess: false, message: 'TripBookingFailed' },
      { kind: 'cart' },
    ],
    [
      '5. a flow route: in-app',
      { isSuccess: false, redirectUrl: '/checkout/paymentandbilling' },
      { kind: 'step', url: '/checkout/paymentandbilling' },
    ],
    [
      '5. a flow route, absolute',
      { isSuccess: false, redirectUrl: 'https://shop.test/checkout/shipping?x=1' },
      { kind: 'step', url: '/checkout/shipping?x=1' },
    ],
    [
      '5. another page: navigated',
      { isSuccess: false, message: 'Other', redirectUrl: '/account/login' },
      { kind: 'navigate', url: '/account/login' },
    ],
    [
      '5. the confirmation is a page',
      { isSuccess: false, redirectUrl: '/checkout/confirmation' },
      { kind: 'navigate', url: '/checkout/confirmation' },
    ],
    ['6. no redirect', { isSuccess: false, message: 'Something' }, { kind: 'cart' }],
    ['6. a blank redirect', { isSuccess: false, redirectUrl: '  ' }, { kind: 'cart' }],
    ['6. a cart redirect', { isSuccess: false, redirectUrl: '/checkout/cart' }, { kind: 'cart' }],
    ['no answer at all', null, { kind: 'cart' }],
  ] as const)('%s', (_, answer, outcome) => {
    expect(placeOrderOutcome(answer as never, BASE, FLOW)).toEqual(outcome);
  });
});

describe('adata [ref: checkout#calls, #errors]', () => {
  it('is session storage partnerTransactionId', () => {
    const log = vi.fn();
    expect(readAdata(() => ({ getItem: (k: string) => (k === 'partnerTransactionId' ? 'ptx-1' : null) }), log)).toBe(
      'ptx-1',
    );
    expect(log).not.toHaveBeenCalled();
  });
  it("is '' when missing, or when there is no storage", () => {
    const log = vi.fn();
    expect(readAdata(() => ({ getItem: () => null }), log)).toBe('');
    expect(readAdata(() => null, log)).toBe('');
    expect(log).not.toHaveBeenCalled();
  });
  it("is '' with the failure logged when storage cannot be read", () => {
    const log = vi.fn();
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readAdata(blocked, log)).toBe('');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('the tax-exempt flag [ref: checkout#rules]', () => {
  it('is cleared from session storage', () => {
    const removeItem = vi.fn();
    clearTaxExemptFlag(() => ({ removeItem }), vi.fn());
    expect(removeItem).toHaveBeenCalledWith(TAX_EXEMPT_KEY);
  });
  it('a storage failure is logged, never thrown', () => {
    const log = vi.fn();
    expect(() =>
      clearTaxExemptFlag(
        () => ({
          removeItem: () => {
            throw new Error('quota');
          },
        }),
        log,
      ),
    ).not.toThrow();
    expect(log).toHaveBeenCalledTimes(1);
  });
});
