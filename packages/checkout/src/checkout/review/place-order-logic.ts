/**
 * Placing the order [ref: checkout#rules, #calls, #errors]: where its answer leads, in the spec's order of precedence,
 * and what it sends (`adata`, from session storage).
 */
import { flowTarget, isCartRoute, routeOf, type CheckoutFlow } from '../flow-logic';
import type { CheckoutAnswer } from '../shared/schema';

/** [ref: checkout#errors] place order messages. */
export const PLACE_ORDER_MESSAGE = {
  invalidPromoCode: 'InvalidPromoCode',
  authorizationFailure: 'AuthorizationFailure',
  giftCardError: 'GiftCardError',
  tripBookingFailed: 'TripBookingFailed',
} as const;

/** A gift card the order could not charge. */
export interface GiftCardError {
  cardNumber?: string | null | undefined;
  errorMessage?: string | null | undefined;
}

/** What a PlaceOrder answer leads to. */
export type PlaceOrderOutcome =
  /** Success: clear the tax-exempt flag and go to the redirect URL (else the confirmation). */
  | { kind: 'placed'; url: string }
  /** 1. InvalidPromoCode: reset the promo. */
  | { kind: 'invalidPromo' }
  /** 2. AuthorizationFailure: stop loading, show 'Payment Error'. */
  | { kind: 'authorization' }
  /** 3. GiftCardError: keep the gift card errors and show the gift-card error. */
  | { kind: 'giftCard'; errors: GiftCardError[] }
  /** 4. TripBookingFailed with a non-cart redirect: back to Shipping and Gift Options. */
  | { kind: 'tripBooking' }
  /** 5. another redirect: in-app for a flow route the island shows. */
  | { kind: 'step'; url: string }
  /** 5. any other redirect: a page navigation. */
  | { kind: 'navigate'; url: string }
  /** 6. no redirect, or a cart redirect: the cart. */
  | { kind: 'cart' };

/** The answer's fields PlaceOrder reads ([ref: checkout#data] placeOrderResponse) [ref: checkout#calls]. */
export type PlaceOrderAnswer = Pick<CheckoutAnswer, 'isSuccess' | 'redirectUrl' | 'message'> & {
  giftCardErrors?: GiftCardError[] | null | undefined;
};

/**
 * [ref: checkout#rules]: success goes to the redirect URL; a failure, in order of precedence: InvalidPromoCode,
 * AuthorizationFailure, GiftCardError, TripBookingFailed with a non-cart redirect, any other
 * redirect (in-app when a flow route, else navigated), and last no redirect or a cart redirect.
 * `base` resolves relative redirects (the page address); `flow` says which steps are in-app.
 */
export function placeOrderOutcome(
  answer: PlaceOrderAnswer | null | undefined,
  base: string,
  flow: CheckoutFlow,
): PlaceOrderOutcome {
  const redirect = answer?.redirectUrl?.trim() || '';
  if (answer?.isSuccess === true) return { kind: 'placed', url: redirect || routeOf('confirmation') };
  const message = answer?.message ?? '';
  if (message === PLACE_ORDER_MESSAGE.invalidPromoCode) return { kind: 'invalidPromo' };
  if (message === PLACE_ORDER_MESSAGE.authorizationFailure) return { kind: 'authorization' };
  if (message === PLACE_ORDER_MESSAGE.giftCardError)
    return { kind: 'giftCard', errors: [...(answer?.giftCardErrors ?? [])] };
  const toCart = !redirect || isCartRoute(redirect, base);
  if (message === PLACE_ORDER_MESSAGE.tripBookingFailed && !toCart) return { kind: 'tripBooking' };
  if (toCart) return { kind: 'cart' };
  const target = flowTarget(redirect, base, flow);
  return target.kind === 'step' ? { kind: 'step', url: target.url } : { kind: 'navigate', url: target.url };
}

/** [ref: checkout#calls]: the session storage item `adata` comes from. */
export const PARTNER_TRANSACTION_ID_KEY = 'partnerTransactionId';

/**
 * [ref: checkout#calls, #errors]: the `adata` of PlaceOrder: session storage `partnerTransactionId`; '' when it is
 * missing, and '' with the failure logged when storage cannot be read (blocked, absent).
 */
export function readAdata(
  storage: () => Pick<Storage, 'getItem'> | null | undefined,
  log: (message: string, detail?: unknown) => void,
): string {
  try {
    return storage()?.getItem(PARTNER_TRANSACTION_ID_KEY) ?? '';
  } catch (error) {
    log('hearth checkout: the partner transaction id could not be read; adata is empty', error);
    return '';
  }
}

/**
 * The session storage item holding the tax-exempt flag ([ref: checkout#rules, #calls]: the spec names no key; the
 * name of the flag ApplyTaxExemption sends).
 */
export const TAX_EXEMPT_KEY = 'isTaxExemptionApplied';

/** [ref: checkout#rules]: a placed order clears the tax-exempt flag (a storage failure is logged and ignored). */
export function clearTaxExemptFlag(
  storage: () => Pick<Storage, 'removeItem'> | null | undefined,
  log: (message: string, detail?: unknown) => void,
): void {
  try {
    storage()?.removeItem(TAX_EXEMPT_KEY);
  } catch (error) {
    log('hearth checkout: the tax-exempt flag could not be cleared', error);
  }
}

/** [ref: checkout#screens]: where 'Update Payment' of 'Payment Error' goes after an authorization error. */
export const AUTHORIZATION_ERROR_URL = '/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment';
