// One Intl.NumberFormat per fraction-digit count: building one is far slower than using it,
// and a cart page formats hundreds of prices.
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(fractionDigits: number): Intl.NumberFormat {
  let cached = formatters.get(fractionDigits);
  if (!cached) {
    cached = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    formatters.set(fractionDigits, cached);
  }
  return cached;
}

/**
 * Formats a finite amount as `[-]PREFIX1,234.56`: the minus goes before the prefix, and an
 * amount that rounds to zero never shows a minus (`-0.001` is `$0.00`, not `-$0.00`).
 * Rounding is Intl's (half away from zero).
 */
export function formatAmount(amount: number, prefix: string, fractionDigits: number): string {
  const digits = formatter(fractionDigits).format(Math.abs(amount));
  const negative = amount < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${prefix}${digits}`;
}
