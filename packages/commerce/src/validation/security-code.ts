/**
 * Card security code (CVV) rules [ref: core#validation].
 */
import { CardType } from './card-type';
import { validationMessage } from './wording';
import { isStoreCreditCard } from './store-card';

/** [ref: core#validation]: 4 digits for American Express, 3 for every other type. */
export function securityCodeLength(type: CardType): number {
  return type === CardType.AmericanExpress ? 4 : 3;
}

/**
 * Validates a security code for a card type [ref: core#validation]. Returns `null` when valid, otherwise:
 * - empty or blank: 'Please enter a valid security code.'
 * - not exactly {@link securityCodeLength} digits: 'The security code you entered is not valid.'
 *
 * The store-credit-card type has no security code field [ref: core#rules], so it always passes.
 */
export function validateSecurityCode(value: string, type: CardType): string | null {
  if (isStoreCreditCard(type)) return null;
  if (typeof value !== 'string' || value.trim() === '')
    return validationMessage('securityCodeRequired', 'Please enter a valid security code.');
  const pattern = new RegExp(`^\\d{${securityCodeLength(type)}}$`);
  return pattern.test(value.trim())
    ? null
    : validationMessage('securityCodeInvalid', 'The security code you entered is not valid.');
}
