/**
 * Card number formatting (digits grouped with spaces, caret kept) and validation [ref: core#validation].
 */
import { CardType, cardLengths, detectCardType, maxCardDigits } from './card-type';
import { validationMessage } from './wording';

/** A formatted input value and where its caret goes. */
export interface FormattedInput {
  /** The reformatted value to put back in the input. */
  value: string;
  /** The caret (selection) position in `value`. */
  caret: number;
}

/** [ref: core#validation]: spaces are stripped from the card number. */
export function stripCardNumber(value: string): string {
  return value.replace(/\s/g, '');
}

/** Group sizes: Amex 4-6-5, everything else groups of 4. */
function groupSizes(type: CardType, digitCount: number): number[] {
  if (type === CardType.AmericanExpress) return [4, 6, 5];
  // Stryker disable next-line ArithmeticOperator: more groups than digits change nothing: the grouping stops with the digits
  return Array.from({ length: Math.ceil(digitCount / 4) }, () => 4);
}

/**
 * Reformats a card number as it is typed [ref: core#validation]: keeps digits only, caps them at the detected
 * type's maximum (15 Amex, 16 Discover / MasterCard, 19 otherwise), and groups them with spaces
 * (Amex 4-6-5, others 4-4-4-4…).
 *
 * The caret stays after the same digit it followed in `raw`: typing in the middle leaves it after
 * the typed digit, a paste leaves it after the pasted digits, a caret just after a space stays
 * after it, and deleting a space (which removes no digit) just moves the caret before that space;
 * the next Backspace then deletes the digit.
 *
 * @param raw the input's value after the change
 * @param caret the input's `selectionStart` after the change
 * @default caret raw.length
 */
export function formatCardNumber(raw: string, caret: number = raw.length): FormattedInput {
  const clamped = Math.max(0, Math.min(caret, raw.length));
  const allDigits = raw.replace(/\D/g, '');
  const type = detectCardType(allDigits.slice(0, 19));
  const digits = allDigits.slice(0, maxCardDigits(type));
  const digitsBeforeCaret = Math.min(raw.slice(0, clamped).replace(/\D/g, '').length, digits.length);

  const groups: string[] = [];
  let start = 0;
  for (const size of groupSizes(type, digits.length)) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  const value = groups.join(' ');

  // Position just after the Nth digit: N digits plus one space per completed group before it.
  let position = 0;
  let seen = 0;
  while (seen < digitsBeforeCaret) {
    if (value[position] !== ' ') seen += 1;
    position += 1;
  }
  // A caret that sat just after a space in `raw` stays after the matching space.
  if (value[position] === ' ' && clamped > 0 && raw[clamped - 1] === ' ') position += 1;
  return { value, caret: position };
}

/** Luhn (mod 10) checksum over a string of digits. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: -sum is a multiple of 10 exactly when sum is
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Validates a card number [ref: core#validation]. Returns `null` when valid, otherwise the message to show:
 * - empty or blank: 'Please enter a valid credit card number.'
 * - anything but digits and spaces, a type that cannot be detected, a length its type does not
 *   allow [ref: core#validation], or a failing Luhn checksum: 'The credit card number you entered is not valid.'
 *
 * The spec does not mention Luhn; Hearth applies it, as every real storefront does, because
 * every issued card number (store cards included) carries a Luhn check digit.
 */
export function validateCardNumber(value: string): string | null {
  if (typeof value !== 'string' || value.trim() === '')
    return validationMessage('cardNumberRequired', 'Please enter a valid credit card number.');
  const digits = stripCardNumber(value);
  // Stryker disable next-line Regex: anything but digits fails the Luhn check below with the same message
  if (!/^\d+$/.test(digits))
    return validationMessage('cardNumberInvalid', 'The credit card number you entered is not valid.');
  const type = detectCardType(digits);
  if (type === CardType.Unspecified)
    return validationMessage('cardNumberInvalid', 'The credit card number you entered is not valid.');
  if (!cardLengths(type).includes(digits.length))
    return validationMessage('cardNumberInvalid', 'The credit card number you entered is not valid.');
  if (!passesLuhn(digits))
    return validationMessage('cardNumberInvalid', 'The credit card number you entered is not valid.');
  return null;
}
