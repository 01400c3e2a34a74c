// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  isValidPostalCode,
  normalizePostalCode,
  postalCodeLabel,
  postalCodeMaxLength,
  validatePostalCode,
} from './postal-code';

describe('US ZIP codes (exactly 5 digits) [ref: core#validation]', () => {
  it.each([['60062'], ['00501'], ['99950'], [' 60062 ']])('%j is valid', (value) => {
    expect(isValidPostalCode(value, 'US')).toBe(true);
  });

  it.each([
    ['6006', 'four digits'],
    ['600621', 'six digits'],
    ['60062-1234', 'ZIP+4'],
    ['6006a', 'a letter'],
    ['600 62', 'an inner space'],
    ['K1A 0B1', 'a Canadian code on the US site'],
    ['', 'empty'],
  ])('%j is invalid (%s)', (value) => {
    expect(isValidPostalCode(value, 'US')).toBe(false);
  });
});

describe('Canadian postal codes [ref: core#validation, decisions#departures]', () => {
  it.each([
    ['K1A 0B1', 'Ottawa, with space'],
    ['K1A0B1', 'without space'],
    ['k1a 0b1', 'lower case'],
    ['M5V 3L9', 'Toronto'],
    ['V6B 4Y8', 'Vancouver'],
    ['H3Z 2Y7', 'Montreal'],
    ['A1A 1A1', 'first letter A'],
    ['T2P 5W9', 'W allowed after the first position'],
    ['B3H 4Z2', 'Z allowed after the first position'],
    // [ref: decisions#departures]: X and Y are accepted as first letters although [ref: core#validation] says "cannot be W-Z".
    ['X0A 0H0', '[ref: decisions#departures]: X (Nunavut)'],
    ['X1A 2P7', '[ref: decisions#departures]: X (Northwest Territories)'],
    ['Y1A 6E6', '[ref: decisions#departures]: Y (Yukon)'],
  ])('%j is valid (%s)', (value) => {
    expect(isValidPostalCode(value, 'CA')).toBe(true);
  });

  it.each([
    // first letter never W or Z (kept by [ref: decisions#departures]) [ref: core#validation]
    ['W1A 1A1', 'first letter W'],
    ['Z1A 1A1', 'first letter Z'],
    // D F I O Q U never, in any letter position
    ...['D', 'F', 'I', 'O', 'Q', 'U'].flatMap((letter) => [
      [`${letter}1A 1A1`, `${letter} first`],
      [`A1${letter} 1A1`, `${letter} third`],
      [`A1A 1${letter}1`, `${letter} fifth`],
    ]),
    // shape
    ['K1A  0B1', 'two spaces'],
    ['K1A-0B1', 'a hyphen'],
    ['K1A 0B', 'too short'],
    ['K1A 0B1X', 'too long'],
    ['11A 0B1', 'digit first'],
    ['KAA 0B1', 'letter second'],
    ['K11 0B1', 'digit third'],
    ['60062', 'a US ZIP on the Canadian site'],
    ['', 'empty'],
  ])('%j is invalid (%s)', (value) => {
    expect(isValidPostalCode(value, 'CA')).toBe(false);
  });

  it('is false for values of the wrong type', () => {
    expect(isValidPostalCode(60062 as unknown as string, 'US')).toBe(false);
    expect(isValidPostalCode(null as unknown as string, 'CA')).toBe(false);
  });
});

describe('validatePostalCode (server-supplied messages) [ref: core#validation]', () => {
  const messages = {
    missingPostalCode: 'Please enter a ZIP Code.',
    postalCodeValidationError: '{0} is not a valid ZIP Code.',
  };

  it.each([
    ['', 'US', 'Please enter a ZIP Code.'],
    ['   ', 'CA', 'Please enter a ZIP Code.'],
    ['1234', 'US', '1234 is not a valid ZIP Code.'],
    ['W1A 1A1', 'CA', 'W1A 1A1 is not a valid ZIP Code.'],
    ['60062', 'US', null],
    ['X0A 0H0', 'CA', null],
  ] as const)('%j on %s → %j', (value, site, message) => {
    expect(validatePostalCode(value, site, messages)).toBe(message);
  });

  it('replaces every {0} and keeps the rest of the server text', () => {
    expect(
      validatePostalCode('ABC', 'US', { missingPostalCode: '', postalCodeValidationError: '"{0}" ({0}) is wrong' }),
    ).toBe('"ABC" (ABC) is wrong');
  });

  it('a value of the wrong type is missing', () => {
    expect(validatePostalCode(undefined as unknown as string, 'US', messages)).toBe('Please enter a ZIP Code.');
  });
});

describe('per-site length and label [ref: core#limits]', () => {
  it('US: 5, ZIP Code', () => {
    expect(postalCodeMaxLength('US')).toBe(5);
    expect(postalCodeLabel('US')).toBe(M.zipCodeLabel);
    expect(M.zipCodeLabel).toBe('ZIP Code');
  });

  it('Canada: 7, Postal Code', () => {
    expect(postalCodeMaxLength('CA')).toBe(7);
    expect(postalCodeLabel('CA')).toBe(M.postalCodeLabel);
    expect(M.postalCodeLabel).toBe('Postal Code');
  });

  it('normalizePostalCode upper-cases and trims [ref: core#validation]', () => {
    expect(normalizePostalCode(' k1a 0b1 ')).toBe('K1A 0B1');
  });
});
