import { describe, expect, it } from 'vitest';
import { checkZip, normalizeZip, readZipAnswer, zipMaxLength } from './change-zip-logic';

describe('change-ZIP rules [ref: change-zip#validation, #limits, decisions#departures]', () => {
  it('upper-cases and trims', () => {
    expect(normalizeZip(' m5v 2a8 ')).toBe('M5V 2A8');
  });

  it('max length 5 on the US site, 7 on the Canadian one', () => {
    expect(zipMaxLength('US')).toBe(5);
    expect(zipMaxLength('CA')).toBe(7);
  });

  it.each([
    ['60062', 'US', null],
    [' 60601 ', 'US', null],
    ['', 'US', 'Please enter a ZIP Code.'],
    ['  ', 'US', 'Please enter a ZIP Code.'],
    ['6006', 'US', 'Please enter a valid ZIP Code.'],
    ['60062-1234', 'US', 'Please enter a valid ZIP Code.'],
    ['M5V 2A8', 'US', 'Please enter a valid ZIP Code.'],
    ['m5v2a8', 'CA', null],
    ['M5V 2A8', 'CA', null],
    ['X1A 2P7', 'CA', null],
    ['Y1A 2P7', 'CA', null],
    ['D5V 2A8', 'CA', 'Please enter a valid Postal Code.'],
    ['W5V 2A8', 'CA', 'Please enter a valid Postal Code.'],
    ['60062', 'CA', 'Please enter a valid Postal Code.'],
    ['', 'CA', 'Please enter a Postal Code.'],
  ] as const)('%j on the %s site: %j', (value, site, expected) => {
    expect(checkZip(value, site)).toBe(expected);
  });

  it('a valid answer stores its zipCode, else the ZIP sent, upper-cased, with its delivery line', () => {
    expect(readZipAnswer({ isValid: true, zipCode: 'm5v 2a8' }, 'M5V2A8', 'CA')).toEqual({
      valid: true,
      zip: 'M5V 2A8',
      delivery: '',
    });
    expect(readZipAnswer({ isValid: true, deliveryMessage: ' Arrives Friday. ' }, '60062', 'US')).toEqual({
      valid: true,
      zip: '60062',
      delivery: 'Arrives Friday.',
    });
  });

  it("an invalid answer shows the server's message, else the default", () => {
    expect(readZipAnswer({ isValid: false, message: 'We could not find that ZIP Code.' }, '00000', 'US')).toEqual({
      valid: false,
      message: 'We could not find that ZIP Code.',
    });
    expect(readZipAnswer({ isValid: false, message: ' ' }, '00000', 'US')).toEqual({
      valid: false,
      message: 'Please enter a valid ZIP Code.',
    });
    expect(readZipAnswer({ isValid: false }, 'A1A1A1', 'CA')).toEqual({
      valid: false,
      message: 'Please enter a valid Postal Code.',
    });
  });
});
