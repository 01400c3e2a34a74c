// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCardNumber, passesLuhn, stripCardNumber, validateCardNumber } from './card-number';
import { VALIDATION_MESSAGES as M } from './messages';
import { breakLuhn, luhnNumber } from '../testing/luhn';

describe('stripCardNumber [ref: core#validation]', () => {
  it('removes spaces', () => {
    expect(stripCardNumber(' 4111 1111 1111 1111 ')).toBe('4111111111111111');
  });
});

describe('formatCardNumber: grouping and caps [ref: core#validation]', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111111111111111111', '4111 1111 1111 1111 111'],
    // Visa caps at 19 digits
    ['41111111111111111112', '4111 1111 1111 1111 111'],
    // Amex groups 4-6-5 and caps at 15
    ['3782', '3782'],
    ['37828', '3782 8'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    // Discover and MasterCard cap at 16
    ['60111111111111179', '6011 1111 1111 1117'],
    ['55555555555544449', '5555 5555 5555 4444'],
    // a paste of 20 digits is still typed by its first ones
    ['55555555555544449999', '5555 5555 5555 4444'],
    // unknown prefix: groups of 4, capped at 19
    ['99999999999999999999', '9999 9999 9999 9999 999'],
    // digits only
    ['4111-1111 abc 1111', '4111 1111 1111'],
    ['abc', ''],
  ])('%j → %j', (raw, value) => {
    expect(formatCardNumber(raw).value).toBe(value);
  });

  it('puts the caret at the end by default', () => {
    expect(formatCardNumber('41111')).toEqual({ value: '4111 1', caret: 6 });
  });
});

describe('formatCardNumber: caret ([ref: core#validation] "keeps the caret")', () => {
  it.each([
    // [case, raw after the change, caret after the change, expected value, expected caret]
    ['typing at the end across a group', '41111', 5, '4111 1', 6],
    ['typing the 4th digit adds no space yet', '4111', 4, '4111', 4],
    ['typing in the middle of the first group', '41911 1111', 3, '4191 1111 1', 3],
    ['typing right after a space', '4111 91111', 6, '4111 9111 1', 6],
    ['typing just before a space moves past it', '41119 1111', 5, '4111 9111 1', 6],
    ['deleting a space keeps the digits; caret goes before it', '41111111', 4, '4111 1111', 4],
    ['deleting a digit in the middle', '411 1111', 3, '4111 111', 3],
    ['deleting the digit after a space', '4111 111', 5, '4111 111', 5],
    ['pasting a whole number into an empty field', '4111-1111-1111-1111', 19, '4111 1111 1111 1111', 19],
    ['pasting into the middle', '41 4242 4242 11 1111', 12, '4142 4242 4211 1111', 12],
    ['pasting past the cap clamps the caret', '378282246310005999', 18, '3782 822463 10005', 17],
    ['Amex caret after the 10th digit', '37828224631', 10, '3782 822463 1', 11],
    ['a typed letter is dropped and the caret stays put', '41a11', 3, '4111', 2],
    ['caret at 0', '4111111', 0, '4111 111', 0],
    ['caret beyond the value is clamped', '4111', 99, '4111', 4],
  ])('%s', (_case, raw, caret, value, expectedCaret) => {
    expect(formatCardNumber(raw, caret)).toEqual({ value, caret: expectedCaret });
  });
});

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['5555555555554444', true],
    ['4111111111111112', false],
    ['0', true],
    ['', false],
    ['41a1', false],
  ])('%j → %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });
});

describe('validateCardNumber [ref: core#validation]', () => {
  it.each([
    // real test numbers
    ['4111111111111111'],
    ['4111 1111 1111 1111'],
    ['4222222222222'],
    ['378282246310005'],
    ['371449635398431'],
    ['6011111111111117'],
    ['5555555555554444'],
    ['5105105105105100'],
    ['2223003122003222'],
    // every prefix and length the spec allows
    [luhnNumber('34', 15)],
    [luhnNumber('37', 15)],
    [luhnNumber('60', 16)],
    [luhnNumber('64', 16)],
    [luhnNumber('65', 16)],
    [luhnNumber('622', 16)],
    [luhnNumber('810', 16)],
    [luhnNumber('817', 16)],
    [luhnNumber('51', 16)],
    [luhnNumber('55', 16)],
    [luhnNumber('22', 16)],
    [luhnNumber('27', 16)],
    [luhnNumber('4', 13)],
    [luhnNumber('4', 16)],
    [luhnNumber('4', 19)],
  ])('%s is valid', (number) => {
    expect(validateCardNumber(number)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
  ])('%j → required (%s)', (value) => {
    expect(validateCardNumber(value)).toBe(M.cardNumberRequired);
  });

  it('values of the wrong type → required', () => {
    expect(validateCardNumber(undefined as unknown as string)).toBe(M.cardNumberRequired);
    expect(validateCardNumber(4111111111111111 as unknown as string)).toBe(M.cardNumberRequired);
  });

  it.each([
    // wrong length for the type
    [luhnNumber('37', 16), 'Amex of 16 digits'],
    [luhnNumber('37', 14), 'Amex of 14 digits'],
    [luhnNumber('60', 15), 'Discover of 15 digits'],
    [luhnNumber('60', 19), 'Discover of 19 digits'],
    [luhnNumber('51', 15), 'MasterCard of 15 digits'],
    [luhnNumber('22', 19), 'MasterCard of 19 digits'],
    [luhnNumber('4', 14), 'Visa of 14 digits'],
    [luhnNumber('4', 15), 'Visa of 15 digits'],
    [luhnNumber('4', 17), 'Visa of 17 digits'],
    [luhnNumber('4', 18), 'Visa of 18 digits'],
    [luhnNumber('4', 12), 'Visa of 12 digits'],
    [luhnNumber('4', 20), 'Visa of 20 digits'],
    // wrong prefix
    [luhnNumber('35', 16), 'prefix 35 (JCB range, not in the spec)'],
    [luhnNumber('36', 14), 'prefix 36 (Diners)'],
    [luhnNumber('62', 16), 'prefix 621 (only 622 is Discover)'],
    [luhnNumber('818', 16), 'prefix 818'],
    [luhnNumber('56', 16), 'prefix 56'],
    [luhnNumber('28', 16), 'prefix 28'],
    [luhnNumber('1', 16), 'prefix 1'],
    // failing Luhn
    [breakLuhn('4111111111111111'), 'Visa failing Luhn'],
    [breakLuhn('378282246310005'), 'Amex failing Luhn'],
    [breakLuhn('6011111111111117'), 'Discover failing Luhn'],
    [breakLuhn('5555555555554444'), 'MasterCard failing Luhn'],
    // wrong characters
    ['4111-1111-1111-1111', 'hyphens'],
    ['4111 1111 1111 111x', 'a letter'],
    ['4', 'one digit'],
  ])('%s → invalid (%s)', (value) => {
    expect(validateCardNumber(value)).toBe(M.cardNumberInvalid);
  });
});

describe('formatCardNumber: a caret after a space [ref: core#validation]', () => {
  it('stays after the digit it followed when the space before it goes', () => {
    // '41 11' regrouped is '4111': the caret after the typed space sits after the second digit
    expect(formatCardNumber('41 11', 3)).toEqual({ value: '4111', caret: 2 });
  });

  it('does not jump a space the grouping adds after it', () => {
    // typed without the space: the caret after the fourth digit stays before the new space
    expect(formatCardNumber('41111', 4)).toEqual({ value: '4111 1', caret: 4 });
  });
});

describe('passesLuhn: digits only', () => {
  it('refuses anything around the digits, however the sum comes out', () => {
    expect(passesLuhn('0')).toBe(true);
    expect(passesLuhn('0 ')).toBe(false);
    expect(passesLuhn(' 0')).toBe(false);
  });
});
