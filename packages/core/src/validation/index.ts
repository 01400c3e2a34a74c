/**
 * Validators and formatters shared by every Hearth form: card entry, addresses, contact fields
 * and select lists. Pure functions, no React, no DOM. Messages are the spec's, to the letter.
 */
export {
  ADDRESS1_INVALID,
  ADDRESS1_REQUIRED,
  ADDRESS2_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  CITY_INVALID,
  CITY_REQUIRED,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
  FIRST_NAME_INVALID,
  FIRST_NAME_REQUIRED,
  LAST_NAME_INVALID,
  LAST_NAME_REQUIRED,
  PHONE_INVALID,
  POSTAL_CODE_LABEL,
  RESET_PASSWORD_EMAIL_INVALID,
  SECURITY_CODE_INVALID,
  SECURITY_CODE_REQUIRED,
  SELECT_INVALID,
  SELECT_PLACEHOLDER,
  SELECT_TWO_CARDS,
  SWATCH_LIMIT_REACHED,
  SWATCH_NONE_SELECTED,
  SWATCH_POSTAL_CODE_INVALID,
  SWATCH_ZIP_INVALID,
  ZIP_CODE_LABEL,
  formatMessage,
} from './messages';
export type { MessageValues } from './messages';

export {
  CARD_NUMBER_INPUT_MAX_LENGTH,
  CardBrand,
  CardType,
  MAX_CARD_DIGITS,
  REWARD_CARD_TYPES,
  brandToCardType,
  cardDisplayName,
  cardLengths,
  detectCardType,
  isRewardCardType,
  maxCardDigits,
} from './card-type';

export { formatCardNumber, passesLuhn, stripCardNumber, validateCardNumber } from './card-number';
export type { FormattedInput } from './card-number';

export { EXPIRY_MAX_LENGTH, formatExpiry, parseExpiry, validateExpiry } from './expiry';
export type { ParsedExpiry } from './expiry';

export { securityCodeLength, validateSecurityCode } from './security-code';

export { CardEntity, STORE_CARD_ZERO, cardEntityFor, isStoreCreditCard } from './store-card';
export type { CardEntryValues } from './store-card';

export { amountsEqual, appliedAmountString, isValidAmount, toCents } from './amount';

export {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeLabel,
  postalCodeMaxLength,
  validatePostalCode,
  validateSwatchPostalCode,
} from './postal-code';
export type { PostalCodeMessages } from './postal-code';

export { PHONE_MAX_LENGTH, phoneDigits, validatePhone } from './phone';

export {
  EMAIL_MAX_LENGTH,
  EXAMPLE_EMAIL,
  isValidEmail,
  resetPasswordEmailMessage,
  validateEmail,
} from './email';
export type { EmailMessages } from './email';

export {
  FIRST_NAME_MESSAGES,
  LAST_NAME_MESSAGES,
  NAME_MAX_LENGTH,
  isValidName,
  validateFirstName,
  validateLastName,
  validateName,
} from './name';
export type { FieldMessages } from './name';

export {
  ADDRESS_FORBIDDEN_CHARACTERS,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  isValidAddressText,
  validateAddress1,
  validateAddress2,
  validateCity,
} from './address';

export {
  CANADIAN_PROVINCES,
  DEFAULT_COUNTRIES,
  DEFAULT_COUNTRY,
  US_MILITARY_CODES,
  US_STATES,
  US_TERRITORIES,
  countryList,
  selectError,
  usStates,
} from './select-lists';
export type { SelectKind, SelectOption, UsStatesOptions } from './select-lists';

export {
  MAX_FREE_SWATCHES,
  swatchSelectionMessage,
  validateTwoCardSelection,
} from './selection';

export { hasErrors, validateFields } from './validate-fields';
export type { FieldErrors, FieldRules } from './validate-fields';

export {
  isValidSwatchName,
  isValidSwatchPostalCode,
  swatchOrderRules,
  swatchOrderStates,
  validateSwatchFirstName,
  validateSwatchLastName,
  validateSwatchState,
} from './swatch-order-form';
export type { SwatchOrderAddress } from './swatch-order-form';
