/**
 * Country, state and province select lists and their error text [ref: core#validation, #data, #errors].
 */
import { formatMessage, type Site } from '@hearth/core/server';
import { validationMessage } from './wording';

/** One option of a select list. */
export interface SelectOption {
  /** The value submitted (ISO 3166-1 alpha-3 for countries, postal abbreviation otherwise). */
  code: string;
  /** The text shown. */
  name: string;
}

/** The kinds of select list whose error text [ref: core#validation] gives. */
export type SelectKind = 'Country' | 'State' | 'Province';

/** [ref: core#validation, #errors]: '{Country|State|Province} is invalid.' */
export function selectError(kind: SelectKind): string {
  return formatMessage(validationMessage('selectInvalid', '{kind} is invalid.'), { kind });
}

/** The Address form's default country [ref: core#data]. */
export const DEFAULT_COUNTRY = 'USA';

/**
 * Hearth's default country list, used when the server sends none. The spec does not list the
 * countries, so this is a short list of likely billing countries for a North American store:
 * ISO 3166-1 alpha-3 codes (the Address form's default is 'USA') [ref: core#data] with their ISO English
 * short names, simplified ('United States', 'United Kingdom').
 */
export const DEFAULT_COUNTRIES: readonly SelectOption[] = [
  { code: 'USA', name: 'United States' },
  { code: 'CAN', name: 'Canada' },
  { code: 'MEX', name: 'Mexico' },
  { code: 'GBR', name: 'United Kingdom' },
  { code: 'IRL', name: 'Ireland' },
  { code: 'FRA', name: 'France' },
  { code: 'DEU', name: 'Germany' },
  { code: 'ITA', name: 'Italy' },
  { code: 'ESP', name: 'Spain' },
  { code: 'NLD', name: 'Netherlands' },
  { code: 'AUS', name: 'Australia' },
  { code: 'JPN', name: 'Japan' },
];

const CANADA_CODES = new Set(['CAN', 'CA']);
const USA_CODES = new Set(['USA', 'US']);

/**
 * The country list for a site [ref: core#validation, #data]: Canada is left out on the US site and the USA on
 * the Canadian site. Pass the server's list when it sends one; alpha-2 codes ('CA', 'US') are
 * recognised too.
 * @default countries DEFAULT_COUNTRIES
 */
export function countryList(site: Site, countries: readonly SelectOption[] = DEFAULT_COUNTRIES): SelectOption[] {
  const excluded = site === 'CA' ? USA_CODES : CANADA_CODES;
  return countries.filter((country) => !excluded.has(country.code.toUpperCase()));
}

/**
 * The 13 Canadian provinces and territories [ref: core#validation, #data], with Canada Post's two-letter
 * abbreviations, in alphabetical order of code.
 */
export const CANADIAN_PROVINCES: readonly SelectOption[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
];

/** The 50 states and the District of Columbia, with USPS abbreviations. */
export const US_STATES: readonly SelectOption[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/**
 * U.S. territories and freely associated states that take USPS addresses (USPS Publication 28,
 * Appendix B).
 */
export const US_TERRITORIES: readonly SelectOption[] = [
  { code: 'AS', name: 'American Samoa' },
  { code: 'FM', name: 'Federated States of Micronesia' },
  { code: 'GU', name: 'Guam' },
  { code: 'MH', name: 'Marshall Islands' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  { code: 'PW', name: 'Palau' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
];

/** Military "state" codes for APO/FPO/DPO addresses (USPS Publication 28). */
export const US_MILITARY_CODES: readonly SelectOption[] = [
  { code: 'AA', name: 'Armed Forces Americas' },
  { code: 'AE', name: 'Armed Forces Europe' },
  { code: 'AP', name: 'Armed Forces Pacific' },
];

/** Options of {@link usStates}. */
export interface UsStatesOptions {
  /** Include U.S. territories after the states. @default true */
  includeTerritories?: boolean;
  /** Include the military codes AA, AE, AP last. @default true */
  includeMilitary?: boolean;
}

/**
 * The US state list [ref: core#validation, #data]: the 50 states and DC, then territories, then military
 * codes. The spec says the list "optionally excludes" territories and military codes, so both
 * are included unless turned off.
 */
export function usStates(options: UsStatesOptions = {}): SelectOption[] {
  const { includeTerritories = true, includeMilitary = true } = options;
  return [...US_STATES, ...(includeTerritories ? US_TERRITORIES : []), ...(includeMilitary ? US_MILITARY_CODES : [])];
}
