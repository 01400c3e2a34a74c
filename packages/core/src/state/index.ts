/**
 * State shared by the islands of one page, whichever chunk or framework (React, Preact) they
 * run in: a registry of named signals (features declare their own), page events, and a hook to
 * read signals.
 */
export { sharedSignal, SHARED_SIGNALS_KEY } from './shared-signal';
export {
  ANALYTICS_EVENT,
  CART_UPDATED_EVENT,
  MAX_CART_COUNT,
  dispatchAnalytics,
  dispatchCartUpdated,
  onAnalytics,
  onCartUpdated,
  toCartCount,
  type AnalyticsDetail,
} from './events';
export { useSignalValue } from './use-signal-value';
export { createStore, useStoreState, type Store } from './store';
