/**
 * The free swatch order form's rules [ref: swatch-order#validation], beside the validators of
 * `@hearth/core` the checkout uses [ref: checkout#validation]. Only this form follows them, so they
 * live with it (one copy, in the lowest layer that needs it and no lower).
 * Where the two differ, these follow the form's rules for this form only:
 *
 * | rule | checkout (`isValidName`, `validatePostalCode`) | free swatch form (this module) |
 * |---|---|---|
 * | names | apostrophe, period, hyphen, parentheses only *between* parts, one at a time | letters, spaces, slash, apostrophe, period, hyphen, parentheses, in any place |
 * | postal code messages | the server's `missingPostalCode` / `postalCodeValidationError` ({0}) | 'ZIP Code must contain 5 digits.' / 'The Postal Code field is invalid' (no final period), empty included |
 * | Canadian letters | D F I O Q U never; first letter not W-Z | D F I O Q U never; first letter per [ref: decisions#departures] (not W or Z, X and Y accepted): the same letters Hearth's checkout rule takes |
 * | phone | no rule in the checkout | 10 digits, optional leading 1, area code and exchange 2-9, exchange not 555, 16 characters at most |
 */
import { type Site } from '@hearth/core';
import {
  CANADIAN_PROVINCES,
  FIRST_NAME_MESSAGES,
  isValidPostalCode,
  LAST_NAME_MESSAGES,
  NAME_MAX_LENGTH,
  selectError,
  usStates,
  validateAddress1,
  validateAddress2,
  validateCity,
  validateEmail,
  validatePhone,
  type FieldMessages,
  type FieldRules,
  type SelectOption,
} from '@hearth/commerce';
import { swatchesMessage } from '../wording';

/**
 * [ref: swatch-order#validation]: letters, spaces, slash, apostrophe, period, hyphen or parentheses, anywhere and in any
 * number ("O''Brien", '-Ann', '(Jo)' pass, unlike the checkout's rule). Letters are Latin with any
 * accents (precomposed or combining), as in the checkout's; the typographic apostrophe ’ counts as an apostrophe.
 */
const SWATCH_NAME = /^[\p{Script=Latin}\p{M} /'’.()-]+$/u;

/**
 * `true` when the value (trimmed) follows the [ref: swatch-order#validation] name rule, holds at least one letter (a
 * name of marks only, '..', is not a name) and is at most `maxLength` characters.
 * @default maxLength 20
 */
export function isValidSwatchName(value: string, maxLength: number = NAME_MAX_LENGTH): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed.length <= maxLength && /\p{L}/u.test(trimmed) && SWATCH_NAME.test(trimmed);
}

function validateSwatchName(value: string, messages: FieldMessages): string | null {
  if (typeof value !== 'string' || value.trim() === '') return messages.required;
  return isValidSwatchName(value) ? null : messages.invalid;
}

/** [ref: swatch-order#validation]: 'The First Name field is required.' / 'The First Name field is invalid.' (002 name rule). */
export function validateSwatchFirstName(value: string): string | null {
  return validateSwatchName(value, FIRST_NAME_MESSAGES);
}

/** [ref: swatch-order#validation]: 'The Last Name field is required.' / 'The Last Name field is invalid.' (002 name rule). */
export function validateSwatchLastName(value: string): string | null {
  return validateSwatchName(value, LAST_NAME_MESSAGES);
}

/**
 * [ref: swatch-order#validation]: the postal code rule of the form, `true` when valid: US exactly 5 digits; Canada
 * letter digit letter, optional space, digit letter digit, no D F I O Q U, first letter per
 * [ref: decisions#departures] (either case, surrounding blanks ignored, so 7 characters at most).
 */
export function isValidSwatchPostalCode(value: string, site: Site): boolean {
  return isValidPostalCode(value, site);
}

/**
 * The form's postal code rule [ref: swatch-order#validation], with its fixed messages: US 'ZIP Code must contain 5
 * digits.', Canada 'The Postal Code field is invalid'. The form gives no separate empty message,
 * so empty gets the same text.
 */
export function validateSwatchPostalCode(value: string, site: Site): string | null {
  if (isValidPostalCode(value, site)) return null;
  return site === 'CA'
    ? swatchesMessage('swatchPostalCodeInvalid', 'The Postal Code field is invalid')
    : swatchesMessage('swatchZipInvalid', 'ZIP Code must contain 5 digits.');
}

/** The values of the free swatch order form ([ref: swatch-order#data] Address form, the fields [ref: swatch-order#validation] checks). */
export interface SwatchOrderAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
  dayPhone: string;
  emailAddress: string;
}

/** [ref: swatch-order#validation]: the State (US) or Province (Canada) dropdown's options. */
export function swatchOrderStates(site: Site): readonly SelectOption[] {
  return site === 'CA' ? CANADIAN_PROVINCES : usStates();
}

/**
 * [ref: swatch-order#validation] (required dropdown) and [ref: swatch-order#errors] ('{Country|State|Province} is invalid.'): `null` when the
 * value is one of the site's states or provinces, else 'State is invalid.' / 'Province is invalid.'.
 */
export function validateSwatchState(value: string, site: Site): string | null {
  const known = typeof value === 'string' && swatchOrderStates(site).some((option) => option.code === value.trim());
  return known ? null : selectError(site === 'CA' ? 'Province' : 'State');
}

/**
 * Every rule of the free swatch order form [ref: swatch-order#validation], in the order of the form, for
 * `validateFields(values, swatchOrderRules(site))`. Address 2 is optional.
 */
export function swatchOrderRules(site: Site): FieldRules<SwatchOrderAddress> {
  return {
    firstName: validateSwatchFirstName,
    lastName: validateSwatchLastName,
    address1: validateAddress1,
    address2: validateAddress2,
    city: validateCity,
    state: (value) => validateSwatchState(value, site),
    postalCode: (value) => validateSwatchPostalCode(value, site),
    dayPhone: validatePhone,
    emailAddress: (value) => validateEmail(value),
  };
}
