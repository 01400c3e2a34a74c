/**
 * Every string the validators can show, exactly as the spec has it ([ref: README#every-island]: "to the
 * letter"), the postal code's labels and the card names: section `validation` of the wording a
 * page or an app can change (`messages` in `#hearth-config` or `setConfig`). Forms read these with
 * `validationMessage` rather than retyping them; a validator returns the message as it reads at the
 * time it runs.
 */
import type { Catalogue } from '@hearth/core';

export const VALIDATION_MESSAGES = {
  // ---- Card entry [ref: core#strings] ----

  /** [ref: core#strings]: card number empty. */
  cardNumberRequired: 'Please enter a valid credit card number.',
  /** [ref: core#strings]: card number invalid (wrong length for its type, unknown type, failing Luhn). */
  cardNumberInvalid: 'The credit card number you entered is not valid.',
  /** [ref: core#strings]: expiry missing or zero. */
  expiryRequired: 'Please enter a valid expiration date.',
  /** [ref: core#strings]: expiry invalid (bad month, past, malformed). */
  expiryInvalid: 'The expiration date you entered is not valid.',
  /** [ref: core#strings]: security code empty or blank. */
  securityCodeRequired: 'Please enter a valid security code.',
  /** [ref: core#strings]: security code of the wrong length or not digits. */
  securityCodeInvalid: 'The security code you entered is not valid.',

  // ---- Card names: [ref: core#data] (the store-brand cards), the networks' own names ----

  cardAmericanExpress: 'American Express',
  cardDiscover: 'Discover',
  cardMasterCard: 'Mastercard',
  cardVisa: 'Visa',
  /** [ref: core#data]: the private-label Synchrony card. */
  cardPLCCSynchrony: 'C&B/CB2 CC',
  /** [ref: core#data]: the co-brand Mastercard. */
  cardCoBrandMasterCard: 'C&B/CB2 MC',
  cardStoreCreditCard: 'Store Credit Card',
  cardRewardCard: 'Reward Card',
  cardRewardCertificate: 'Reward Certificate',

  // ---- Email: reset password, free swatch form [ref: core#strings] ----

  /**
   * [ref: core#strings]: reset-password email message. The spec shows the literal `{email}` placeholder; fill it
   * with {@link formatMessage} (see `resetPasswordEmailMessage` in `email.ts`).
   */
  resetPasswordEmailInvalid: 'Please enter a valid Email Address (i.e. {email}).',
  /** [ref: core#strings]: free swatch form, email empty. */
  emailRequired: 'Email Address is required.',
  /** [ref: core#strings]: free swatch form, email malformed. */
  emailInvalid: 'Please enter a valid Email Address.',

  // ---- Select lists: [ref: core#strings] ----

  /** [ref: core#strings]: select error default text; `{kind}` is Country, State or Province. */
  selectInvalid: '{kind} is invalid.',

  // ---- Names, addresses, phone: [ref: core#strings] (the checkout uses the same words) ----

  /** [ref: core#strings]: first name empty. */
  firstNameRequired: 'The First Name field is required.',
  /** [ref: core#strings]: first name with characters outside the name rule. */
  firstNameInvalid: 'The First Name field is invalid.',
  /** [ref: core#strings]: last name empty. */
  lastNameRequired: 'The Last Name field is required.',
  /** [ref: core#strings]: last name with characters outside the name rule. */
  lastNameInvalid: 'The Last Name field is invalid.',
  /** [ref: core#strings]: address 1 empty. */
  address1Required: 'The Address 1 field is required.',
  /** [ref: core#strings]: address 1 with a forbidden character or more than one colon. */
  address1Invalid: 'The Address 1 field is invalid.',
  /**
   * Address 2 invalid. [ref: core#strings] gives Address 2 "the same character rules" without its own text;
   * this follows the Address 1 wording.
   */
  address2Invalid: 'The Address 2 field is invalid.',
  /** [ref: core#strings]: city empty. */
  cityRequired: 'The City field is required.',
  /** [ref: core#strings]: city over 28 characters or with a forbidden character. */
  cityInvalid: 'The City field is invalid.',
  /** [ref: core#strings]: phone empty or not a valid North American number. */
  phoneInvalid: 'Please enter a valid Phone Number.',

  // ---- Labels: [ref: core#limits] ----

  /** [ref: core#limits]: postal code label on the US site. */
  zipCodeLabel: 'ZIP Code',
  /** [ref: core#limits]: postal code label on the Canadian site. */
  postalCodeLabel: 'Postal Code',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    validation: typeof VALIDATION_MESSAGES;
  }
}
