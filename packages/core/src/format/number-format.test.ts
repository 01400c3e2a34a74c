import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './number-format';

/** What `Intl.NumberFormat('en-US')` gives: the formatter this one stands in for. */
const intl = (amount: number, fractionDigits: number) => {
  const digits = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: true,
  }).format(Math.abs(amount));
  return `${amount < 0 && /[1-9]/.test(digits) ? '-' : ''}$${digits}`;
};

describe('formatAmount', () => {
  it.each([
    [0, 2, '$0.00'],
    [5, 2, '$5.00'],
    [1299, 2, '$1,299.00'],
    [1234567.891, 2, '$1,234,567.89'],
    [999.995, 2, '$1,000.00'],
    [999999.5, 0, '$1,000,000'],
    [1.005, 2, '$1.01'],
    [2.675, 2, '$2.68'],
    [0.125, 2, '$0.13'],
    [2.5, 0, '$3'],
    [0.49, 0, '$0'],
    [-5, 2, '-$5.00'],
    [-0.001, 2, '$0.00'],
    [-0.5, 0, '-$1'],
    [1.23e-7, 2, '$0.00'],
    [123456789012.345, 2, '$123,456,789,012.35'],
  ])('%s with %s decimals is %s', (amount, fractionDigits, expected) => {
    expect(formatAmount(amount, '$', fractionDigits)).toBe(expected);
  });

  it('puts the prefix after the minus', () => {
    expect(formatAmount(-1299.5, 'CAD ', 2)).toBe('-CAD 1,299.50');
  });

  it('gives the digits Intl.NumberFormat gives, for any amount', () => {
    const amounts = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((mills) => mills / 1000),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom(0, 2), (amount, fractionDigits) => {
        expect(formatAmount(amount, '$', fractionDigits)).toBe(intl(amount, fractionDigits));
      }),
      { numRuns: 2000 },
    );
  });
});
