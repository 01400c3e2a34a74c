// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FORBIDDEN_CHARACTERS,
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  isValidAddressText,
  validateAddress1,
  validateAddress2,
  validateCity,
} from './address';
import { VALIDATION_MESSAGES as M } from './messages';

const FORBIDDEN = ['<', '>', '@', '&', '"', '`', '%', '?', '^', '=', '[', ']', '{', '}', '|', '\\'];

describe('isValidAddressText [ref: core#validation]', () => {
  it('forbids exactly the listed characters', () => {
    expect([...ADDRESS_FORBIDDEN_CHARACTERS].sort()).toEqual([...FORBIDDEN].sort());
  });

  it.each(FORBIDDEN)('%j is refused', (char) => {
    expect(isValidAddressText(`12 Main${char} St`)).toBe(false);
  });

  it.each([
    ['1600 Pennsylvania Ave NW'],
    ['Apt. #4B'],
    ["12 O'Connell St, Unit 3"],
    ['Suite: 200'],
    ['C/O Jane (rear)'],
    ['Rue Saint-Jérôme'],
  ])('%j is valid', (value) => {
    expect(isValidAddressText(value)).toBe(true);
  });

  it('allows one colon, not two', () => {
    expect(isValidAddressText('Attn: Jane')).toBe(true);
    expect(isValidAddressText('Attn: Jane: rear')).toBe(false);
    expect(isValidAddressText('::')).toBe(false);
  });

  it('30 characters pass, 31 do not', () => {
    expect(ADDRESS_MAX_LENGTH).toBe(30);
    expect(isValidAddressText('a'.repeat(30))).toBe(true);
    expect(isValidAddressText('a'.repeat(31))).toBe(false);
  });

  it('is false for values of the wrong type', () => {
    expect(isValidAddressText(12 as unknown as string)).toBe(false);
  });
});

describe('address fields [ref: core#validation]', () => {
  it.each([
    [validateAddress1, '', M.address1Required],
    [validateAddress1, '   ', M.address1Required],
    [validateAddress1, '12 Main St <b>', M.address1Invalid],
    [validateAddress1, 'a'.repeat(31), M.address1Invalid],
    [validateAddress1, '12 Main St', null],
    [validateAddress2, '', null],
    [validateAddress2, '  ', null],
    [validateAddress2, 'Unit 5', null],
    [validateAddress2, 'Unit 5 & 6', M.address2Invalid],
    [validateAddress2, 'a'.repeat(31), M.address2Invalid],
    [validateCity, '', M.cityRequired],
    [validateCity, 'Northbrook', null],
    [validateCity, 'Saint-Jean-sur-Richelieu', null],
    [validateCity, 'a'.repeat(28), null],
    [validateCity, 'a'.repeat(29), M.cityInvalid],
    [validateCity, 'Chicago?', M.cityInvalid],
    [validateCity, 'A:B:C', M.cityInvalid],
  ])('%o(%j) → %j', (validate, value, message) => {
    expect(validate(value)).toBe(message);
  });

  it('Address 2 of the wrong type: missing passes, a number fails', () => {
    expect(validateAddress2(undefined as unknown as string)).toBeNull();
    expect(validateAddress2(5 as unknown as string)).toBe(M.address2Invalid);
  });

  it('uses the spec texts and lengths', () => {
    expect(CITY_MAX_LENGTH).toBe(28);
    expect(M.address1Required).toBe('The Address 1 field is required.');
    expect(M.address1Invalid).toBe('The Address 1 field is invalid.');
    expect(M.cityRequired).toBe('The City field is required.');
    expect(M.cityInvalid).toBe('The City field is invalid.');
  });
});

describe('blank and padded address text [ref: core#validation]', () => {
  it('measures the trimmed text: padding around 30 characters is not too long', () => {
    expect(isValidAddressText(`  ${'a'.repeat(ADDRESS_MAX_LENGTH)}  `)).toBe(true);
    expect(validateCity(` ${'a'.repeat(CITY_MAX_LENGTH)} `)).toBeNull();
  });

  it('an Address 1 or City not given at all (a form built without the field) is missing, not an error', () => {
    expect(validateAddress1(undefined as unknown as string)).toBe(M.address1Required);
    expect(validateCity(undefined as unknown as string)).toBe(M.cityRequired);
  });

  it('a blank City is missing, not valid', () => {
    expect(validateCity('   ')).toBe(M.cityRequired);
  });

  it('an Address 2 not given at all passes, as an empty one does', () => {
    expect(validateAddress2(undefined as unknown as string)).toBeNull();
    expect(validateAddress2(null as unknown as string)).toBeNull();
    expect(validateAddress2('   ')).toBeNull();
  });
});
