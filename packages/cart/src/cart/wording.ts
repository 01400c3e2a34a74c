import { wording } from '@hearth/core';
import type { CART_MESSAGES } from './messages';

/**
 * A message of section `cart` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `cartMessage(key, text)`, `text` being its default in `CART_MESSAGES`.
 */
export const cartMessage = /* @__PURE__ */ wording<typeof CART_MESSAGES>(
  'cart',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
