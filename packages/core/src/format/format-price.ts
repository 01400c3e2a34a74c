import { currencyPrefix, currencySymbol, type CurrencySite } from './currency';
import { formatAmount } from './number-format';

/** Options of {@link formatPrice}. */
export interface FormatPriceOptions {
  /**
   * The storefront: decides the prefix and the currency symbol a string is checked for.
   * @default 'US'
   */
  site?: CurrencySite;
  /**
   * Show whole units only (`'$1,299'`); the amount is rounded half away from zero.
   * @default false
   */
  hideCents?: boolean;
}

// A plain decimal number after '$' and ',' are gone: '1299', '-5', '12.5', '.5', '+3'.
const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * Formats a price that may come from the server as a number or as a string [ref: core#validation]:
 *
 * 1. a string containing the site's currency symbol (`'$'`, or `'CAD'` in Canada) is shown as is;
 * 2. otherwise `'$'` and `','` are stripped (so `'$1,299'` on the Canadian site becomes `'CAD 1,299.00'`);
 * 3. a value that is then not a number is shown as is (`'Call for price'`, `''`);
 * 4. negatives get a leading minus, before the prefix (`'-$5.00'`);
 * 5. two decimals with thousands separators, or none when `hideCents`;
 * 6. prefix `'$'`, or `'CAD '` on the Canadian site.
 *
 * `null`, `undefined`, `NaN` and `±Infinity` give `''`.
 *
 * @param value - the price as the server sent it.
 * @param options - site and hideCents.
 * @default options { site: 'US', hideCents: false }
 */
export function formatPrice(value: string | number | null | undefined, options: FormatPriceOptions = {}): string {
  const { site = 'US', hideCents = false } = options;
  if (value === null || value === undefined) return '';
  let amount: number;
  if (typeof value === 'number') {
    amount = value;
  } else {
    // [ref: core#validation]: strings containing the currency symbol are shown as is.
    if (value.includes(currencySymbol(site))) return value;
    // [ref: core#validation]: '$' and ',' are stripped.
    const stripped = value.replace(/[$,]/g, '').trim();
    // [ref: core#validation]: non-numeric values shown as is.
    if (!NUMERIC.test(stripped)) return value;
    amount = Number(stripped);
  }
  if (!Number.isFinite(amount)) return '';
  // [ref: core#validation]: negatives get a leading minus; two decimals with separators unless hideCents.
  return formatAmount(amount, currencyPrefix(site), hideCents ? 0 : 2);
}
