/**
 * Alternative payments (001 §1, §7): PayPal, Venmo and Apple Pay behind an adapter. The vendor's
 * SDK is loaded only when the shopper picks that option (`load`); the adapter runs the vendor's
 * own flow (`authorize`) and the checkout sends what it hands back to /checkout/alternativepayments/.
 */
import { defineCall } from '@hearth/core';
import { CheckoutAnswer } from '../shared/schema';

/** An alternative payment option (001 §3 payment options). */
export type AltPayMethod = 'paypal' | 'venmo' | 'applepay';

/** What a vendor flow hands back. */
export type AltPayAuthorization =
  | { method: 'paypal'; data: Record<string, unknown> }
  | { method: 'venmo'; nonce: string; username: string; deviceData: string }
  | { method: 'applepay'; nonce: string; deviceData: string; billingContact?: unknown };

/** A vendor flow that did not authorize: the shopper cancelled, it timed out, or it failed. */
export class AltPayError extends Error {
  constructor(
    readonly method: AltPayMethod,
    readonly reason: 'cancelled' | 'timeout' | 'failed',
    message = `${method} ${reason}`,
  ) {
    super(message);
    this.name = 'AltPayError';
  }
}

/** The adapter the checkout talks to; a real one wraps the vendor SDKs, the demo's is a fake. */
export interface AltPayAdapter {
  /** Loads the vendor's SDK for `method` (called when the shopper picks it, not before). */
  load(method: AltPayMethod): Promise<void>;
  /** Runs the vendor's flow for `amountCents`; rejects with {@link AltPayError}. */
  authorize(
    method: AltPayMethod,
    request: { amountCents: number; currency: 'USD' | 'CAD' },
  ): Promise<AltPayAuthorization>;
}

const AP = '/checkout/alternativepayments';
const ap = (name: string, path: string) =>
  defineCall({ name, method: 'POST', path: `${AP}/${path}`, answer: CheckoutAnswer });

/** 001 §7 alternative payments. */
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

/** The call and body an authorization is saved with (001 §7 payloads). */
export function altPaySave(auth: AltPayAuthorization): {
  call: (typeof ALT_PAY_CALLS)[keyof typeof ALT_PAY_CALLS];
  body: Record<string, unknown>;
} {
  switch (auth.method) {
    case 'paypal':
      return { call: ALT_PAY_CALLS.setPayPalPayload, body: { data: auth.data } };
    case 'venmo':
      return {
        call: ALT_PAY_CALLS.applyVenmoPayment,
        body: { nonce: auth.nonce, username: auth.username, deviceData: auth.deviceData },
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
