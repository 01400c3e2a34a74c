import { currencyPrefix, type CurrencySite } from './currency';
import { formatAmount } from './number-format';

/**
 * Formats money held in cents (prices are held in cents and shown divided by 100) [ref: core#limits].
 *
 * - two decimals with thousands separators [ref: core#limits]: `123456` → `'$1,234.56'`;
 * - Canadian site: `'CAD 1,234.56'`;
 * - negatives put the minus before the prefix: `-1200` → `'-$12.00'`, `'-CAD 12.00'`;
 * - fractional cents are rounded to the nearest cent;
 * - `NaN` and `±Infinity` give `''` (nothing to show beats showing "NaN" to a shopper).
 *
 * @param cents - the amount in cents.
 * @param site - the storefront.
 * @default site 'US'
 */
export function formatCents(cents: number, site: CurrencySite = 'US'): string {
  // Stryker disable next-line ConditionalExpression: Number.isFinite is false for every non-number too (it does not coerce)
  if (typeof cents !== 'number' || !Number.isFinite(cents)) return '';
  return formatAmount(cents / 100, currencyPrefix(site), 2);
}
