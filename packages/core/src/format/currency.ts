/** The storefront a price is shown on: the US site or the Canadian site [ref: core#limits]. */
export type CurrencySite = 'US' | 'CA';

/**
 * The text put before every amount on a site.
 *
 * @param site - the storefront; missing config means US [ref: script-tag#configuration-hearth-config].
 * @default site 'US'
 * @returns `'$'` on the US site, `'CAD '` (with its space) on the Canadian site.
 */
export function currencyPrefix(site: CurrencySite = 'US'): string {
  // [ref: core#limits]: price prefix '$', or 'CAD ' on the Canadian site.
  return site === 'CA' ? 'CAD ' : '$';
}

/**
 * The currency symbol a price string is checked for [ref: core#validation]: `'$'` in the US, `'CAD'` in Canada
 * (without the space, so `'CAD12'` counts as already formatted too).
 */
export function currencySymbol(site: CurrencySite = 'US'): string {
  return currencyPrefix(site).trim();
}
