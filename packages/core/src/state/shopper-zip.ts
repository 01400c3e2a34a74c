import { sharedSignal } from './shared-signal';

/** Name of the page's shared ZIP signal ([ref: core#data] Zip state). */
export const SHOPPER_ZIP_SIGNAL = 'zip';

/**
 * The shopper's ZIP or postal code ([ref: core#data] Zip state), upper-cased; `null` until known. One
 * signal per page, read by every island that prices or checks availability by ZIP (the cart,
 * add-to-cart pricing, the quick-ship panel) and written by the change-ZIP panel and the cart.
 */
export function getShopperZip() {
  return sharedSignal<string | null>(SHOPPER_ZIP_SIGNAL, () => null);
}

/**
 * Sets the shopper's ZIP or postal code, upper-cased and trimmed ([ref: core#validation]: the ZIP is
 * upper-cased); an empty value clears it. The format is checked by the caller.
 *
 * @returns the value stored.
 */
export function setShopperZip(zip: string | null): string | null {
  const value = typeof zip === 'string' && zip.trim() !== '' ? zip.trim().toUpperCase() : null;
  getShopperZip().value = value;
  return value;
}
