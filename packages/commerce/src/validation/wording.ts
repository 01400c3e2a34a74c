// (@hearth/core/server: the validators are server code, @hearth/commerce/server's too)
import { wording } from '@hearth/core/server';
import type { VALIDATION_MESSAGES } from './messages';

/**
 * A message of section `validation` as the page or the app words it (`messages` in
 * `#hearth-config` or `setConfig`): `validationMessage(key, text)`, `text` being its default in
 * `VALIDATION_MESSAGES`.
 */
export const validationMessage = /* @__PURE__ */ wording<typeof VALIDATION_MESSAGES>(
  'validation',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
