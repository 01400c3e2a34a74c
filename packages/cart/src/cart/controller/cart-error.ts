/** [ref: cart#errors]: the cart error popup. */
import { isCallError } from '@hearth/core';
import { cartMessage } from '../wording';

/** [ref: cart#screens]: where the cart error and unavailable-item popups send the shopper. */
export const CART_ROUTE = '/checkout/cart';

/** Which message the cart error popup shows. */
export type CartErrorKind = 'network' | 'generic';

/** [ref: cart#errors]: a message containing 'Status: 503' or 'Status: 504' is a network error; any other is generic. */
export function classifyCartError(message: string | null | undefined): CartErrorKind {
  return typeof message === 'string' && /Status: 50[34]/.test(message) ? 'network' : 'generic';
}

/** What the cart error popup shows. */
export interface CartErrorView {
  kind: CartErrorKind;
  title: string;
  text: string;
}

/** The popup for a failure: its message decides network versus generic [ref: cart#errors]. */
export function cartErrorView(error: unknown): CartErrorView {
  // Stryker disable next-line StringLiteral: any other text without a 503 or 504 status reads as generic too
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const kind = classifyCartError(message);
  return kind === 'network'
    ? {
        kind,
        title: cartMessage('networkErrorTitle', 'Network Error'),
        text: cartMessage(
          'networkErrorText',
          'We are having trouble connecting right now. Please return to your cart and try again.',
        ),
      }
    : {
        kind,
        title: cartMessage('genericErrorTitle', "We're Sorry."),
        text: cartMessage('genericErrorText', 'Something went wrong. Please return to your cart and try again.'),
      };
}

/** An aborted call (the island went away) is not a failure to show or log. */
export function isAbort(error: unknown): boolean {
  return isCallError(error, 'abort');
}
