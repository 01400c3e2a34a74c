import { wording } from '@hearth/core';
import type { ACCOUNT_MESSAGES } from './messages';

/**
 * A message of section `account` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `accountMessage(key, text)`, `text` being its default in `ACCOUNT_MESSAGES`.
 */
export const accountMessage = /* @__PURE__ */ wording<typeof ACCOUNT_MESSAGES>(
  'account',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
