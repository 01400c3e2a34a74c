// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EXPIRY_MAX_LENGTH, formatExpiry, parseExpiry, validateExpiry } from './expiry';
import { VALIDATION_MESSAGES as M } from './messages';

describe('formatExpiry [ref: core#validation]', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    // a first digit above 1 gets a leading 0
    ['2', '02/'],
    ['9', '09/'],
    ['4', '04/'],
    // a slash after two digits
    ['12', '12/'],
    ['01', '01/'],
    ['123', '12/3'],
    ['1229', '12/29'],
    ['12/29', '12/29'],
    ['429', '04/29'],
    // max 5 characters
    ['122934', '12/29'],
    ['12/2999', '12/29'],
    // digits only
    ['1a2b', '12/'],
    ['ab', ''],
    // a slash typed after one digit pads the month
    ['1/', '01/'],
  ])('%j → %j', (raw, value) => {
    const formatted = formatExpiry(raw);
    expect(formatted).toBe(value);
    expect(formatted.length).toBeLessThanOrEqual(EXPIRY_MAX_LENGTH);
  });

  it.each([
    // [case, previous, raw, expected]
    ['Backspace on the slash does not put it back', '12/', '12', '12'],
    ['the next Backspace removes the digit', '12', '1', '1'],
    ['Backspace on the year keeps the slash', '12/3', '12/', '12/'],
    ['Backspace on a padded month', '04/', '04', '04'],
    ['deleting the leading 0 does not re-pad from the slash', '01/', '1/', '1'],
    ['typing after a deletion adds the slash again', '12', '123', '12/3'],
  ])('%s', (_case, previous, raw, value) => {
    expect(formatExpiry(raw, previous)).toBe(value);
  });
});

describe('parseExpiry (year stored as "20" + YY) [ref: core#validation]', () => {
  it.each([
    ['07/29', { expMonth: '07', expYear: '2029' }],
    ['12/30', { expMonth: '12', expYear: '2030' }],
    ['0729', { expMonth: '07', expYear: '2029' }],
    [' 01/00 ', { expMonth: '01', expYear: '2000' }],
  ])('%j → %j', (value, parsed) => {
    expect(parseExpiry(value)).toEqual(parsed);
  });

  it.each([[''], ['7/29'], ['07/2029'], ['07-29'], ['ab/cd'], ['07/']])('%j → null', (value) => {
    expect(parseExpiry(value)).toBeNull();
  });

  it('is null for values of the wrong type', () => {
    expect(parseExpiry(729 as unknown as string)).toBeNull();
  });
});

describe('validateExpiry [ref: core#validation]', () => {
  // 15 June 2026, local time
  const now = new Date(2026, 5, 15);

  it.each([['06/26'], ['07/26'], ['12/26'], ['01/27'], ['12/99']])('%j is valid', (value) => {
    expect(validateExpiry(value, now)).toBeNull();
  });

  it.each([[''], ['  '], ['00/00'], ['00'], ['0'], ['/']])('%j is missing or zero', (value) => {
    expect(validateExpiry(value, now)).toBe(M.expiryRequired);
  });

  it('a value of the wrong type is missing', () => {
    expect(validateExpiry(undefined as unknown as string, now)).toBe(M.expiryRequired);
  });

  it.each([
    ['00/27', 'month 00'],
    ['13/27', 'month 13'],
    ['99/27', 'month 99'],
    ['05/26', 'last month'],
    ['12/25', 'last year'],
    ['01/00', 'year 2000'],
    ['1/27', 'one-digit month'],
    ['12/2', 'one-digit year'],
    ['12/2027', 'four-digit year'],
    ['ab/cd', 'letters'],
  ])('%j is invalid (%s)', (value) => {
    expect(validateExpiry(value, now)).toBe(M.expiryInvalid);
  });

  it('uses the current date by default', () => {
    const next = new Date();
    const mm = String(next.getMonth() + 1).padStart(2, '0');
    const yy = String(next.getFullYear() + 1).slice(2);
    expect(validateExpiry(`${mm}/${yy}`)).toBeNull();
    expect(validateExpiry(`${mm}/${String(next.getFullYear() - 1).slice(2)}`)).toBe(M.expiryInvalid);
  });
});

describe('formatExpiry: a slash typed over a digit [ref: core#validation]', () => {
  it('pads the month as a slash typed after one digit does: the value did not get shorter', () => {
    // '12' with its '2' selected and '/' typed over it: nothing was deleted
    expect(formatExpiry('1/', '12')).toBe('01/');
  });
});
