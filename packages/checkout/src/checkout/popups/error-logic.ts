/** [ref: checkout#errors]: which popup a failed checkout call shows, and what is logged of it. */
import { isCallError } from '@hearth/core';
import { unavailablePopupFor, CART_ERROR_TYPE, type UnavailablePopup } from '@hearth/commerce';

/** The error popups: 'error' is "We're Sorry." with 'Refresh Page'; 'network' is Network Error. */
export type ErrorPopupKind = 'error' | 'network';

/**
 * [ref: checkout#errors]: a call that got no answer (the network failed, after the retries; it timed out; the
 * server answered 503 or 504) shows the Network Error popup. Every other failure is the generic
 * checkout error, shown as the Error popup "We're Sorry." (the message 'IsReset' among them, the
 * spec's refresh popup). An aborted call (the shopper left) shows nothing.
 */
export function errorPopupKind(error: unknown): ErrorPopupKind | null {
  if (isCallError(error, 'abort')) return null;
  if (isCallError(error, 'network') || isCallError(error, 'timeout')) return 'network';
  if (isCallError(error, 'http') && (error.status === 503 || error.status === 504)) return 'network';
  return 'error';
}

/**
 * [ref: checkout#calls]: "Checkout service exceptions go to a shared handler with the action name and API path".
 * The line names the action, the path and what went wrong; the client's messages never hold a
 * request body, so no card number or address reaches a log.
 */
export function errorLogLine(action: string, path: string, error: unknown): string {
  const what = isCallError(error)
    ? `${error.kind}: ${error.message}`
    : error instanceof Error
      ? error.message
      : String(error);
  return `hearth checkout: ${action} (${path}) failed: ${what}`;
}

/** What a cart validation failure [ref: checkout#rules, #errors] shows. */
export type CartValidationOutcome =
  { kind: 'ok' } | { kind: 'emptyBasket' } | { kind: 'popup'; popup: UnavailablePopup };

/**
 * [ref: checkout#rules, #errors]: errorType 0 (or none) passes; 8 shows the empty-basket message; the types with a
 * popup show it; any other type is one of 'the rest': 'Please Edit Your Cart to Proceed'.
 */
export function cartValidationOutcome(errorType: number | null | undefined): CartValidationOutcome {
  if (!errorType) return { kind: 'ok' };
  if (errorType === CART_ERROR_TYPE.emptyBasket) return { kind: 'emptyBasket' };
  const popup = unavailablePopupFor(errorType) ?? unavailablePopupFor(CART_ERROR_TYPE.invalidBasket)!;
  return { kind: 'popup', popup };
}
