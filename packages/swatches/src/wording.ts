import { wording } from '@hearth/core';
import type { SWATCHES_MESSAGES } from './messages';

/**
 * A message of section `swatches` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `swatchesMessage(key, text)`, `text` being its default in `SWATCHES_MESSAGES`.
 */
export const swatchesMessage = /* @__PURE__ */ wording<typeof SWATCHES_MESSAGES>(
  'swatches',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
