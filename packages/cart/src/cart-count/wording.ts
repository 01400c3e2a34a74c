import { wording } from '@hearth/core';
import type { CART_COUNT_MESSAGES } from './messages';

/**
 * A message of section `cart-count` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `cartCountMessage(key, text)`, `text` being its default in `CART_COUNT_MESSAGES`.
 */
export const cartCountMessage = /* @__PURE__ */ wording<typeof CART_COUNT_MESSAGES>(
  'cart-count',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);

/**
 * Screen-reader text of the cart count. Its one placeholder is filled here rather than with
 * core's `formatMessage`, which the header's count (on every page) need not load.
 */
export function cartCountText(count: number): string {
  return count === 1
    ? cartCountMessage('oneItem', '1 item in cart')
    : cartCountMessage('items', '{count} items in cart').replaceAll('{count}', String(count));
}
