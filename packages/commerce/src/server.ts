/**
 * `@hearth/commerce/server`: the store's validators and their messages (payment and store cards,
 * reward cards, e-mail, names, addresses, phone, postal codes of the US and Canada, the state and
 * province lists), the spec's to the letter. Plain functions: no browser, no React and no
 * `'use client'`, so a React Server Component or a route handler checks a form with the same rules
 * as the islands (checked by `scripts/dist-entries.test.ts`). `@hearth/commerce` exports the same
 * names. In 0.1.0 they were `@hearth/core`'s: docs/npm.md has the move.
 */

// validators and their messages, the spec's to the letter [ref: core#validation]
// (section `validation` of the wording a page or an app can change: each message read when it is
// shown, `validationMessage(key, default)`; `formatMessage` fills its placeholders)
export { VALIDATION_MESSAGES } from './validation/messages';
export { validationMessage } from './validation/wording';
export { formatMessage, type MessageValues } from '@hearth/core/server';
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

// the lenient parts of the schemas of server data
export { AddOn, FlagSchema, PriceSchema, SkuSchema, TextSchema, addOnImage } from './schema-kit/schema-kit';
