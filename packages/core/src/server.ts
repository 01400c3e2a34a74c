/**
 * `@hearth/core/server`: the parts of @hearth/core that need no browser and no React (money
 * formatting, the validators and their messages, the configuration schema, the URL filter, the
 * call errors), for code that runs only on a server: a React Server Component, a route handler,
 * a server page writing `hearth-config`. Unlike `@hearth/core` (and every other entry that exports
 * components or hooks), it does not start with `'use client'`, so a Server Component calls these
 * functions itself rather than getting client references; and it pulls in no React (checked by
 * `scripts/dist-entries.test.ts`). The same functions as `@hearth/core`'s: see docs/npm.md.
 */

// configuration: the schema a server checks its `hearth-config` against, and the feature names
export {
  BrandSchema,
  CONFIG_SCRIPT_ID,
  ConfigSchema,
  SiteSchema,
  type Brand,
  type HearthConfig,
  type HearthConfigInput,
  type Site,
} from './config/config-schema';
export { parseConfig } from './config/parse-config';
export { FEATURES, type FeatureName } from './config/features';

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

// validators and their messages, the spec's to the letter [ref: core#validation]
export { CORE_MESSAGES } from './validation/messages';
export { coreMessage } from './validation/wording';
export { formatMessage, type MessageValues } from './messages/format-message';
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
