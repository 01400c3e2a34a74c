import { wording } from '@hearth/core';
import type { COMMERCE_MESSAGES } from './messages';

/**
 * A message of section `commerce` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `commerceMessage(key, text)`, `text` being its default in `COMMERCE_MESSAGES`.
 */
export const commerceMessage = /* @__PURE__ */ wording<typeof COMMERCE_MESSAGES>(
  'commerce',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
