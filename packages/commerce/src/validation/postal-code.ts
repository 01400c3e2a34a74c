/**
 * US ZIP codes and Canadian postal codes [ref: core#validation, #limits, decisions#departures].
 */
import { formatMessage, type Site } from '@hearth/core/server';
import { validationMessage } from './wording';

/** [ref: core#validation]: US ZIP, exactly 5 digits. */
const US_ZIP = /^\d{5}$/;

/**
 * [ref: core#validation]: letter digit letter, optional space, digit letter digit; D F I O Q U never appear.
 * The first letter also excludes W and Z, but not X and Y: Hearth departs from the storefront's rule
 * ("cannot be W-Z") [ref: decisions#departures] because X (Nunavut, Northwest Territories) and Y (Yukon) are real.
 */
const CA_POSTAL = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/**
 * `true` when the value is a postal code of the site's country: 5 digits on the US site, a
 * Canadian postal code (either case, surrounding blanks ignored) on the Canadian site.
 */
export function isValidPostalCode(value: string, site: Site): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return site === 'CA' ? CA_POSTAL.test(trimmed) : US_ZIP.test(trimmed);
}

/**
 * Upper-cases and trims a postal code as the change-ZIP panel does [ref: core#validation]. Spacing is kept
 * as typed.
 */
export function normalizePostalCode(value: string): string {
  return value.trim().toUpperCase();
}

/** A server-supplied postal code message set [ref: core#validation]. */
export interface PostalCodeMessages {
  /** Shown when the field is empty. */
  missingPostalCode: string;
  /** Shown when the value is invalid; `{0}` is replaced by the value. */
  postalCodeValidationError: string;
}

/**
 * Validates a postal code against the site's format with the server's messages [ref: core#validation].
 * Returns `null` when valid; `missingPostalCode` when empty or blank; otherwise
 * `postalCodeValidationError` with `{0}` replaced by the value as typed.
 */
export function validatePostalCode(value: string, site: Site, messages: PostalCodeMessages): string | null {
  if (typeof value !== 'string' || value.trim() === '') return messages.missingPostalCode;
  if (isValidPostalCode(value, site)) return null;
  return formatMessage(messages.postalCodeValidationError, [value]);
}

/** [ref: core#limits]: the postal code input's `maxlength`, 5 US and 7 Canada. */
export function postalCodeMaxLength(site: Site): number {
  return site === 'CA' ? 7 : 5;
}

/** [ref: core#limits]: 'Postal Code' on the Canadian site, 'ZIP Code' elsewhere. */
export function postalCodeLabel(site: Site): string {
  return site === 'CA'
    ? validationMessage('postalCodeLabel', 'Postal Code')
    : validationMessage('zipCodeLabel', 'ZIP Code');
}
