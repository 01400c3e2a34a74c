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
  REMOTE_STATES,
  toAddress,
  validateAddressValues,
  withSuggestion,
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

  it("knows a country by its two-letter code too, in any case: 'US' has states, 'ca' provinces", () => {
    expect(regionOf('US')).toMatchObject({ kind: 'State' });
    expect(regionOf('us')?.options.map((o) => o.code)).toContain('IL');
    expect(regionOf('CA')).toMatchObject({ kind: 'Province' });
    expect(regionOf('ca')?.options).toHaveLength(13);
  });

  it("takes the server's country list, still without Canada on the US site", () => {
    const countries = [
      { code: 'MEX', name: 'Mexico' },
      { code: 'CAN', name: 'Canada' },
      { code: 'USA', name: 'United States' },
    ];
    expect(countryOptions('US', { countries }).map((c) => c.code)).toEqual(['MEX', 'USA']);
    expect(
      validateAddressValues({ ...US, country: 'MEX', state: '' }, 'US', {}, { countries }).country,
    ).toBeUndefined();
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

  it.each([
    ['US', '6006', 'The ZIP Code field is invalid.'],
    ['US', '60062', undefined],
    ['ca', '60062', 'The ZIP Code field is invalid.'],
    ['CA', 'M5V 2A8', undefined],
  ])('a country given as %s checks the postal code %s by its own rules: %s', (country, postalCode, message) => {
    expect(validateAddressValues({ ...US, country, state: '', postalCode }, 'US').postalCode).toBe(message);
  });

  it('another country: any postal code, but one is required', () => {
    const mexico = { ...US, country: 'MEX', state: '' };
    expect(validateAddressValues({ ...mexico, postalCode: '01000 CDMX' }, 'US')).toEqual({});
    expect(validateAddressValues({ ...mexico, postalCode: ' ' }, 'US').postalCode).toBe(
      'The ZIP Code field is required.',
    );
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
    expect(
      toAddress({ ...CA, postalCode: ` ${CA.postalCode.toLowerCase()} `, city: ` ${CA.city} ` }, 'addr-3'),
    ).toMatchObject({ postalCode: CA.postalCode, city: CA.city, addressId: 'addr-3' });
    expect(toAddress(US)).not.toHaveProperty('addressId');
    expect(toAddress(US, '')).not.toHaveProperty('addressId');
    expect(toAddress(US, null)).not.toHaveProperty('addressId');
    expect(toAddress(US, 0)).toHaveProperty('addressId', 0);
  });

  it('sends every field, address3 empty', () => {
    expect(toAddress({ ...US, firstName: ` ${US.firstName} `, emailAddress: ` ${US.emailAddress} ` })).toEqual({
      ...US,
      address3: '',
    });
  });

  it("the form starts with the address's values, a missing one empty", () => {
    expect(addressValues({ ...US, address2: null, country: 'CAN' }, 'US')).toEqual({
      ...US,
      address2: '',
      country: 'CAN',
    });
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

  it("a recipient's address without its city or its postal code cannot be shipped to: the first saved one stands", () => {
    const saved = [{ addressId: 'a1', address1: '1 A St', city: 'A', postalCode: '60062' }];
    expect(defaultShippingAddress({ address1: '9 New Rd', postalCode: '10001' }, saved)).toBe(saved[0]);
    expect(defaultShippingAddress({ address1: '9 New Rd', city: 'C' }, saved)).toBe(saved[0]);
    expect(defaultShippingAddress({ city: 'C', postalCode: '10001' }, saved)).toBe(saved[0]);
  });

  it('formats an address on one line', () => {
    expect(addressLine({ ...US, address2: 'Apt 4' })).toBe('Jordan Avery, 1250 Techny Rd, Apt 4, Northbrook, IL 60062');
  });

  it('no address is an empty line', () => {
    expect(addressLine(null)).toBe('');
    expect(addressLine(undefined)).toBe('');
  });

  it("takes a suggestion's city, state and ZIP, keeping the address's where the suggestion has none", () => {
    const address = toAddress(US, 'a1');
    expect(withSuggestion(address, { City: 'Glenview', State: 'IL', ZipCode: '60025' })).toEqual({
      ...address,
      city: 'Glenview',
      postalCode: '60025',
    });
    expect(withSuggestion(address, { City: '', State: null, ZipCode: '60025' })).toEqual({
      ...address,
      postalCode: '60025',
    });
    expect(withSuggestion(address, { City: 'Glenview', ZipCode: '' })).toEqual({ ...address, city: 'Glenview' });
  });

  it('Alaska, Hawaii and the eight U.S. territories carry the remote fee [ref: checkout#limits]', () => {
    expect(REMOTE_STATES).toEqual(['AK', 'HI', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI']);
    expect(REMOTE_STATES.every((state) => isRemoteState(state) && isRemoteState(state.toLowerCase()))).toBe(true);
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
