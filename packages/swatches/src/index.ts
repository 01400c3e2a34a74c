/**
 * @hearth/swatches: swatch surfaces (000 §2-§3, 002 §2-§5). The recent-swatches state that the
 * swatch flyout, swatch ordering and the configurator share lives in `@hearth/core` (a feature
 * never imports another feature); it is re-exported here for the users of this package.
 */
export {
  RECENT_SWATCHES_MAX,
  RECENT_SWATCHES_STORAGE_KEY,
  RecentSwatch,
  RecentSwatchList,
  addToRecentSwatches,
  normalizeRecentSwatches,
  readRecentSwatches,
  addRecentSwatch,
  getRecentSwatches,
} from '@hearth/core';
