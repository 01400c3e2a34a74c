/**
 * Card entry rules [ref: card-entry#data, #rules, #validation] on top of the core validators: which type applies, which
 * fields show, the iOS Chrome formatting delay, validation of the whole form and the Card entity.
 * No React, no DOM.
 */
import {
  type CardEntity,
  cardEntityFor,
  cardLengths,
  type CardType,
  validationMessage,
  detectCardType,
  type FieldErrors,
  isStoreCreditCard,
  MAX_CARD_DIGITS,
  passesLuhn,
  stripCardNumber,
  validateCardNumber,
  validateExpiry,
  validateSecurityCode,
} from '@hearth/commerce';

/** [ref: card-entry#rules, #limits]: card number formatting waits this long on iOS Chrome. */
export const IOS_CHROME_FORMAT_DELAY_MS = 250;

/** `true` for Chrome on iOS, whose user agent carries `CriOS`. */
export function isIosChrome(userAgent: string): boolean {
  return /\bCriOS\//.test(userAgent);
}

/** [ref: card-entry#rules]: how long to wait before reformatting the card number: 250 ms on iOS Chrome, else 0. */
export function cardFormatDelay(userAgent: string): number {
  return isIosChrome(userAgent) ? IOS_CHROME_FORMAT_DELAY_MS : 0;
}

/**
 * The type of the card being entered: the fixed `cardType` when the popup was opened for one
 * (the store credit card), else the type detected from the number [ref: card-entry#validation].
 */
export function cardEntryType(number: string, fixedType?: CardType): CardType {
  return fixedType ?? detectCardType(stripCardNumber(number));
}

/** [ref: card-entry#rules]: the store-credit-card type hides the expiry and security code fields. */
export function showsExpiryAndCvv(type: CardType): boolean {
  return !isStoreCreditCard(type);
}

/**
 * Validates the number for a fixed type. Types with lengths in the spec (Amex, Discover,
 * MasterCard, Visa) use the core rule and must match the detected type; the store and
 * private-label cards, whose numbers the spec does not describe, need 1-19 digits and a Luhn
 * check digit.
 */
export function validateCardNumberFor(number: string, fixedType?: CardType): string | null {
  if (!fixedType) return validateCardNumber(number);
  if (typeof number !== 'string' || number.trim() === '')
    return validationMessage('cardNumberRequired', 'Please enter a valid credit card number.');
  if (cardLengths(fixedType).length > 0) {
    const error = validateCardNumber(number);
    if (error) return error;
    return detectCardType(stripCardNumber(number)) === fixedType
      ? null
      : validationMessage('cardNumberInvalid', 'The credit card number you entered is not valid.');
  }
  const digits = stripCardNumber(number);
  // (passesLuhn takes digits only: a letter fails it)
  if (digits.length > MAX_CARD_DIGITS || !passesLuhn(digits))
    return validationMessage('cardNumberInvalid', 'The credit card number you entered is not valid.');
  return null;
}

/** What the card entry form holds. */
export interface CardFormValues {
  /** The number as shown (grouped with spaces). */
  number: string;
  /** 'MM/YY'. */
  expiry: string;
  /** The security code. */
  cvv: string;
  /** The save-to-account checkbox. */
  saveToAccount: boolean;
}

/** The empty form. */
export const EMPTY_CARD_FORM: CardFormValues = { number: '', expiry: '', cvv: '', saveToAccount: false };

/** Options of {@link validateCardForm}. */
export interface CardFormOptions {
  /** A type the popup was opened for; otherwise it is detected from the number. */
  fixedType?: CardType | undefined;
  /** Today, for the expiry check. @default new Date() */
  now?: Date;
}

/**
 * Validates the whole form [ref: card-entry#validation]: the first message of each invalid field. The
 * store credit card has no expiry or security code to check [ref: card-entry#rules].
 */
export function validateCardForm(values: CardFormValues, options: CardFormOptions = {}): FieldErrors<CardFormValues> {
  const type = cardEntryType(values.number, options.fixedType);
  const errors: FieldErrors<CardFormValues> = {};
  const number = validateCardNumberFor(values.number, options.fixedType);
  if (number) errors.number = number;
  if (showsExpiryAndCvv(type)) {
    const expiry = validateExpiry(values.expiry, options.now ?? new Date());
    if (expiry) errors.expiry = expiry;
    const cvv = validateSecurityCode(values.cvv, type);
    if (cvv) errors.cvv = cvv;
  }
  return errors;
}

/**
 * The Card entity [ref: card-entry#data] for valid form values: spaces stripped, year "20" + YY, and for the
 * store credit card expiry and security code set to zero [ref: card-entry#rules].
 */
export function cardFromForm(values: CardFormValues, fixedType?: CardType): CardEntity {
  return cardEntityFor({
    number: values.number,
    type: cardEntryType(values.number, fixedType),
    expiry: values.expiry,
    cvv: values.cvv,
    saveToAccount: values.saveToAccount,
  });
}

/** The security code input keeps digits only, up to the type's length [ref: card-entry#validation]. */
export function cleanSecurityCode(raw: string, maxLength: number): string {
  return raw.replace(/\D/g, '').slice(0, maxLength);
}
