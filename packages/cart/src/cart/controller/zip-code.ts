/** [ref: cart#validation]: the ZIP code is checked on the client before `applyZipCode`. */
import { type Site } from '@hearth/core';
import { validatePostalCode } from '@hearth/commerce';
import { cartMessage } from '../wording';

/** Server texts that override the defaults ([ref: cart#validation] names them missingPostalCode, postalCodeValidationError). */
export type ZipMessages = Readonly<Record<string, unknown>> | null | undefined;

const text = (messages: ZipMessages, key: string): string | undefined => {
  const value = messages?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The error of a ZIP or postal code, or `null` when it may be sent: US 5 digits, a Canadian
 * postal code on the Canadian site [ref: cart#validation, decisions#departures]. The texts come from the server's
 * `cartData.messages` when present ("Its message text: not shown") [ref: cart#validation].
 */
export function checkZipCode(value: string, site: Site, messages?: ZipMessages): string | null {
  const ca = site === 'CA';
  return validatePostalCode(value, site, {
    missingPostalCode:
      text(messages, 'missingPostalCode') ??
      (ca
        ? cartMessage('missingPostal', 'Please enter a Postal Code.')
        : cartMessage('missingZip', 'Please enter a ZIP Code.')),
    postalCodeValidationError:
      text(messages, 'postalCodeValidationError') ??
      (ca
        ? cartMessage('invalidPostal', 'Please enter a valid Postal Code.')
        : cartMessage('invalidZip', 'Please enter a valid ZIP Code.')),
  });
}
