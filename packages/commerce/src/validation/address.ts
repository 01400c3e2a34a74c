/**
 * Address lines and city ([ref: core#validation] free swatch form).
 */
import { validationMessage } from './wording';

/** [ref: core#validation, #limits]: address line `maxlength`. */
export const ADDRESS_MAX_LENGTH = 30;
/** [ref: core#validation, #limits]: city `maxlength`; a longer city is invalid. */
export const CITY_MAX_LENGTH = 28;

/** [ref: core#validation]: characters never allowed in an address line or city. */
export const ADDRESS_FORBIDDEN_CHARACTERS = '<>@&"`%?^=[]{}|\\';

/**
 * `true` when the text has none of < > @ & " ` % ? ^ = [ ] { } | \ and at most one colon
 * [ref: core#validation] and is at most `maxLength` characters (trimmed).
 * @default maxLength 30
 */
export function isValidAddressText(value: string, maxLength: number = ADDRESS_MAX_LENGTH): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed.length > maxLength) return false;
  if ([...trimmed].some((char) => ADDRESS_FORBIDDEN_CHARACTERS.includes(char))) return false;
  // Stryker disable next-line ArrayDeclaration: with no colon, a list of none and a list of one are both at most one
  return (trimmed.match(/:/g) ?? []).length <= 1;
}

/** [ref: core#validation]: required; 'The Address 1 field is required.' / 'The Address 1 field is invalid.' */
export function validateAddress1(value: string): string | null {
  if (typeof value !== 'string' || value.trim() === '')
    return validationMessage('address1Required', 'The Address 1 field is required.');
  return isValidAddressText(value) ? null : validationMessage('address1Invalid', 'The Address 1 field is invalid.');
}

/** [ref: core#validation]: optional (empty passes), same character rules and length as Address 1. */
export function validateAddress2(value: string): string | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  return isValidAddressText(value) ? null : validationMessage('address2Invalid', 'The Address 2 field is invalid.');
}

/**
 * [ref: core#validation]: required ('The City field is required.'); over 28 characters or a forbidden
 * character gives 'The City field is invalid.'.
 */
export function validateCity(value: string): string | null {
  if (typeof value !== 'string' || value.trim() === '')
    return validationMessage('cityRequired', 'The City field is required.');
  return isValidAddressText(value, CITY_MAX_LENGTH)
    ? null
    : validationMessage('cityInvalid', 'The City field is invalid.');
}
