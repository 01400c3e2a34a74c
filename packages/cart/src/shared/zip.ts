import { sharedSignal } from '@hearth/core';

/** The shopper's ZIP or postal code (002 §3 Zip state), upper-cased; `null` until known. */
export function getShopperZip() {
  return sharedSignal<string | null>('zip', () => null);
}

/**
 * Sets the shopper's ZIP or postal code, upper-cased and trimmed (002 §5: the ZIP is
 * upper-cased); an empty value clears it. The format is checked by the caller.
 *
 * @returns the value stored.
 */
export function setShopperZip(zip: string | null): string | null {
  const value = typeof zip === 'string' && zip.trim() !== '' ? zip.trim().toUpperCase() : null;
  getShopperZip().value = value;
  return value;
}
