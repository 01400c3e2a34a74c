/** The change-ZIP panel's rules (002 §4-§5, §8; CONTRACT §7) as pure functions. */
import { isValidPostalCode, normalizePostalCode, postalCodeMaxLength, type Site } from '@hearth/core';
import { LISTS_MESSAGES as M } from '../messages';
import type { ZipValidationAnswer } from './schema';

/** 002 §5: the ZIP is upper-cased (and trimmed) before it is checked and sent. */
export function normalizeZip(value: string): string {
  return normalizePostalCode(value);
}

/** 002 §9: the field's `maxlength`: 5 on the US site, 7 on the Canadian one. */
export function zipMaxLength(site: Site): number {
  return postalCodeMaxLength(site);
}

/**
 * 002 §5 client check: a US ZIP of 5 digits on the US site, a Canadian postal code on the Canadian
 * one (CONTRACT §7: first letters X and Y accepted). Returns the message to show under the field,
 * or `null` when the value may go to the server.
 */
export function checkZip(value: string, site: Site): string | null {
  const zip = normalizeZip(value);
  const ca = site === 'CA';
  if (zip === '') return ca ? M.missingPostal : M.missingZip;
  return isValidPostalCode(zip, site) ? null : ca ? M.invalidPostal : M.invalidZip;
}

/** What the server's answer means for the panel. */
export type ZipResult = { valid: true; zip: string } | { valid: false; message: string };

/**
 * 002 §5, §8: a valid answer stores its `zipCode` (else the ZIP sent), upper-cased; an invalid one
 * shows the server's message under the field, or Hearth's default when it sends none.
 */
export function readZipAnswer(answer: ZipValidationAnswer, sent: string, site: Site): ZipResult {
  if (answer.isValid) return { valid: true, zip: normalizeZip(answer.zipCode || sent) };
  return { valid: false, message: answer.message?.trim() || (site === 'CA' ? M.invalidPostal : M.invalidZip) };
}
