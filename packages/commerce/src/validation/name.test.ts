// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import { NAME_MAX_LENGTH, isValidName, validateFirstName, validateLastName, validateName } from './name';

describe('isValidName [ref: core#validation]', () => {
  it.each([
    ['Jane', 'letters'],
    ['Mary Ann', 'a space'],
    ['José', 'accented (precomposed)'],
    ['Zoë Åsa Ñúñez', 'several accents'],
    ['Jose\u0301', 'combining accent'],
    ['Smith/Jones', 'a slash'],
    ["O'Brien", 'an apostrophe between parts'],
    ['O’Brien', 'a typographic apostrophe'],
    ['Jean-Luc', 'a hyphen between parts'],
    ['St. John', 'a period between parts'],
    ['J.R.', 'a final period'],
    ['Smith Jr.', 'a final period after a word'],
    ['Ann (Annie)', 'parentheses'],
    ['Anne-Marie de Tour', 'mixed'],
  ])('%j is valid (%s)', (value) => {
    expect(isValidName(value)).toBe(true);
  });

  it.each([
    ["O''Brien", 'two apostrophes in a row'],
    ['Jean--Luc', 'two hyphens in a row'],
    ['A.-B', 'two marks in a row'],
    ["'Jane", 'leading apostrophe'],
    ['-Jane', 'leading hyphen'],
    ['.Jane', 'leading period'],
    ['(Jane)', 'leading parenthesis'],
    ['Jane-', 'trailing hyphen'],
    ["Jane'", 'trailing apostrophe'],
    ['Jane3', 'a digit'],
    ['Jane!', 'an exclamation mark'],
    ['Jane_Doe', 'an underscore'],
    ['Jane@Doe', 'an at sign'],
    ['Jane,Doe', 'a comma'],
    ['/', 'a slash alone'],
    ['李', 'a non-Latin letter'],
    ['A'.repeat(NAME_MAX_LENGTH + 1), 'over 20 characters'],
  ])('%j is invalid (%s)', (value) => {
    expect(isValidName(value)).toBe(false);
  });

  it('20 characters pass [ref: core#limits]', () => {
    expect(NAME_MAX_LENGTH).toBe(20);
    expect(isValidName('A'.repeat(20))).toBe(true);
  });

  it('a longer limit can be passed', () => {
    expect(isValidName('A'.repeat(25), 30)).toBe(true);
  });

  it('is false for values of the wrong type', () => {
    expect(isValidName(7 as unknown as string)).toBe(false);
  });
});

describe('name fields [ref: core#validation]', () => {
  it.each([
    [validateFirstName, '', M.firstNameRequired],
    [validateFirstName, '  ', M.firstNameRequired],
    [validateFirstName, 'Jane3', M.firstNameInvalid],
    [validateFirstName, 'Jane', null],
    [validateLastName, '', M.lastNameRequired],
    [validateLastName, 'Doe!', M.lastNameInvalid],
    [validateLastName, 'A'.repeat(21), M.lastNameInvalid],
    [validateLastName, "D'Arcy", null],
  ])('%o(%j) → %j', (validate, value, message) => {
    expect(validate(value)).toBe(message);
  });

  it('uses the spec texts', () => {
    expect(M.firstNameRequired).toBe('The First Name field is required.');
    expect(M.firstNameInvalid).toBe('The First Name field is invalid.');
    expect(M.lastNameRequired).toBe('The Last Name field is required.');
    expect(M.lastNameInvalid).toBe('The Last Name field is invalid.');
  });

  it('validateName takes any field messages', () => {
    const messages = { required: 'R', invalid: 'I' };
    expect(validateName(undefined as unknown as string, messages)).toBe('R');
    expect(validateName('1', messages)).toBe('I');
  });
});

describe('isValidName: the trimmed name [ref: core#validation]', () => {
  it(`measures the name without the spaces around it: ${NAME_MAX_LENGTH} letters padded are not too long`, () => {
    expect(isValidName(`  ${'a'.repeat(NAME_MAX_LENGTH)}  `)).toBe(true);
    expect(isValidName(' Ann ')).toBe(true);
  });
});
