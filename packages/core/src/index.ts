/**
 * @hearth/core: the island runtime, configuration, the call client, formatting, storage and the
 * state and events shared between islands (the validators are `@hearth/commerce`'s). Nothing here
 * renders (the configuration's provider renders only its children); React appears only in the hooks
 * and the island mount helper, never in the loader. Each name is listed: what the README documents
 * and what other packages import, nothing else.
 */

// the runtime: defineIsland and the props check (the loader is `@hearth/core/loader`)
export { defineIsland, type IslandDefinition, type IslandInjectedProps } from './runtime/define-island';
export { defineIslandWithRules, type PropsRules, type RulesIslandDefinition } from './runtime/define-island-rules';
export type { HandoffOptions } from './runtime/handoff';
export { IslandFallback } from './runtime/island-fallback';
export { pathTooDeep } from './runtime/props';
export { knownFieldsOnly } from './runtime/props-check';
export { registerProvider, registeredProvider, type ProviderKind } from './runtime/providers';
export type { HearthApi, IslandContext, IslandHandle, IslandModule, LoadStrategy, PopupContext } from './runtime/types';

// configuration (`#hearth-config`, setConfig)
export { getConfig, resetConfig, setConfig } from './config/config-store';
export { HearthConfigProvider, type HearthConfigProviderProps } from './config/config-provider';
export { isFeatureOn } from './config/features';

// wording a page or an app can change (`messages`), the spec's text by default
export type {
  BrandOrSite,
  Catalogue,
  MessageCatalog,
  MessageOverride,
  MessageOverrides,
  MessageReader,
  MessageSection,
} from './messages/message-types';

// the call client [ref: script-tag#calls] and the wrappers a client of your own is built from
export { createClient, DEFAULT_TIMEOUT_MS } from './client/create-client';
export { getClient, setClient } from './client/default-client';
export { lazyClient } from './client/lazy-client';
export { useCallScope, type CallScope } from './client/call-scope';
export { scopeClient, useMountedClient } from './client/mounted-client';
export { unscopedClient } from './client/unscoped-client';
export {
  defineCall,
  isCallDefinition,
  type CallAnswerFormat,
  type CallDefinition,
  type CallMethod,
  type CallSpec,
} from './client/define-call';
export { resolveEndpoint } from './client/endpoints';
export { configuredEndpoint, type EndpointName, type EndpointNames, type Endpoints } from './client/endpoint-names';
export type {
  CallHandler,
  CallMiddleware,
  CallOptions,
  CallRequest,
  ClientEnv,
  FetchLike,
  FetchResponse,
  HearthClient,
  QueryValue,
  SendOptions,
} from './client/types';
export { readAntiForgeryToken, TOKEN_HEADER, TOKEN_INPUT_SELECTOR } from './client/anti-forgery';
export { getAntiForgeryToken } from './client/page-token';
export { withToken } from './client/with-token';
export { withRetry } from './client/with-retry';
export { withResetCheck } from './client/with-reset-check';

// the browser environment features pick from
export { browserEnv, type BrowserEnv, type MediaQueryState, type PageLocation } from './env/browser-env';
export { mediaQuery } from './env/media-query';
export { pageLocation, pageLog, pageNavigate } from './env/page';
export { pageOnPopState, pagePushUrl, pageReplaceUrl } from './env/page-history';
export {
  pageClearTimeout,
  pageDocument,
  pageFetch,
  pageReload,
  pageScrollToTop,
  pageSessionStorage,
  pageSetTimeout,
  pageSetTitle,
  pageSleep,
  pageUserAgent,
} from './env/page-window';

// cookies and localStorage: malformed stored JSON reads as the fallback, nothing throws
export type { CookieOptions } from './storage/cookie-attributes';
export { readCookie } from './storage/cookies';
export { readJsonCookie, writeJsonCookie } from './storage/json-cookies';
export { readStoredJson, writeStoredJson, type StorageLike } from './storage/local-storage';

// state shared by the islands of a page, and the page events [ref: script-tag#events]
export { sharedSignal } from './state/shared-signal';
export { useSignalValue } from './state/use-signal-value';
export { createStore, useStoreState, type Store } from './state/store';
export { getShopperZip, setShopperZip } from './state/shopper-zip';
export {
  ADDED_TO_CART_EVENT,
  ANALYTICS_EVENT,
  CART_UPDATED_EVENT,
  dispatchAddedToCart,
  dispatchAnalytics,
  dispatchCartUpdated,
  dispatchProductSelection,
  MAX_CART_COUNT,
  onAnalytics,
  onCartUpdated,
  onProductSelection,
  PRODUCT_SELECTION_EVENT,
  toCartCount,
  type AddedToCartDetail,
  type AnalyticsDetail,
  type ProductSelectionDetail,
} from './state/events';

// shared with `@hearth/core/server`: feature names, call errors, money, the URL filter, helpers
export * from './shared-exports';

// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export type { FieldNames } from './runtime/handoff-logic';
