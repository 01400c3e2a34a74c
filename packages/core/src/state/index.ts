/**
 * State shared by the islands of one page, whichever chunk or framework (React, Preact) they
 * run in: one store object per page, page events, and a hook to read signals.
 */
export { getStores, STORES_KEY, type HearthStores } from './stores';
export { addRecentSwatch, getRecentSwatches, setZip, setUser, setCartCount } from './actions';
export {
  dispatchCartUpdated,
  dispatchAnalytics,
  onCartUpdated,
  onAnalytics,
  type AnalyticsDetail,
} from './events';
export { CART_UPDATED_EVENT, ANALYTICS_EVENT } from './cart-count';
export { UserAccount } from './user-account';
export {
  RecentSwatch,
  RecentSwatchList,
  RECENT_SWATCHES_MAX,
  RECENT_SWATCHES_STORAGE_KEY,
  addToRecentSwatches,
  normalizeRecentSwatches,
  readRecentSwatches,
} from './recent-swatches';
export { useSignalValue } from './use-signal-value';
