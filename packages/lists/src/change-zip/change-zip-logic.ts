/** The change-ZIP panel's rules [ref: change-zip#rules, #validation, #errors, decisions#departures] as pure functions. */
import { type Site } from '@hearth/core';
import { isValidPostalCode, normalizePostalCode, postalCodeMaxLength } from '@hearth/commerce';
import { listsMessage } from '../wording';
import type { ZipValidationAnswer } from './schema';

/** [ref: change-zip#validation]: the ZIP is upper-cased (and trimmed) before it is checked and sent. */
export function normalizeZip(value: string): string {
  return normalizePostalCode(value);
}

/** [ref: change-zip#limits]: the field's `maxlength`: 5 on the US site, 7 on the Canadian one. */
export function zipMaxLength(site: Site): number {
  return postalCodeMaxLength(site);
}

/**
 * [ref: change-zip#validation] client check: a US ZIP of 5 digits on the US site, a Canadian postal code on the Canadian
 * one (first letters X and Y accepted) [ref: decisions#departures]. Returns the message to show under the field,
 * or `null` when the value may go to the server.
 */
export function checkZip(value: string, site: Site): string | null {
  const zip = normalizeZip(value);
  const ca = site === 'CA';
  if (zip === '')
    return ca
      ? listsMessage('missingPostal', 'Please enter a Postal Code.')
      : listsMessage('missingZip', 'Please enter a ZIP Code.');
  return isValidPostalCode(zip, site)
    ? null
    : ca
      ? listsMessage('invalidPostal', 'Please enter a valid Postal Code.')
      : listsMessage('invalidZip', 'Please enter a valid ZIP Code.');
}

/** What the server's answer means for the panel. */
export type ZipResult = { valid: true; zip: string; delivery: string } | { valid: false; message: string };

/**
 * [ref: change-zip#validation, #errors]: a valid answer stores its `zipCode` (else the ZIP sent), upper-cased, with its
 * delivery line ('' when none); an invalid one shows the server's message under the field, or
 * Hearth's default when it sends none.
 */
export function readZipAnswer(answer: ZipValidationAnswer, sent: string, site: Site): ZipResult {
  if (answer.isValid)
    return { valid: true, zip: normalizeZip(answer.zipCode || sent), delivery: answer.deliveryMessage?.trim() ?? '' };
  return {
    valid: false,
    message:
      answer.message?.trim() ||
      (site === 'CA'
        ? listsMessage('invalidPostal', 'Please enter a valid Postal Code.')
        : listsMessage('invalidZip', 'Please enter a valid ZIP Code.')),
  };
}
