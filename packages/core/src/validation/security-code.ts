/**
 * Card security code (CVV) rules (001 §5).
 */
import { CardType } from './card-type';
import { CORE_MESSAGES as M } from './messages';
import { isStoreCreditCard } from './store-card';

/** 001 §5: 4 digits for American Express, 3 for every other type. */
export function securityCodeLength(type: CardType): number {
  return type === CardType.AmericanExpress ? 4 : 3;
}

/**
 * Validates a security code for a card type (001 §5). Returns `null` when valid, otherwise:
 * - empty or blank: 'Please enter a valid security code.'
 * - not exactly {@link securityCodeLength} digits: 'The security code you entered is not valid.'
 *
 * The store-credit-card type has no security code field (000 §4), so it always passes.
 */
export function validateSecurityCode(value: string, type: CardType): string | null {
  if (isStoreCreditCard(type)) return null;
  if (typeof value !== 'string' || value.trim() === '') return M.securityCodeRequired;
  const pattern = new RegExp(`^\\d{${securityCodeLength(type)}}$`);
  return pattern.test(value.trim()) ? null : M.securityCodeInvalid;
}
