/**
 * State shared by the islands of one page, whichever chunk or framework (React, Preact) they
 * run in: a registry of named signals (features declare their own), page events, and a hook to
 * read signals.
 */
export { sharedSignal, SHARED_SIGNALS_KEY } from './shared-signal';
export {
  ADDED_TO_CART_EVENT,
  ANALYTICS_EVENT,
  CART_UPDATED_EVENT,
  MAX_CART_COUNT,
  dispatchAddedToCart,
  dispatchAnalytics,
  dispatchProductSelection,
  dispatchCartUpdated,
  onAnalytics,
  onCartUpdated,
  onProductSelection,
  PRODUCT_SELECTION_EVENT,
  toCartCount,
  type AddedToCartDetail,
  type AnalyticsDetail,
  type ProductSelectionDetail,
} from './events';
export { useSignalValue } from './use-signal-value';
