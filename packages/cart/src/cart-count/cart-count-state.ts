import { onCartUpdated, sharedSignal, toCartCount } from '@hearth/core';

/**
 * The page's cart item count, `null` until an island or the page tells. Created on first read;
 * from then on it follows every `hearth:cart-updated` with a count [ref: script-tag#events], whether an
 * island or legacy page script sent it. One signal per page, whatever chunk reads it.
 */
export function getCartCount() {
  return sharedSignal<number | null>(
    'cartCount',
    () => null,
    (count) => {
      onCartUpdated((next) => {
        if (next !== undefined) count.value = next;
      });
    },
  );
}

/**
 * Sets the cart item count, or `null` when unknown. Does not dispatch an event: use
 * `dispatchCartUpdated` after a change to the cart.
 *
 * @returns `false` (and nothing changes) unless `count` is a whole number from 0 to 9999 or `null`.
 */
export function setCartCount(count: number | null): boolean {
  const value = count === null ? null : toCartCount(count);
  if (value === undefined) return false;
  getCartCount().value = value;
  return true;
}
