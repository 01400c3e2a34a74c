/** [ref: cart#rules] Checkout button: what the checkout answer leads to, in precedence. */
import { CART_ERROR_TYPE, unavailablePopupFor, type OversizedItem, type UnavailablePopup } from '@hearth/commerce';
import { isRefused } from './cart-answer';
import type { CartAnswer, CartData } from '../schema';

/** [ref: cart#errors]: emptyBasket shows nothing on the cart page. */
export function isSilentErrorType(errorType: number | null | undefined): boolean {
  return errorType === CART_ERROR_TYPE.emptyBasket;
}

/**
 * Whether the oversize warning is about store pickup (Hearth): an oversized item that is a cart
 * line the shopper may pick up, or one that cannot be matched to a line (the answer names items by
 * title). A sofa that is only delivered is warned about doorways, not a car.
 */
export function oversizePickup(items: readonly OversizedItem[], cart: CartData | null | undefined): boolean {
  const lines = cart?.lineItems ?? [];
  return items.some((item) => {
    const line = lines.find((l) => l.name != null && l.name === item.title);
    return !line || line.isStorePickupOptionVisible !== false;
  });
}

/** What to do after the checkout call. */
export type CheckoutOutcome =
  | { kind: 'oversize'; items: OversizedItem[]; pickup: boolean }
  | { kind: 'popupUrl'; url: string }
  | { kind: 'unavailable'; popup: UnavailablePopup }
  | { kind: 'emptyBasket' }
  | { kind: 'flyout'; checkoutUrl: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'failed'; answer: CartAnswer };

/** Options of {@link decideCheckout}. */
export interface DecideCheckoutOptions {
  /** The oversize warning was shown and accepted: go on to the next rule. @default false */
  oversizeSeen?: boolean;
  /** The cart as last loaded, for isGuest / isLoggedIn / isInternational when the answer omits them. */
  cart?: CartData | null;
}

/**
 * Decides the checkout button's next step [ref: cart#rules, #roles], in this order:
 * 1. `oversizedItems` shows the oversize warning first;
 * 2. a `popupUrl` opens that popup;
 * 3. an `errorType` shows the matching popup (emptyBasket silently reloads);
 * 4. `isSuccess`, a guest, not international and not logged in: the 'Checkout Now' flyout;
 * 5. otherwise, on success, the redirect URL;
 * 6. anything else failed (its server message is shown or logged by the caller).
 */
export function decideCheckout(answer: CartAnswer, options: DecideCheckoutOptions = {}): CheckoutOutcome {
  const oversized = answer.oversizedItems ?? [];
  if (!options.oversizeSeen && oversized.length > 0)
    return { kind: 'oversize', items: oversized, pickup: oversizePickup(oversized, options.cart) };
  if (answer.popupUrl) return { kind: 'popupUrl', url: answer.popupUrl };
  if (answer.errorType) {
    if (isSilentErrorType(answer.errorType)) return { kind: 'emptyBasket' };
    const popup = unavailablePopupFor(answer.errorType);
    if (popup) return { kind: 'unavailable', popup };
  }
  if (answer.isSuccess !== true || isRefused(answer) || !answer.redirectUrl) return { kind: 'failed', answer };
  const cart = answer.cartData ?? options.cart ?? null;
  const isGuest = answer.isGuest ?? cart?.isGuest ?? false;
  const isLoggedIn = answer.isLoggedIn ?? cart?.isLoggedIn ?? false;
  const isInternational = answer.isInternational ?? cart?.isInternational ?? false;
  // [ref: cart#roles]: international carts skip the login flyout.
  if (isGuest && !isInternational && !isLoggedIn) return { kind: 'flyout', checkoutUrl: answer.redirectUrl };
  return { kind: 'redirect', url: answer.redirectUrl };
}
