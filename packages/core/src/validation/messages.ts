/**
 * Every string the validators can show, exactly as the spec has it (CONTRACT §6: "to the
 * letter"), and the postal code's labels: section `core` of the wording a page or an app can
 * change (`messages` in `#hearth-config` or `setConfig`). Forms read these rather than retyping
 * them; a validator returns the message as it reads at the time it runs.
 */
import { defineMessages } from '../messages/messages';

export const CORE_MESSAGES = defineMessages('core', {
  // ---- Card entry: 000 §5 table, 001 §5 ----

  /** 000 §5: card number empty. */
  cardNumberRequired: 'Please enter a valid credit card number.',
  /** 000 §5: card number invalid (wrong length for its type, unknown type, failing Luhn). */
  cardNumberInvalid: 'The credit card number you entered is not valid.',
  /** 000 §5: expiry missing or zero. */
  expiryRequired: 'Please enter a valid expiration date.',
  /** 000 §5: expiry invalid (bad month, past, malformed). */
  expiryInvalid: 'The expiration date you entered is not valid.',
  /** 001 §5: security code empty or blank. */
  securityCodeRequired: 'Please enter a valid security code.',
  /** 001 §5: security code of the wrong length or not digits. */
  securityCodeInvalid: 'The security code you entered is not valid.',

  // ---- Card names: 001 §3 (the store-brand cards), the networks' own names ----

  cardAmericanExpress: 'American Express',
  cardDiscover: 'Discover',
  cardMasterCard: 'Mastercard',
  cardVisa: 'Visa',
  /** 001 §3: the private-label Synchrony card. */
  cardPLCCSynchrony: 'C&B/CB2 CC',
  /** 001 §3: the co-brand Mastercard. */
  cardCoBrandMasterCard: 'C&B/CB2 MC',
  cardStoreCreditCard: 'Store Credit Card',
  cardRewardCard: 'Reward Card',
  cardRewardCertificate: 'Reward Certificate',

  // ---- Email: 001 §5 (reset password), 002 §5 (free swatch form) ----

  /**
   * 001 §5: reset-password email message. The spec shows the literal `{email}` placeholder; fill it
   * with {@link formatMessage} (see `resetPasswordEmailMessage` in `email.ts`).
   */
  resetPasswordEmailInvalid: 'Please enter a valid Email Address (i.e. {email}).',
  /** 002 §5: free swatch form, email empty. */
  emailRequired: 'Email Address is required.',
  /** 002 §5: free swatch form, email malformed. */
  emailInvalid: 'Please enter a valid Email Address.',

  // ---- Select lists: 001 §5, 002 §5, §8 ----

  /** 001 §5 / 002 §8: select error default text; `{kind}` is Country, State or Province. */
  selectInvalid: '{kind} is invalid.',

  // ---- Names, addresses, phone: 002 §5 (the checkout uses the same words) ----

  /** 002 §5: first name empty. */
  firstNameRequired: 'The First Name field is required.',
  /** 002 §5: first name with characters outside the name rule. */
  firstNameInvalid: 'The First Name field is invalid.',
  /** 002 §5: last name empty. */
  lastNameRequired: 'The Last Name field is required.',
  /** 002 §5: last name with characters outside the name rule. */
  lastNameInvalid: 'The Last Name field is invalid.',
  /** 002 §5: address 1 empty. */
  address1Required: 'The Address 1 field is required.',
  /** 002 §5: address 1 with a forbidden character or more than one colon. */
  address1Invalid: 'The Address 1 field is invalid.',
  /**
   * Address 2 invalid. 002 §5 gives Address 2 "the same character rules" without its own text;
   * this follows the Address 1 wording.
   */
  address2Invalid: 'The Address 2 field is invalid.',
  /** 002 §5: city empty. */
  cityRequired: 'The City field is required.',
  /** 002 §5: city over 28 characters or with a forbidden character. */
  cityInvalid: 'The City field is invalid.',
  /** 002 §5: phone empty or not a valid North American number. */
  phoneInvalid: 'Please enter a valid Phone Number.',

  // ---- Labels: 001 §9 ----

  /** 001 §9: postal code label on the US site. */
  zipCodeLabel: 'ZIP Code',
  /** 001 §9: postal code label on the Canadian site. */
  postalCodeLabel: 'Postal Code',
});
