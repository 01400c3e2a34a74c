// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CANADIAN_PROVINCES,
  DEFAULT_COUNTRIES,
  DEFAULT_COUNTRY,
  US_MILITARY_CODES,
  US_STATES,
  US_TERRITORIES,
  countryList,
  selectError,
  usStates,
} from './select-lists';

const codes = (options: readonly { code: string }[]) => options.map((option) => option.code);

describe('selectError [ref: core#validation, #errors]', () => {
  it.each([
    ['Country', 'Country is invalid.'],
    ['State', 'State is invalid.'],
    ['Province', 'Province is invalid.'],
  ] as const)('%s → %j', (kind, message) => {
    expect(selectError(kind)).toBe(message);
  });
});

describe('countryList [ref: core#validation, #data]', () => {
  it('the US site has the USA and not Canada', () => {
    const list = codes(countryList('US'));
    expect(list).toContain('USA');
    expect(list).not.toContain('CAN');
    expect(list).toHaveLength(DEFAULT_COUNTRIES.length - 1);
  });

  it('the Canadian site has Canada and not the USA', () => {
    const list = codes(countryList('CA'));
    expect(list).toContain('CAN');
    expect(list).not.toContain('USA');
    expect(list).toHaveLength(DEFAULT_COUNTRIES.length - 1);
  });

  it('filters a server-supplied list, alpha-2 codes too', () => {
    const server = [
      { code: 'US', name: 'United States' },
      { code: 'ca', name: 'Canada' },
      { code: 'MX', name: 'Mexico' },
    ];
    expect(codes(countryList('US', server))).toEqual(['US', 'MX']);
    expect(codes(countryList('CA', server))).toEqual(['ca', 'MX']);
  });

  it('the default country is USA [ref: core#data]', () => {
    expect(DEFAULT_COUNTRY).toBe('USA');
  });
});

describe('CANADIAN_PROVINCES [ref: core#validation]', () => {
  it('has the 13 provinces and territories', () => {
    expect(codes(CANADIAN_PROVINCES)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(CANADIAN_PROVINCES.find((p) => p.code === 'NL')?.name).toBe('Newfoundland and Labrador');
  });
});

describe('usStates [ref: core#validation]', () => {
  it('has 50 states and DC', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(codes(US_STATES)).size).toBe(51);
    expect(codes(US_STATES)).toEqual(expect.arrayContaining(['AK', 'HI', 'DC', 'WY', 'IL']));
  });

  it('includes territories and military codes by default', () => {
    const list = codes(usStates());
    expect(list).toEqual(expect.arrayContaining(['AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP']));
    expect(list).toHaveLength(51 + US_TERRITORIES.length + US_MILITARY_CODES.length);
  });

  it.each([
    [{ includeTerritories: false }, false, true],
    [{ includeMilitary: false }, true, false],
    [{ includeTerritories: false, includeMilitary: false }, false, false],
  ])('%j', (options, territories, military) => {
    const list = codes(usStates(options));
    expect(list.includes('PR')).toBe(territories);
    expect(list.includes('GU')).toBe(territories);
    expect(list.includes('AE')).toBe(military);
    expect(list.includes('AP')).toBe(military);
    expect(list.slice(0, 51)).toEqual(codes(US_STATES));
  });

  it('has unique codes in every combination', () => {
    const list = codes(usStates());
    expect(new Set(list).size).toBe(list.length);
  });
});
