/**
 * Card expiry: MM/YY formatting, parsing to the Card entity's fields, validation
 * [ref: core#data, #validation].
 */
import { validationMessage } from './wording';

/** [ref: core#validation]: the expiry input holds at most 5 characters (MM/YY). */
export const EXPIRY_MAX_LENGTH = 5;

/**
 * Reformats an expiry as it is typed [ref: core#validation]: digits only, a first digit above 1 gets a leading
 * 0 ('4' → '04/'), a slash follows the two month digits, at most 5 characters.
 *
 * Deleting the slash: when the new value is shorter than `previous`, holds exactly two digits and
 * no slash, no slash is added back, so Backspace on '12/' gives '12' and the next one '1' instead
 * of the slash reappearing forever. A slash typed after one digit pads the month ('1/' → '01/').
 *
 * @param raw the input's value after the change
 * @param previous the input's value before the change
 * @default previous ''
 */
export function formatExpiry(raw: string, previous = ''): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 0) return '';
  const deleting = raw.length < previous.length;
  const slashAfterOneDigit = digits.length === 1 && raw.includes('/') && !deleting;
  if (Number(digits[0]) > 1 || slashAfterOneDigit) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  // Keep a slash the shopper left in place (deleting the year), drop one they deleted.
  if (digits.length === 2) return deleting && !raw.includes('/') ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** The Card entity's expiry fields [ref: core#data], year as four digits. */
export interface ParsedExpiry {
  /** Two-digit month, '01'-'12' when valid. */
  expMonth: string;
  /** [ref: core#validation]: "20" followed by the two typed digits. */
  expYear: string;
}

/**
 * Splits 'MM/YY' (or 'MMYY') into `{ expMonth, expYear }` with the year stored as "20" + YY
 * [ref: core#validation]. Returns `null` for anything not of that shape. The month is not range-checked here;
 * see {@link validateExpiry}.
 *
 * @example parseExpiry('07/29') // { expMonth: '07', expYear: '2029' }
 */
export function parseExpiry(value: string): ParsedExpiry | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/?(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { expMonth: match[1]!, expYear: `20${match[2]!}` };
}

/**
 * Validates an expiry [ref: core#validation]. Returns `null` when valid, otherwise:
 * - missing (empty, blank) or zero (only zeros, e.g. '00/00'): 'Please enter a valid expiration date.'
 * - not MM/YY, month outside 01-12, or a month already past: 'The expiration date you entered is not valid.'
 *
 * A card stays valid through its expiry month, so the current month passes. Months are compared
 * in `now`'s local time.
 *
 * @default now new Date()
 */
export function validateExpiry(value: string, now: Date = new Date()): string | null {
  if (typeof value !== 'string') return validationMessage('expiryRequired', 'Please enter a valid expiration date.');
  const trimmed = value.trim();
  if (trimmed === '' || /^[0/]+$/.test(trimmed))
    return validationMessage('expiryRequired', 'Please enter a valid expiration date.');
  const parsed = parseExpiry(trimmed);
  if (!parsed) return validationMessage('expiryInvalid', 'The expiration date you entered is not valid.');
  const month = Number(parsed.expMonth);
  if (month < 1 || month > 12)
    return validationMessage('expiryInvalid', 'The expiration date you entered is not valid.');
  const year = Number(parsed.expYear);
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth))
    return validationMessage('expiryInvalid', 'The expiration date you entered is not valid.');
  return null;
}
