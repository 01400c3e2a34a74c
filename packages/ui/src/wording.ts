import { wording } from '@hearth/core';
import type { UI_MESSAGES } from './messages';

/**
 * A message of section `ui` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `uiMessage(key, text)`, `text` being its default in `UI_MESSAGES`.
 */
export const uiMessage = /* @__PURE__ */ wording<typeof UI_MESSAGES>(
  'ui',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
