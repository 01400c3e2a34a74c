import { formatMessage, wording } from '@hearth/core';
import type { MEDIA_MESSAGES } from './messages';

/**
 * A message of section `media` as the page or the app words it (`messages` in `#hearth-config`
 * or `setConfig`): `mediaMessage(key, text)`, `text` being its default in `MEDIA_MESSAGES`.
 */
export const mediaMessage = /* @__PURE__ */ wording<typeof MEDIA_MESSAGES>(
  'media',
  // the catalogue, for the check of an app's wording in development (left out of production builds)
  process.env.NODE_ENV === 'production' ? undefined : () => import('./messages'),
);

/** An image's name, 'Image 2 of 9', as the page words it. */
export const imageLabel = (n: number, count: number): string =>
  formatMessage(mediaMessage('imageLabel', 'Image {n} of {count}'), { n, count });
/** The carousel button once added, 'Added: Sofa', as the page words it. */
export const addedWithName = (name: string): string =>
  formatMessage(mediaMessage('addedWithName', 'Added: {name}'), { name });
/** A customer photo's name, 'Photo by @ann', as the page words it. */
export const photoBy = (handle: string): string =>
  formatMessage(mediaMessage('photoBy', 'Photo by {handle}'), { handle });
