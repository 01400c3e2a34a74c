import { describe, expect, it } from 'vitest';
import { isValidAmount, remainingCents, sameAmount, splitTwoCards, toCents } from './amount-logic';

describe('amounts in cents [ref: checkout#data, #validation]', () => {
  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    ['$1,234.56', 123456],
    ['CAD 10', 1000],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-2.5, -250],
    ['', null],
    ['  ', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['Infinity', null],
    [null, null],
    [undefined, null],
  ] as const)('%j is %j cents', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it.each([
    [0.01, true],
    ['5', true],
    [0, false],
    ['0.00', false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['', false],
  ] as const)('%j is a valid amount: %s (finite and above 0)', (amount, valid) => {
    expect(isValidAmount(amount)).toBe(valid);
  });

  it('compares in cents, not floating-point dollars', () => {
    expect(0.1 + 0.2 === 0.3).toBe(false);
    expect(sameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(sameAmount('10.00', 10)).toBe(true);
    expect(sameAmount(10, 10.01)).toBe(false);
    expect(sameAmount(Number.NaN, Number.NaN)).toBe(false);
  });
});

describe('two cards split a total', () => {
  it.each([
    [10000, '40', { ok: true, cardOne: 4000, cardTwo: 6000 }],
    [10000, 99.99, { ok: true, cardOne: 9999, cardTwo: 1 }],
    [10000, '100', { ok: false, field: 'cardOne' }],
    [10000, '0', { ok: false, field: 'cardOne' }],
    [10000, 'x', { ok: false, field: 'cardOne' }],
  ] as const)('total %i, card one %j', (total, one, result) => {
    expect(splitTwoCards(total, one)).toEqual(result);
  });

  it('what is left after applied amounts, never below 0 (bad amounts ignored)', () => {
    expect(remainingCents(10000, [2500, null, Number.NaN, -100])).toBe(7500);
    expect(remainingCents(1000, [2500])).toBe(0);
  });
});
