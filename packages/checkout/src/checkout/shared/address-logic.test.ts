// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addressLine,
  addressValues,
  countryOptions,
  defaultShippingAddress,
  isRemoteState,
  postalCodeMessages,
  regionOf,
  toAddress,
  validateAddressValues,
  type AddressValues,
} from './address-logic';

const US: AddressValues = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  address2: '',
  city: 'Northbrook',
  country: 'USA',
  state: 'IL',
  postalCode: '60062',
  dayPhone: '847-272-0142',
  emailAddress: 'demo@hearth.test',
};
const CA: AddressValues = { ...US, country: 'CAN', state: 'ON', city: 'Toronto', postalCode: 'M5V 2A8' };

describe('country and region lists [ref: checkout#validation]', () => {
  it('leaves Canada out on the US site and the USA out on the Canadian site', () => {
    expect(countryOptions('US').map((c) => c.code)).not.toContain('CAN');
    expect(countryOptions('US').map((c) => c.code)).toContain('USA');
    expect(countryOptions('CA').map((c) => c.code)).not.toContain('USA');
    expect(countryOptions('CA').map((c) => c.code)).toContain('CAN');
  });

  it('13 provinces for Canada; US states with territories and military codes unless left out', () => {
    expect(regionOf('CAN')).toMatchObject({ kind: 'Province' });
    expect(regionOf('CAN')?.options).toHaveLength(13);
    const all = regionOf('USA')!.options.map((o) => o.code);
    expect(all).toEqual(expect.arrayContaining(['IL', 'PR', 'AE']));
    const states = regionOf('USA', { includeTerritories: false, includeMilitary: false })!.options.map((o) => o.code);
    expect(states).toHaveLength(51);
    expect(states).not.toContain('PR');
    expect(states).not.toContain('AE');
    expect(regionOf('GBR')).toBeNull();
  });
});

describe('address form rules [ref: checkout#validation]', () => {
  it('accepts a US and a Canadian address on their sites', () => {
    expect(validateAddressValues(US, 'US')).toEqual({});
    expect(validateAddressValues(CA, 'CA')).toEqual({});
  });

  it.each([
    ['country', { country: 'CAN' }, 'US', 'Country is invalid.'],
    ['state', { state: 'ZZ' }, 'US', 'State is invalid.'],
    ['state', { state: '' }, 'US', 'State is invalid.'],
    ['state', { ...CA, state: 'IL' }, 'CA', 'Province is invalid.'],
    ['postalCode', { postalCode: '' }, 'US', 'The ZIP Code field is required.'],
    ['postalCode', { postalCode: '6006' }, 'US', 'The ZIP Code field is invalid.'],
    ['postalCode', { ...CA, postalCode: '' }, 'CA', 'The Postal Code field is required.'],
    ['postalCode', { ...CA, postalCode: 'D5V 2A8' }, 'CA', 'The Postal Code field is invalid.'],
    ['firstName', { firstName: '' }, 'US', 'The First Name field is required.'],
    ['lastName', { lastName: 'Av3ry' }, 'US', 'The Last Name field is invalid.'],
    ['address1', { address1: '' }, 'US', 'The Address 1 field is required.'],
    ['address2', { address2: '<b>' }, 'US', 'The Address 2 field is invalid.'],
    ['city', { city: '' }, 'US', 'The City field is required.'],
    // one wording for every field of the form: 'The {label} field is required.' / '… is invalid.'
    ['dayPhone', { dayPhone: '' }, 'US', 'The Phone field is required.'],
    ['dayPhone', { dayPhone: '123' }, 'US', 'The Phone field is invalid.'],
    ['emailAddress', { emailAddress: ' ' }, 'US', 'The Email Address field is required.'],
    ['emailAddress', { emailAddress: 'x@y' }, 'US', 'The Email Address field is invalid.'],
  ] as const)('%s %j on the %s site: %s', (field, patch, site, message) => {
    const values = { ...(site === 'CA' ? CA : US), ...patch };
    expect(validateAddressValues(values, site)[field]).toBe(message);
  });

  it("uses the server's missingPostalCode and postalCodeValidationError with {0} replaced by the value", () => {
    const server = { missingPostalCode: 'ZIP needed.', postalCodeValidationError: 'Check {0}, please.' };
    expect(validateAddressValues({ ...US, postalCode: '' }, 'US', server).postalCode).toBe('ZIP needed.');
    expect(validateAddressValues({ ...US, postalCode: '12' }, 'US', server).postalCode).toBe('Check 12, please.');
    expect(postalCodeMessages('CA', { missingPostalCode: '' }).missingPostalCode).toBe(
      'The Postal Code field is required.',
    );
  });

  it('a name may be 30 characters in the checkout', () => {
    expect(validateAddressValues({ ...US, lastName: 'Abcdefghij Klmnopqrst Uvwxyzab' }, 'US').lastName).toBeUndefined();
    expect(validateAddressValues({ ...US, lastName: 'Abcdefghij Klmnopqrst Uvwxyzabc' }, 'US').lastName).toBe(
      'The Last Name field is invalid.',
    );
  });
});

describe('addresses', () => {
  it('trims and upper-cases what is sent, keeping the address id', () => {
    expect(toAddress({ ...CA, postalCode: ' m5v 2a8 ', city: ' Toronto ' }, 'addr-3')).toMatchObject({
      postalCode: 'M5V 2A8',
      city: 'Toronto',
      addressId: 'addr-3',
    });
    expect(toAddress(US)).not.toHaveProperty('addressId');
  });

  it('an empty form is in the site country', () => {
    expect(addressValues(null, 'CA').country).toBe('CAN');
    expect(addressValues(undefined, 'US').country).toBe('USA');
  });

  it("defaults to the recipient's address, else the first saved one [ref: checkout#rules]", () => {
    const saved = [
      { addressId: 'a1', address1: '1 A St', city: 'A', postalCode: '60062' },
      { addressId: 'a2', address1: '2 B St', city: 'B', postalCode: '60601' },
    ];
    expect(defaultShippingAddress({ addressId: 'a2', address1: '2 B St', city: 'B', postalCode: '60601' }, saved)).toBe(
      saved[1],
    );
    expect(defaultShippingAddress({ address1: '9 New Rd', city: 'C', postalCode: '10001' }, saved)).toMatchObject({
      address1: '9 New Rd',
    });
    expect(defaultShippingAddress(null, saved)).toBe(saved[0]);
    expect(defaultShippingAddress({ firstName: 'Only a name' }, saved)).toBe(saved[0]);
    expect(defaultShippingAddress(null, [])).toBeNull();
  });

  it('formats an address on one line', () => {
    expect(addressLine({ ...US, address2: 'Apt 4' })).toBe('Jordan Avery, 1250 Techny Rd, Apt 4, Northbrook, IL 60062');
  });

  it.each([
    ['AK', true],
    ['hi', true],
    ['PR', true],
    ['GU', true],
    ['IL', false],
    ['', false],
    [null, false],
  ])('%s carries the $10 remote fee: %s [ref: checkout#limits]', (state, remote) => {
    expect(isRemoteState(state)).toBe(remote);
  });
});
