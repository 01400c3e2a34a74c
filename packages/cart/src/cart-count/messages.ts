/**
 * The cart count's screen-reader text (the spec shows no wording; see README): section
 * `cart-count` of the wording a page or an app can change (`messages` in `#hearth-config` or
 * `setConfig`), with `{count}` the number of items.
 */
import type { Catalogue } from '@hearth/core';

export const CART_COUNT_MESSAGES = {
  /** The count is 1. */
  oneItem: '1 item in cart',
  /** Any other count. */
  items: '{count} items in cart',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    'cart-count': typeof CART_COUNT_MESSAGES;
  }
}
