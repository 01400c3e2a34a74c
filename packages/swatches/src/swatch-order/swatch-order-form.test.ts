// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isValidName,
  isValidPostalCode,
  validateFields,
  validateFirstName,
  validatePostalCode,
} from '@hearth/commerce';
import {
  isValidSwatchName,
  isValidSwatchPostalCode,
  swatchOrderRules,
  swatchOrderStates,
  validateSwatchFirstName,
  validateSwatchLastName,
  validateSwatchPostalCode,
  validateSwatchState,
  type SwatchOrderAddress,
} from './swatch-order-form';
import { SWATCHES_MESSAGES as M } from '../messages';

// The spec's messages [ref: swatch-order#validation], to the letter.
const FIRST_NAME_REQUIRED = 'The First Name field is required.';
const FIRST_NAME_INVALID = 'The First Name field is invalid.';
const LAST_NAME_REQUIRED = 'The Last Name field is required.';
const LAST_NAME_INVALID = 'The Last Name field is invalid.';
const ADDRESS1_REQUIRED = 'The Address 1 field is required.';
const ADDRESS1_INVALID = 'The Address 1 field is invalid.';
const ADDRESS2_INVALID = 'The Address 2 field is invalid.';
const CITY_REQUIRED = 'The City field is required.';
const CITY_INVALID = 'The City field is invalid.';
const PHONE_INVALID = 'Please enter a valid Phone Number.';
const EMAIL_REQUIRED = 'Email Address is required.';
const EMAIL_INVALID = 'Please enter a valid Email Address.';

describe('names: the free swatch form [ref: swatch-order#validation] beside the checkout [ref: checkout#validation]', () => {
  // [value, checkout rule, free swatch form rule, why]
  it.each([
    ['Jane', true, true, 'letters'],
    ['Mary Ann', true, true, 'a space'],
    ['José Ñúñez', true, true, 'accented letters'],
    ['Smith/Jones', true, true, 'a slash'],
    ["O'Brien", true, true, 'an apostrophe between parts'],
    ['Jean-Luc', true, true, 'a hyphen between parts'],
    ['St. John', true, true, 'a period'],
    ['Ann (Annie)', true, true, 'parentheses'],
    ["O''Brien", false, true, 'two apostrophes: 002 allows apostrophes anywhere'],
    ['Jean--Luc', false, true, 'two hyphens'],
    ['A.-B', false, true, 'two marks in a row'],
    ['-Jane', false, true, 'a leading hyphen'],
    ["'Jane", false, true, 'a leading apostrophe'],
    ['(Jane)', false, true, 'a leading parenthesis'],
    ['Jane-', false, true, 'a trailing hyphen'],
    ['/Jane', true, true, 'a leading slash (a letter run in the checkout)'],
    ['Jane3', false, false, 'a digit'],
    ['Jane!', false, false, 'an exclamation mark'],
    ['Jane_Doe', false, false, 'an underscore'],
    ['Jane,Doe', false, false, 'a comma'],
    ['..', false, false, 'marks only, no letter'],
    ['李', false, false, 'a non-Latin letter'],
    ['A'.repeat(20), true, true, '20 characters'],
    ['A'.repeat(21), false, false, 'over 20 characters'],
  ])('%j: checkout %s, free swatch form %s (%s)', (value, valid001, valid002) => {
    expect(isValidName(value)).toBe(valid001);
    expect(isValidSwatchName(value)).toBe(valid002);
  });

  it.each([
    [validateSwatchFirstName, '', FIRST_NAME_REQUIRED],
    [validateSwatchFirstName, '   ', FIRST_NAME_REQUIRED],
    [validateSwatchFirstName, "O''Neil", null],
    [validateSwatchFirstName, 'Jo3', FIRST_NAME_INVALID],
    [validateSwatchLastName, '', LAST_NAME_REQUIRED],
    [validateSwatchLastName, '-Smith', null],
    [validateSwatchLastName, 'Smith!', LAST_NAME_INVALID],
    [validateSwatchLastName, 'B'.repeat(21), LAST_NAME_INVALID],
  ])('%o(%j) → %j', (validate, value, message) => {
    expect(validate(value)).toBe(message);
  });

  it('the checkout keeps its rule with the same messages', () => {
    expect(validateFirstName("O''Neil")).toBe(FIRST_NAME_INVALID);
    expect(validateSwatchFirstName("O''Neil")).toBeNull();
  });

  it('values of the wrong type are refused', () => {
    expect(isValidSwatchName(7 as unknown as string)).toBe(false);
    expect(validateSwatchFirstName(undefined as unknown as string)).toBe(FIRST_NAME_REQUIRED);
  });
});

describe('postal codes: [ref: swatch-order#validation] messages, [ref: decisions#departures] letters', () => {
  const rules = (site: 'US' | 'CA') => swatchOrderRules(site).postalCode!;
  it.each([
    ['US', '60062', null],
    ['US', ' 60062 ', null],
    ['US', '6006', M.swatchZipInvalid],
    ['US', '600621', M.swatchZipInvalid],
    ['US', '60062-1234', M.swatchZipInvalid],
    ['US', '', M.swatchZipInvalid],
    ['US', 'K1A 0B1', M.swatchZipInvalid],
    ['CA', 'K1A 0B1', null],
    ['CA', 'K1A0B1', null],
    ['CA', 'k1a 0b1', null],
    ['CA', 'T2P 5W9', null],
    ['CA', 'B3H 4Z2', null],
    ['CA', 'X0A 0H0', null],
    ['CA', 'Y1A 6E6', null],
    ['CA', 'W1A 1A1', M.swatchPostalCodeInvalid],
    ['CA', 'Z1A 1A1', M.swatchPostalCodeInvalid],
    ...['D', 'F', 'I', 'O', 'Q', 'U'].flatMap((letter) =>
      [`${letter}1A 1A1`, `A1${letter} 1A1`, `A1A 1${letter}1`].map(
        (code) => ['CA', code, M.swatchPostalCodeInvalid] as const,
      ),
    ),
    ['CA', 'K1A  0B1', M.swatchPostalCodeInvalid],
    ['CA', 'K1A 0B1X', M.swatchPostalCodeInvalid],
    ['CA', '60062', M.swatchPostalCodeInvalid],
    ['CA', '', M.swatchPostalCodeInvalid],
  ] as ReadonlyArray<readonly ['US' | 'CA', string, string | null]>)('%s %j → %j', (site, value, message) => {
    expect(rules(site)(value, {} as SwatchOrderAddress)).toBe(message);
    expect(isValidSwatchPostalCode(value, site)).toBe(message === null);
  });

  it.each([
    ['60062', 'US', null],
    ['6006', 'US', M.swatchZipInvalid],
    ['', 'US', M.swatchZipInvalid],
    ['K1A 0B1', 'US', M.swatchZipInvalid],
    ['K1A 0B1', 'CA', null],
    ['Y1A 6E6', 'CA', null],
    ['K1A 0D1', 'CA', M.swatchPostalCodeInvalid],
    ['60062', 'CA', M.swatchPostalCodeInvalid],
    ['', 'CA', M.swatchPostalCodeInvalid],
  ] as const)('validateSwatchPostalCode(%j, %s) → %j', (value, site, message) => {
    expect(validateSwatchPostalCode(value, site)).toBe(message);
  });

  it("'The Postal Code field is invalid' has no final period; the ZIP message has one", () => {
    expect(M.swatchPostalCodeInvalid).toBe('The Postal Code field is invalid');
    expect(M.swatchZipInvalid).toBe('ZIP Code must contain 5 digits.');
  });

  it('the checkout [ref: swatch-order#validation] keeps its server messages for the same codes', () => {
    const messages = { missingPostalCode: 'Missing.', postalCodeValidationError: '{0} is not valid.' };
    expect(validatePostalCode('', 'CA', messages)).toBe('Missing.');
    expect(validatePostalCode('W1A 1A1', 'CA', messages)).toBe('W1A 1A1 is not valid.');
    expect(isValidPostalCode('X0A 0H0', 'CA')).toBe(true);
  });
});

describe('phone: [ref: swatch-order#validation]', () => {
  const phone = swatchOrderRules('US').dayPhone!;
  it.each([
    ['3124567890', null, '10 digits'],
    ['13124567890', null, 'a leading 1'],
    ['(312) 456-7890', null, 'formatted'],
    ['1 (312) 456-7890', null, '16 characters'],
    ['', PHONE_INVALID, 'required'],
    ['0124567890', PHONE_INVALID, 'area code starting 0'],
    ['1124567890', PHONE_INVALID, 'area code starting 1'],
    ['3120567890', PHONE_INVALID, 'exchange starting 0'],
    ['3121567890', PHONE_INVALID, 'exchange starting 1'],
    ['3125551234', PHONE_INVALID, 'exchange 555'],
    ['312456789', PHONE_INVALID, '9 digits'],
    ['23124567890', PHONE_INVALID, '11 digits not starting with 1'],
    ['+1 (312) 456-7890', PHONE_INVALID, 'over 16 characters'],
  ] as Array<[string, string | null, string]>)('%j → %j (%s)', (value, message) => {
    expect(phone(value, {} as SwatchOrderAddress)).toBe(message);
  });
});

describe('state or province [ref: swatch-order#validation, #errors]', () => {
  it.each([
    ['US', 'IL', null],
    ['US', '', 'State is invalid.'],
    ['US', 'ON', 'State is invalid.'],
    ['CA', 'ON', null],
    ['CA', '', 'Province is invalid.'],
    ['CA', 'IL', 'Province is invalid.'],
  ] as const)('%s %j → %j', (site, value, message) => {
    expect(validateSwatchState(value, site)).toBe(message);
  });

  it('lists the 13 provinces on the Canadian site, the states on the US site', () => {
    expect(swatchOrderStates('CA')).toHaveLength(13);
    expect(swatchOrderStates('US').some((option) => option.code === 'IL')).toBe(true);
  });
});

describe('the whole form ([ref: swatch-order#validation] table)', () => {
  const valid: SwatchOrderAddress = {
    firstName: 'Jordan',
    lastName: 'Avery',
    address1: '12 Main St',
    address2: '',
    city: 'Northbrook',
    state: 'IL',
    postalCode: '60062',
    dayPhone: '312-456-7890',
    emailAddress: 'jordan@hearth.test',
  };

  it('a valid form has no error', () => {
    expect(validateFields(valid, swatchOrderRules('US'))).toEqual({});
  });

  it('an empty form has each required message, Address 2 none', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, ''])) as unknown as SwatchOrderAddress;
    expect(validateFields(empty, swatchOrderRules('US'))).toEqual({
      firstName: FIRST_NAME_REQUIRED,
      lastName: LAST_NAME_REQUIRED,
      address1: ADDRESS1_REQUIRED,
      city: CITY_REQUIRED,
      state: 'State is invalid.',
      postalCode: M.swatchZipInvalid,
      dayPhone: PHONE_INVALID,
      emailAddress: EMAIL_REQUIRED,
    });
  });

  it.each([
    ['address1', '12 Main St <b>', ADDRESS1_INVALID],
    ['address1', 'Suite: 2: 3', ADDRESS1_INVALID],
    ['address1', 'x'.repeat(31), ADDRESS1_INVALID],
    ['address2', 'Apt @ 4', ADDRESS2_INVALID],
    ['city', 'C'.repeat(29), CITY_INVALID],
    ['city', 'Chicago?', CITY_INVALID],
    ['emailAddress', 'jordan@hearth', EMAIL_INVALID],
    ['emailAddress', `${'a'.repeat(58)}@shop.com`, EMAIL_INVALID],
  ] as const)('%s %j → %j', (field, value, message) => {
    expect(validateFields({ ...valid, [field]: value }, swatchOrderRules('US'))).toEqual({ [field]: message });
  });

  it('the Canadian site checks the postal code and the province', () => {
    expect(validateFields({ ...valid, state: 'ON', postalCode: 'M5V 2A8' }, swatchOrderRules('CA'))).toEqual({});
    expect(validateFields(valid, swatchOrderRules('CA'))).toEqual({
      state: 'Province is invalid.',
      postalCode: M.swatchPostalCodeInvalid,
    });
  });

  it('lists its fields in the order of the form', () => {
    expect(Object.keys(swatchOrderRules('US'))).toEqual([
      'firstName',
      'lastName',
      'address1',
      'address2',
      'city',
      'state',
      'postalCode',
      'dayPhone',
      'emailAddress',
    ]);
  });
});
