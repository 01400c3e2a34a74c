import { wording } from '@hearth/core';
import type { LISTS_MESSAGES } from './messages';

/**
 * A message of section `lists` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `listsMessage(key, text)`, `text` being its default in `LISTS_MESSAGES`.
 */
export const listsMessage = /* @__PURE__ */ wording<typeof LISTS_MESSAGES>(
  'lists',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
