/**
 * North American phone numbers ([ref: core#validation] free swatch form).
 */
import { validationMessage } from './wording';

/** [ref: core#validation, #limits]: the phone input's `maxlength`. */
export const PHONE_MAX_LENGTH = 16;

/**
 * Optional leading 1 (or +1), area code and exchange starting 2-9, then 4 digits. Between the
 * parts one space, dot or hyphen may appear, and the area code may be in parentheses, so
 * '(312) 456-7890', '312.456.7890', '1-312-456-7890' and '3124567890' all pass. Letters,
 * extensions and unbalanced parentheses do not.
 */
const NANP = /^(?:\+?1[ .-]?)?(?:\(([2-9]\d{2})\)|([2-9]\d{2}))[ .-]?([2-9]\d{2})[ .-]?(\d{4})$/;

/**
 * The 10 digits of a valid North American number (no leading 1), or `null` when the value is
 * not one: area code and exchange may not start with 0 or 1, the exchange may not be 555, and
 * the whole value may not exceed 16 characters [ref: core#validation].
 */
export function phoneDigits(value: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > PHONE_MAX_LENGTH) return null;
  const match = NANP.exec(trimmed);
  if (!match) return null;
  const [, bracketedArea, area, exchange, line] = match;
  if (exchange === '555') return null;
  return `${bracketedArea ?? area}${exchange}${line}`;
}

/**
 * Validates a phone number [ref: core#validation]. Required: empty and invalid both give
 * 'Please enter a valid Phone Number.'. Formatting punctuation is allowed (see {@link phoneDigits}).
 */
export function validatePhone(value: string): string | null {
  return phoneDigits(value) === null ? validationMessage('phoneInvalid', 'Please enter a valid Phone Number.') : null;
}
