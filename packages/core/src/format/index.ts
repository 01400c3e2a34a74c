/** Money formatting for the US and Canadian sites (001 §9, 002 §5, §9, 000 §9). */
export { currencyPrefix, currencySymbol, type CurrencySite } from './currency';
export { formatCents } from './format-cents';
export { formatPrice, type FormatPriceOptions } from './format-price';
