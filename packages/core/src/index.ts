/**
 * @hearth/core: the island runtime, configuration, the call client, formatting, generic
 * validators, storage and the state and events shared between islands. Nothing here renders (the
 * configuration's provider renders only its children); React appears only in the hooks and the
 * island mount helper, never in the loader. Each name is listed: what the README documents and
 * what other packages import, nothing else.
 */

// the runtime: defineIsland and the props check (the loader is `@hearth/core/loader`)
export { defineIsland, type IslandDefinition, type IslandInjectedProps } from './runtime/define-island';
export type { HandoffOptions } from './runtime/handoff';
export { IslandFallback } from './runtime/island-fallback';
export { knownFieldsOnly, pathTooDeep } from './runtime/props';
export { registerProvider, registeredProvider, type ProviderKind } from './runtime/providers';
export type { HearthApi, IslandContext, IslandHandle, IslandModule, LoadStrategy, PopupContext } from './runtime/types';

// configuration (`#hearth-config`, setConfig)
export type { AntiForgeryToken, Brand, HearthConfig, HearthConfigInput, Site } from './config/config-schema';
export { getConfig, resetConfig, setConfig } from './config/config-store';
export { HearthConfigProvider, type HearthConfigProviderProps } from './config/config-provider';
export { FEATURES, isFeatureOn, type FeatureName } from './config/features';

// wording a page or an app can change (`messages`), the spec's text by default
export { wording } from '#wording';
export type {
  BrandOrSite,
  Catalogue,
  MessageCatalog,
  MessageOverride,
  MessageOverrides,
  MessageReader,
  MessageSection,
} from './messages/message-types';
export { formatMessage, type MessageValues } from './messages/format-message';

// the call client [ref: script-tag#calls] and the wrappers a client of your own is built from
export { HearthCallError, isCallError, type CallErrorDetails, type CallErrorKind } from './client/call-error';
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
export { getAntiForgeryToken, readAntiForgeryToken, TOKEN_HEADER, TOKEN_INPUT_SELECTOR } from './client/anti-forgery';
export { withToken } from './client/with-token';
export { withRetry } from './client/with-retry';
export { withResetCheck } from './client/with-reset-check';

// the browser environment features pick from
export type { BrowserEnv, MediaQueryState, PageLocation } from './env/browser-env';

// money [ref: core#limits, #validation]
export type { CurrencySite } from './format/currency';
export { formatCents } from './format/format-cents';
export { formatPrice, type FormatPriceOptions } from './format/format-price';

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

// the URL filter for server-supplied addresses (docs/security.md)
export { safeUrl, sameOriginUrl, type SafeUrlOptions } from './url/safe-url';
export { checkUrl, type CheckUrlOptions } from './url/check-url';
export { samePageUrl, withQuery } from './url/page-url';

// validators and their messages, the spec's to the letter [ref: core#validation]
export { CORE_MESSAGES } from './validation/messages';
export { coreMessage } from './validation/wording';
export {
  brandToCardType,
  CARD_NUMBER_INPUT_MAX_LENGTH,
  cardDisplayName,
  cardLengths,
  CardType,
  detectCardType,
  isRewardCardType,
  MAX_CARD_DIGITS,
} from './validation/card-type';
export {
  formatCardNumber,
  passesLuhn,
  stripCardNumber,
  validateCardNumber,
  type FormattedInput,
} from './validation/card-number';
export { EXPIRY_MAX_LENGTH, formatExpiry, validateExpiry } from './validation/expiry';
export { securityCodeLength, validateSecurityCode } from './validation/security-code';
export { CardEntity, cardEntityFor, isStoreCreditCard, type CardEntryValues } from './validation/store-card';
export { EMAIL_MAX_LENGTH, resetPasswordEmailMessage, validateEmail, type EmailMessages } from './validation/email';
export {
  FIRST_NAME_MESSAGES,
  isValidName,
  LAST_NAME_MESSAGES,
  NAME_MAX_LENGTH,
  validateFirstName,
  validateName,
  type FieldMessages,
} from './validation/name';
export {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  validateAddress1,
  validateAddress2,
  validateCity,
} from './validation/address';
export { PHONE_MAX_LENGTH, validatePhone } from './validation/phone';
export {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeLabel,
  postalCodeMaxLength,
  validatePostalCode,
  type PostalCodeMessages,
} from './validation/postal-code';
export {
  CANADIAN_PROVINCES,
  countryList,
  selectError,
  usStates,
  type SelectKind,
  type SelectOption,
  type UsStatesOptions,
} from './validation/select-lists';
export { hasErrors, validateFields, type FieldErrors, type FieldRules } from './validation/validate-fields';

// helpers
export { dictionary, withEntry } from './util/dictionary';
export { maybe, type ObjectStruct } from './util/maybe';

// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export type { FieldNames } from './runtime/handoff-logic';
