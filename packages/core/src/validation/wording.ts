import { wording } from '#wording';
import type { CORE_MESSAGES } from './messages';

/**
 * A message of section `core` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `coreMessage(key, text)`, `text` being its default in `CORE_MESSAGES`.
 */
export const coreMessage = /* @__PURE__ */ wording<typeof CORE_MESSAGES>(
  'core',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);
