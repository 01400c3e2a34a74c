import { wording } from '@hearth/core';
import type { CART_VALIDATION_MESSAGES } from './messages';

/**
 * A message of section `cart-validation` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `cartValidationMessage(key, text)`, `text` being its default in `CART_VALIDATION_MESSAGES`.
 */
export const cartValidationMessage = /* @__PURE__ */ wording<typeof CART_VALIDATION_MESSAGES>(
  'cart-validation',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
