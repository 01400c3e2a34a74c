/**
 * Person names ([ref: core#validation] free swatch form).
 */
import { validationMessage } from './wording';

/** [ref: core#validation, #limits]: the free swatch form's name `maxlength`. */
export const NAME_MAX_LENGTH = 20;

/**
 * [ref: core#validation]: letters including accented, spaces and slash, with a single apostrophe, period, hyphen
 * or parenthesis between parts. "Letters" are Latin letters with any accents (precomposed or
 * combining). A name may also end in a period or closing parenthesis ('Jr.', 'Ann (Annie)'),
 * which is how those two marks are written; no other mark may start or end it, and two marks
 * may not touch ("O''Brien", 'Jean--Luc'). The typographic apostrophe ’ (what phone keyboards
 * type) counts as an apostrophe.
 */
const PART = String.raw`[\p{Script=Latin}\p{M} /]+`;
const NAME = new RegExp(`^${PART}(?:['’.()-]${PART})*[.)]?$`, 'u');

/**
 * `true` when the value (trimmed) follows the name rule [ref: core#validation] and is at most `maxLength`
 * characters.
 * @default maxLength 20
 */
export function isValidName(value: string, maxLength: number = NAME_MAX_LENGTH): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length <= maxLength && /\p{L}/u.test(trimmed) && NAME.test(trimmed);
}

/** The required / invalid message pair of a name field. */
export interface FieldMessages {
  /** Shown when the field is empty or blank. */
  required: string;
  /** Shown when the value breaks the field's rule. */
  invalid: string;
}

/** [ref: core#validation] messages of the first name field. */
export const FIRST_NAME_MESSAGES: FieldMessages = {
  get required() {
    return validationMessage('firstNameRequired', 'The First Name field is required.');
  },
  get invalid() {
    return validationMessage('firstNameInvalid', 'The First Name field is invalid.');
  },
};

/** [ref: core#validation] messages of the last name field. */
export const LAST_NAME_MESSAGES: FieldMessages = {
  get required() {
    return validationMessage('lastNameRequired', 'The Last Name field is required.');
  },
  get invalid() {
    return validationMessage('lastNameInvalid', 'The Last Name field is invalid.');
  },
};

/**
 * Validates a required name field: `messages.required` when empty or blank, `messages.invalid`
 * when it breaks the name rule or is longer than `maxLength`, else `null`.
 * @default maxLength 20
 */
export function validateName(
  value: string,
  messages: FieldMessages,
  maxLength: number = NAME_MAX_LENGTH,
): string | null {
  if (typeof value !== 'string' || value.trim() === '') return messages.required;
  return isValidName(value, maxLength) ? null : messages.invalid;
}

/**
 * 'The First Name field is required.' / 'The First Name field is invalid.' under the name rule
 * (the checkout's) [ref: checkout#validation]. The free swatch form follows a looser rule [ref: swatch-order#validation]:
 * `validateSwatchFirstName` of @hearth/swatches.
 */
export function validateFirstName(value: string): string | null {
  return validateName(value, FIRST_NAME_MESSAGES);
}

/**
 * 'The Last Name field is required.' / 'The Last Name field is invalid.' under the [ref: core#validation] name
 * rule; the free swatch form uses `validateSwatchLastName` [ref: core#validation].
 */
export function validateLastName(value: string): string | null {
  return validateName(value, LAST_NAME_MESSAGES);
}
