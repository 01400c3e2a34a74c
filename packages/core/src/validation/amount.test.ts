// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountsEqual, appliedAmountString, isValidAmount, toCents } from './amount';

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.999, 2000],
    [-2.5, -250],
    ['12.34', 1234],
    [' 5 ', 500],
  ])('%j → %i', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [''], ['abc'], [null], [undefined]])('%j → NaN', (amount) => {
    expect(toCents(amount as unknown as number)).toBeNaN();
  });
});

describe('amountsEqual (001 §5: compared in cents)', () => {
  it.each([
    [0.1 + 0.2, 0.3, true],
    [10, '10.00', true],
    [10.001, 10, true],
    [10.01, 10, false],
    [10.005, 10, false],
    [Number.NaN, Number.NaN, false],
    ['', 0, false],
  ])('%j vs %j → %s', (a, b, equal) => {
    expect(amountsEqual(a, b)).toBe(equal);
  });
});

describe('isValidAmount (001 §5: finite and above 0)', () => {
  it.each([[0.01], [1], [999999.99], ['12.50'], [0.001]])('%j is valid', (amount) => {
    expect(isValidAmount(amount)).toBe(true);
  });

  it.each([
    [0],
    [-0],
    [-1],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [''],
    ['  '],
    ['abc'],
    ['-5'],
    [null],
    [undefined],
    [true],
    [{}],
  ])('%j is not valid', (amount) => {
    expect(isValidAmount(amount)).toBe(false);
  });
});

describe('appliedAmountString (001 §3: two decimals)', () => {
  it.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [1.005, '1.01'],
    [0.1 + 0.2, '0.30'],
    ['7', '7.00'],
    [1234.5, '1234.50'],
    [Number.NaN, ''],
  ])('%j → %j', (amount, text) => {
    expect(appliedAmountString(amount)).toBe(text);
  });
});
