/**
 * State shared by the islands of one page, whichever chunk or framework (React, Preact) they
 * run in: a registry of named signals (features declare their own), page events, and a hook to
 * read signals.
 */
export * from './shared-signal';
export * from './events';
export * from './use-signal-value';
export * from './shopper-zip';
export {
  PRODUCT_SELECTION_EVENT,
  SELECTION_REQUIRED_EVENT,
  getProductSelection,
  isProductSelection,
  onSelectionRequired,
  productSelections,
  publishProductSelection,
  requestProductSelection,
  withdrawProductSelection,
  announceProductSelection,
  announcedSelections,
  type ProductSelection,
  type SelectionRequiredDetail,
} from './product-selection';
// 002 §5 recent swatches: shared by the swatch surfaces and the configurator, so they live here.
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
export * from './store';
