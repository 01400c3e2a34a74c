// Written out rather than with Intl.NumberFormat: building the first Intl formatter loads the
// browser's locale data, a task of about 70 ms on a phone (Lighthouse's 4x slower CPU) in the
// middle of the special-order page's mount, for a format that never changes ('1,234.56').

/**
 * Formats a finite amount as `[-]PREFIX1,234.56`: the minus goes before the prefix, and an
 * amount that rounds to zero never shows a minus (`-0.001` is `$0.00`, not `-$0.00`).
 * Rounding is Intl's: half away from zero on the amount as JavaScript prints it (`1.005` is
 * `1.01`, where `toFixed` alone gives `1.00`); up to a trillion, the digits are those
 * `Intl.NumberFormat('en-US')` gives (number-format.test.ts compares them).
 */
export function formatAmount(amount: number, prefix: string, fractionDigits: number): string {
  const printed = String(Math.abs(amount));
  // shifting the decimal point in the printed digits, not by multiplying: 1.005 * 100 is 100.49999…
  const rounded = /e/.test(printed)
    ? Math.abs(amount)
    : Number(`${Math.round(Number(`${printed}e${fractionDigits}`))}e-${fractionDigits}`);
  const digits = rounded.toFixed(fractionDigits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Stryker disable next-line EqualityOperator: an amount of 0 prints only zeros, so `<= 0` gives no minus either
  const negative = amount < 0 && /[1-9]/.test(digits);
  return `${negative ? '-' : ''}${prefix}${digits}`;
}
