/**
 * Applied payment amounts (001 §3 payment card record, §5).
 */

function toNumber(amount: number | string): number {
  if (typeof amount === 'number') return amount;
  if (typeof amount !== 'string' || amount.trim() === '') return Number.NaN;
  return Number(amount.trim());
}

/**
 * An amount in whole cents, rounded half away from zero on the decimal value (1.005 → 101, not
 * the 100 that binary floating point gives). `NaN` for anything that is not a finite number or
 * numeric string.
 */
export function toCents(amount: number | string): number {
  const value = toNumber(amount);
  if (!Number.isFinite(value)) return Number.NaN;
  // toPrecision(12) drops the binary noise (1.005 * 100 = 100.49999…) before rounding.
  const cents = Number((Math.abs(value) * 100).toPrecision(12));
  return Math.sign(value) * Math.round(cents);
}

/** 001 §5: applied amounts are compared in cents. `false` when either is not a number. */
export function amountsEqual(a: number | string, b: number | string): boolean {
  const left = toCents(a);
  const right = toCents(b);
  return Number.isFinite(left) && left === right;
}

/**
 * 001 §5: an amount is valid only when it is a finite number above 0. Numeric strings from inputs
 * count; `NaN`, infinities, zero, negatives, empty strings and non-numbers do not.
 */
export function isValidAmount(amount: unknown): boolean {
  if (typeof amount !== 'number' && typeof amount !== 'string') return false;
  const value = toNumber(amount);
  return Number.isFinite(value) && value > 0;
}

/** 001 §3: `appliedAmountString`, the amount with two decimals ('12.50'); '' when not a number. */
export function appliedAmountString(amount: number | string): string {
  const cents = toCents(amount);
  return Number.isFinite(cents) ? (cents / 100).toFixed(2) : '';
}
