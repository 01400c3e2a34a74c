import { describe, expect, it } from 'vitest';
import { formatPrice, type FormatPriceOptions } from './format-price';

// [ref: core#validation], rule by rule. [value, options, expected, why]
const cases: [string | number | null | undefined, FormatPriceOptions, string, string][] = [
  ['$1,299.00', {}, '$1,299.00', 'string with the currency symbol shown as is'],
  ['$1299', {}, '$1299', 'shown as is, not reformatted'],
  ['$ 5 ', {}, '$ 5 ', 'shown as is, spaces kept'],
  ['CAD 12', { site: 'CA' }, 'CAD 12', 'CAD symbol on the Canadian site shown as is'],
  ['CAD12', { site: 'CA' }, 'CAD12', 'CAD without space still counts as the symbol'],
  ['CAD 12', {}, 'CAD 12', 'US site: not numeric once stripped, shown as is'],
  ['$1,299.00', { site: 'CA' }, 'CAD 1,299.00', 'Canadian site: $ and , stripped, then formatted'],
  ['1,299', {}, '$1,299.00', 'comma stripped'],
  ['1299', {}, '$1,299.00', 'two decimals and thousands separator'],
  ['1299', { site: 'CA' }, 'CAD 1,299.00', 'CAD prefix'],
  ['1234567.891', {}, '$1,234,567.89', 'rounded to two decimals, millions grouped'],
  ['12.5', {}, '$12.50', 'always two decimals'],
  ['.5', {}, '$0.50', 'leading-dot decimal'],
  ['.25', {}, '$0.25', 'leading-dot decimal with two digits'],
  [' 42 ', {}, '$42.00', 'surrounding spaces ignored'],
  ['-5', {}, '-$5.00', 'negative gets a leading minus before the prefix'],
  ['-5', { site: 'CA' }, '-CAD 5.00', 'negative on the Canadian site'],
  ['-1,299.5', {}, '-$1,299.50', 'negative with separators'],
  ['-0.001', {}, '$0.00', 'no minus on an amount that rounds to zero'],
  ['Call for price', {}, 'Call for price', 'non-numeric shown as is'],
  ['Call for price', { site: 'CA' }, 'Call for price', 'non-numeric shown as is (CA)'],
  ['12abc', {}, '12abc', 'partly numeric is non-numeric'],
  ['1.2.3', {}, '1.2.3', 'two dots is non-numeric'],
  ['-', {}, '-', 'a lone minus is non-numeric'],
  ['', {}, '', 'empty string is non-numeric, shown as is'],
  ['1299', { hideCents: true }, '$1,299', 'hideCents drops the decimals'],
  ['1299.5', { hideCents: true }, '$1,300', 'hideCents rounds half away from zero'],
  ['-1299', { hideCents: true, site: 'CA' }, '-CAD 1,299', 'hideCents, negative, Canada'],
  ['$1,299.00', { hideCents: true }, '$1,299.00', 'symbol wins over hideCents'],
  [1299, {}, '$1,299.00', 'number'],
  [0, {}, '$0.00', 'zero'],
  [-0, {}, '$0.00', 'negative zero has no minus'],
  [-12, {}, '-$12.00', 'negative number'],
  [1299.99, { hideCents: true }, '$1,300', 'number with hideCents'],
  [Number.NaN, {}, '', 'NaN shows nothing'],
  [Number.POSITIVE_INFINITY, {}, '', 'Infinity shows nothing'],
  ['Infinity', {}, 'Infinity', 'the word Infinity is non-numeric, shown as is'],
  [null, {}, '', 'null shows nothing'],
  [undefined, {}, '', 'undefined shows nothing'],
];

describe('formatPrice [ref: core#validation]', () => {
  it.each(cases)('%j %j → %j (%s)', (value, options, expected) => {
    expect(formatPrice(value, options)).toBe(expected);
  });

  it('defaults to the US site without options', () => {
    expect(formatPrice('1299')).toBe('$1,299.00');
  });
});
