/** [ref: cart#validation]: the ZIP code is checked on the client before `applyZipCode`. */
import { validatePostalCode, type Site } from '@hearth/core';
import { CART_MESSAGES } from '../messages';

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
      text(messages, 'missingPostalCode') ?? (ca ? CART_MESSAGES.missingPostal : CART_MESSAGES.missingZip),
    postalCodeValidationError:
      text(messages, 'postalCodeValidationError') ?? (ca ? CART_MESSAGES.invalidPostal : CART_MESSAGES.invalidZip),
  });
}
