/**
 * Alternative payments [ref: checkout#overview, #calls]: PayPal, Venmo and Apple Pay behind an adapter. The vendor's
 * SDK is loaded only when the shopper picks that option (`load`); the adapter runs the vendor's
 * own flow (its button, `renderButton`, or `authorize`) and the checkout sends what it hands back
 * to /checkout/alternativepayments/.
 */
import { defineCall } from '@hearth/core';
import { CheckoutAnswer } from '../shared/schema';

/** An alternative payment option ([ref: checkout#data] payment options). */
export type AltPayMethod = 'paypal' | 'venmo' | 'applepay';

/** The PayPal JS SDK's methods: its own buttons, Venmo one of its funding sources. */
export type PayPalMethod = 'paypal' | 'venmo';

/** What a vendor flow hands back. */
export type AltPayAuthorization =
  /** PayPal's approval (Venmo through PayPal's SDK too): the order the shopper approved. Saved with savepaypalpayment. */
  | { method: PayPalMethod; orderId: string; payerId?: string | null | undefined }
  /** Venmo through a Braintree client of the retailer's own: saved with applyVenmoPayment. */
  | { method: 'venmo'; nonce: string; username: string; deviceData: string }
  /**
   * Apple Pay: `nonce` carries the payment token, `billingContact` the one the shopper chose in the
   * sheet. `complete`, when given, closes the sheet with the order's outcome (ApplePaySession's
   * `completePayment`): called once the order call has answered.
   */
  | {
      method: 'applepay';
      nonce: string;
      deviceData: string;
      billingContact?: unknown;
      complete?: ((placed: boolean) => void) | undefined;
    };

/** Why a vendor flow did not authorize. */
export type AltPayFailure = 'cancelled' | 'timeout' | 'failed';

/** A vendor flow that did not authorize: the shopper cancelled, it timed out, or it failed. */
export class AltPayError extends Error {
  constructor(
    readonly method: AltPayMethod,
    readonly reason: AltPayFailure,
    message = `${method} ${reason}`,
  ) {
    super(message);
    this.name = 'AltPayError';
  }
}

/**
 * `error` as an {@link AltPayError} of `method`: an AltPayError, or any error with a `reason` of
 * 'cancelled', 'timeout' or 'failed' (a provider bundled apart from Hearth cannot share the class);
 * anything else is a failure.
 */
export function toAltPayError(method: AltPayMethod, error: unknown): AltPayError {
  if (error instanceof AltPayError) return error;
  const reason = (error as { reason?: unknown } | null)?.reason;
  // PayPal's onError hands a plain object with a message
  const said = (error as { message?: unknown } | null)?.message;
  const message = typeof said === 'string' ? said : String(error);
  return new AltPayError(
    method,
    reason === 'cancelled' || reason === 'timeout' || reason === 'failed' ? reason : 'failed',
    message,
  );
}

/** What a flow is for: the order total ([ref: checkout#rules] "the payment request built from the order summary"). */
export interface AltPayRequest {
  amountCents: number;
  currency: 'USD' | 'CAD';
}

/** How a vendor button reports its flow (PayPal's buttons run it themselves, on their own click). */
export interface AltPayButtonFlow {
  /** The order total now (read at the click: the summary may have changed since the render). */
  request: () => AltPayRequest;
  /** The shopper approved: the checkout saves it. */
  approve: (auth: AltPayAuthorization) => Promise<void>;
  /** The vendor's flow failed or was cancelled. */
  fail: (error: AltPayError) => void;
}

/**
 * The provider of alternative payments the checkout talks to: the built-in one wraps PayPal's
 * JS SDK (`@paypal/paypal-js`) and the browser's `ApplePaySession`; a page may register its own
 * (`registerPaymentProvider`), as the demo store does with a fake.
 */
export interface AltPayAdapter {
  /**
   * Whether this page can offer `method` (Apple Pay only where `ApplePaySession.canMakePayments()`).
   * @default every method
   */
  canUse?(method: AltPayMethod): boolean;
  /** Loads the vendor's SDK for `method` (called when the shopper picks it, not before). */
  load(method: AltPayMethod): Promise<void>;
  /**
   * Renders the vendor's own button for `method` into `container` (PayPal's buttons: PayPal runs
   * the flow on their click and reports it to `flow`). Resolves the function that removes it, or
   * `null` when the vendor says the shopper cannot use it (Venmo off a phone in the US). Without
   * this method the checkout shows its own buttons, which call {@link authorize}.
   */
  renderButton?(method: PayPalMethod, container: HTMLElement, flow: AltPayButtonFlow): Promise<(() => void) | null>;
  /** Runs the vendor's flow for the request; rejects with {@link AltPayError}. */
  authorize(method: AltPayMethod, request: AltPayRequest): Promise<AltPayAuthorization>;
}

const AP = '/checkout/alternativepayments';
const ap = (name: string, path: string) =>
  defineCall({ name, method: 'POST', path: `${AP}/${path}`, answer: CheckoutAnswer });

/** [ref: checkout#calls] alternative payments. */
export const ALT_PAY_CALLS = {
  savePayPalPayment: ap('savePayPalPayment', 'savepaypalpayment'),
  logPayPalError: ap('logPayPalError', 'logpaypalerror'),
  launchMasterpass: ap('launchMasterpass', 'launchmasterpass'),
  setPayPalPayload: ap('setPayPalPayload', 'setPayPalPayload'),
  applyVenmoPayment: ap('applyVenmoPayment', 'applyVenmoPayment'),
  saveVisaPayment: ap('saveVisaPayment', 'savevisapayment'),
  logVisaError: ap('logVisaError', 'logvisaerror'),
  applyApplePayPayment: ap('applyApplePayPayment', 'applyApplePayPayment'),
  removeApplePayPayment: ap('removeApplePayPayment', 'removeApplePayPayment'),
} as const;

/** The call and body an authorization is saved with ([ref: checkout#calls] payloads). */
export function altPaySave(auth: AltPayAuthorization): {
  call: (typeof ALT_PAY_CALLS)[keyof typeof ALT_PAY_CALLS];
  body: Record<string, unknown>;
} {
  switch (auth.method) {
    case 'paypal':
    case 'venmo':
      // Braintree's Venmo nonce has its own call; PayPal's approval (PayPal or Venmo) goes to
      // savepaypalpayment, named as PayPal's onApprove names it (the spec shows no payload)
      if ('nonce' in auth)
        return {
          call: ALT_PAY_CALLS.applyVenmoPayment,
          body: { nonce: auth.nonce, username: auth.username, deviceData: auth.deviceData },
        };
      return {
        call: ALT_PAY_CALLS.savePayPalPayment,
        body: { orderID: auth.orderId, payerID: auth.payerId ?? null, paymentSource: auth.method },
      };
    case 'applepay':
      return { call: ALT_PAY_CALLS.applyApplePayPayment, body: { nonce: auth.nonce, deviceData: auth.deviceData } };
  }
}

/**
 * How a failed vendor flow is logged to the server: PayPal (and Venmo, PayPal's) through
 * logpaypalerror; the Visa-style `{IsTimeout, AlternativePaymentInitiator, BasketId}` of
 * logvisaerror for Apple Pay, whose log the spec does not show. A cancel is the shopper's choice,
 * not an error: nothing is logged.
 */
export function altPayErrorLog(
  error: AltPayError,
  basketId: string,
): { call: (typeof ALT_PAY_CALLS)[keyof typeof ALT_PAY_CALLS]; body: Record<string, unknown> } | null {
  if (error.reason === 'cancelled') return null;
  if (error.method === 'applepay')
    return {
      call: ALT_PAY_CALLS.logVisaError,
      body: { IsTimeout: error.reason === 'timeout', AlternativePaymentInitiator: 'applepay', BasketId: basketId },
    };
  return {
    call: ALT_PAY_CALLS.logPayPalError,
    body: { method: error.method, reason: error.reason, message: error.message },
  };
}
