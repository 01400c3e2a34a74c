import { wording } from '@hearth/core';
import type { PRODUCT_MESSAGES } from './messages';

/**
 * A message of section `product` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `productMessage(key, text)`, `text` being its default in `PRODUCT_MESSAGES`.
 */
export const productMessage = /* @__PURE__ */ wording<typeof PRODUCT_MESSAGES>(
  'product',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
