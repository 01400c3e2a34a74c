import { wording } from '@hearth/core';
import type { ADD_TO_CART_MESSAGES } from './messages';

/**
 * A message of section `add-to-cart` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `addToCartMessage(key, text)`, `text` being its default in `ADD_TO_CART_MESSAGES`.
 */
export const addToCartMessage = /* @__PURE__ */ wording<typeof ADD_TO_CART_MESSAGES>(
  'add-to-cart',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
