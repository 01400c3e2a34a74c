/** The cart page's state: a core `Store`, no React (read it with `useStoreState`). */
import { createStore, type Store } from '@hearth/core';
import type { OversizedItem, UnavailableItem, UnavailablePopup } from '@hearth/commerce';
import type { CartErrorView } from './cart-error';
import type { PickupEstimate } from './pickup-estimate';
import type { CartAnswer, CartData } from '../schema';

/** The popup open over the cart, if any. */
export type CartPopup =
  | { kind: 'cartError'; view: CartErrorView }
  | { kind: 'oversize'; items: OversizedItem[]; pickup: boolean; answer: CartAnswer }
  | { kind: 'popupUrl'; url: string }
  | { kind: 'unavailable'; popup: UnavailablePopup; items: UnavailableItem[] }
  | { kind: 'certificates' }
  | { kind: 'checkoutNow'; checkoutUrl: string };

/** Everything the cart page shows. */
export interface CartState {
  /** `loading` until the first cart, `error` when it could not be loaded. */
  status: 'loading' | 'ready' | 'error';
  cart: CartData | null;
  /** Why the first load failed ([ref: cart#errors] classification). */
  loadError: CartErrorView | null;
  /** The action in flight (`'removeItem:line-1'`, `'checkout'`…); every other action waits. */
  busy: string | null;
  popup: CartPopup | null;
  /** [ref: cart#errors]: under the ZIP field. */
  zipError: string | null;
  /** [ref: cart#errors]: the server's promoErrorMessage, under the promo field. */
  promoError: string | null;
  /** [ref: cart#errors]: a server-supplied message ('Card has been reissued…', session, TNS, rewards). */
  notice: string | null;
  /** [ref: cart#errors]: the pickup estimate, when a line is picked up. */
  pickup: PickupEstimate | null;
}

/** The cart page's store (core's `Store`). */
export type CartStore = Store<CartState>;

/** The state before anything is known; with `cart` the page starts ready. */
export function initialCartState(cart?: CartData | null): CartState {
  return {
    status: cart ? 'ready' : 'loading',
    cart: cart ?? null,
    loadError: null,
    busy: null,
    popup: null,
    zipError: null,
    promoError: null,
    notice: null,
    pickup: null,
  };
}

/** Creates a cart store. */
export function createCartStore(initial: CartState = initialCartState()): CartStore {
  return createStore(initial);
}

/** The cart's item count for `hearth:cart-updated`: the server's count, else the sum of quantities. */
export function cartItemCount(cart: CartData | null | undefined): number | undefined {
  if (!cart) return undefined;
  const count = cart.itemCount ?? cart.cartSummary?.itemCount ?? cart.orderSummary?.itemCount;
  if (typeof count === 'number') return count;
  return cart.lineItems.reduce((sum, line) => sum + line.qty, 0);
}
