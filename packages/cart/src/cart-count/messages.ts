/**
 * The cart count's screen-reader text (the spec shows no wording; see README): section
 * `cart-count` of the wording a page or an app can change (`messages` in `#hearth-config` or
 * `setConfig`), with `{count}` the number of items.
 */
import { defineMessages } from '@hearth/core';

export const CART_COUNT_MESSAGES = defineMessages('cart-count', {
  /** The count is 1. */
  oneItem: '1 item in cart',
  /** Any other count. */
  items: '{count} items in cart',
});

/**
 * Screen-reader text of the cart count. Its one placeholder is filled here rather than with
 * core's `formatMessage`, which the header's count (on every page) need not load.
 */
export function cartCountText(count: number): string {
  return count === 1 ? CART_COUNT_MESSAGES.oneItem : CART_COUNT_MESSAGES.items.replaceAll('{count}', String(count));
}

declare module '@hearth/core' {
  interface MessageCatalog {
    'cart-count': typeof CART_COUNT_MESSAGES;
  }
}
