// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import { PHONE_MAX_LENGTH, phoneDigits, validatePhone } from './phone';

describe('validatePhone [ref: core#validation]', () => {
  it.each([
    ['3124567890', '3124567890'],
    ['13124567890', '3124567890'],
    ['+13124567890', '3124567890'],
    ['312-456-7890', '3124567890'],
    ['312.456.7890', '3124567890'],
    ['312 456 7890', '3124567890'],
    ['(312) 456-7890', '3124567890'],
    ['(312)456-7890', '3124567890'],
    ['1 (312) 456-7890', '3124567890'],
    ['1-312-456-7890', '3124567890'],
    ['+1 312 456 7890', '3124567890'],
    ['2002000000', '2002000000'],
    ['9999999999', '9999999999'],
    ['312 554 0100', '3125540100'],
    [' 3124567890 ', '3124567890'],
  ])('%j is valid (%s)', (value, digits) => {
    expect(validatePhone(value)).toBeNull();
    expect(phoneDigits(value)).toBe(digits);
  });

  it.each([
    ['', 'empty (required)'],
    ['   ', 'blank (required)'],
    ['0124567890', 'area code starting 0'],
    ['1124567890', 'area code starting 1 (no leading 1)'],
    ['11124567890', 'area code starting 1 after the leading 1'],
    ['3120567890', 'exchange starting 0'],
    ['3121567890', 'exchange starting 1'],
    ['3125551234', 'exchange 555'],
    ['(312) 555-1234', 'exchange 555, formatted'],
    ['312456789', '9 digits'],
    ['31245678901', '11 digits not starting with 1'],
    ['23124567890', 'leading 2'],
    ['131245678901', '12 digits'],
    ['312-456-789O', 'letter O for zero'],
    ['312-456-7890 x12', 'an extension'],
    ['(312 456-7890', 'unbalanced parenthesis'],
    ['312--456-7890', 'two separators'],
    ['+1 (312) 456-7890', 'over 16 characters'],
  ])('%j → invalid (%s)', (value) => {
    expect(validatePhone(value)).toBe(M.phoneInvalid);
    expect(phoneDigits(value)).toBeNull();
  });

  it('values of the wrong type are invalid', () => {
    expect(validatePhone(3124567890 as unknown as string)).toBe(M.phoneInvalid);
    expect(validatePhone(undefined as unknown as string)).toBe(M.phoneInvalid);
  });

  it('max length is 16, and a 16-character number passes', () => {
    expect(PHONE_MAX_LENGTH).toBe(16);
    expect('1 (312) 456-7890').toHaveLength(16);
    expect(validatePhone('1 (312) 456-7890')).toBeNull();
  });
});
