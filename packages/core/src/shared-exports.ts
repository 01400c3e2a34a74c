/**
 * What `@hearth/core` and `@hearth/core/server` both export, listed once: the parts that need no
 * browser and no React (the feature names, the call errors, money formatting, the URL filter,
 * the helpers). Each entry re-exports this list and adds its own; an internal module, not an
 * entry of the package.
 */

// configuration: the feature names
export { FEATURES, type FeatureName } from './config/features';
export type { AntiForgeryToken, Brand, HearthConfig, HearthConfigInput, Site } from './config/config-schema';

// call errors [ref: script-tag#calls]
export { HearthCallError, isCallError, type CallErrorDetails, type CallErrorKind } from './client/call-error';

// money [ref: core#limits, #validation]
export type { CurrencySite } from './format/currency';
export { formatCents } from './format/format-cents';
export { formatPrice, type FormatPriceOptions } from './format/format-price';

// the URL filter for server-supplied addresses (docs/security.md)
export { safeUrl, sameOriginUrl, type SafeUrlOptions } from './url/safe-url';
export { checkUrl, type CheckUrlOptions } from './url/check-url';
export { samePageUrl, withQuery } from './url/page-url';

// the wording: a section's reader (packages make theirs), a message's placeholders filled
export { wording } from '#wording';
export { formatMessage, type MessageValues } from './messages/format-message';

// helpers
export { dictionary, withEntry } from './util/dictionary';
export { maybe, type ObjectStruct } from './util/maybe';
