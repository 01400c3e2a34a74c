/**
 * @hearth/swatches: swatch surfaces (000 §2-§3, 002 §2-§5): today the recent-swatches state that
 * the swatch flyout, swatch ordering and the configurator share.
 */
export {
  RECENT_SWATCHES_MAX,
  RECENT_SWATCHES_STORAGE_KEY,
  RecentSwatch,
  RecentSwatchList,
  addToRecentSwatches,
  normalizeRecentSwatches,
  readRecentSwatches,
} from './recent-swatches/recent-swatches';
export { addRecentSwatch, getRecentSwatches } from './recent-swatches/recent-swatches-state';
