/** Shipping addresses [ref: checkout#rules, #validation, #limits]: the form's values, lists, rules and defaults. */
import { type Site } from '@hearth/core';
import {
  CANADIAN_PROVINCES,
  FIRST_NAME_MESSAGES,
  LAST_NAME_MESSAGES,
  countryList,
  postalCodeLabel,
  selectError,
  usStates,
  validateAddress1,
  validateAddress2,
  validateCity,
  validateEmail,
  validateFields,
  validateName,
  validatePhone,
  validatePostalCode,
  type FieldErrors,
  type PostalCodeMessages,
  type SelectKind,
  type SelectOption,
  type UsStatesOptions,
} from '@hearth/commerce';
import { checkoutMessage, formatText } from '../../wording';
import type { AddressSuggestion } from './schema';
import type { Address } from './schema-shipping';

/** The address form's fields, as strings. */
export interface AddressValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  country: string;
  state: string;
  postalCode: string;
  dayPhone: string;
  emailAddress: string;
}

/** The order the fields are shown and checked in. */
export const ADDRESS_FIELDS: readonly (keyof AddressValues)[] = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'country',
  'state',
  'postalCode',
  'dayPhone',
  'emailAddress',
];

/**
 * Longest first or last name. The storefront gives no limit for checkout names (the 20 of
 * [ref: swatch-order#validation] is the free swatch form's); 30 matches the address lines.
 */
export const CHECKOUT_NAME_MAX_LENGTH = 30;

/** Options of the lists: the countries the server sends, and whether the US list keeps territories and military codes. */
export interface AddressListOptions extends UsStatesOptions {
  countries?: readonly SelectOption[] | undefined;
}

/** The site's own country, the form's default. */
export function homeCountry(site: Site): string {
  return site === 'CA' ? 'CAN' : 'USA';
}

/** [ref: checkout#validation]: the site's country list (no Canada on the US site, no USA on the Canadian one). */
export function countryOptions(site: Site, options: AddressListOptions = {}): SelectOption[] {
  return countryList(site, options.countries ?? undefined);
}

/** The region list of a country: US states (territories and military codes optional), the 13 provinces, else none. */
export function regionOf(
  country: string,
  options: AddressListOptions = {},
): { kind: SelectKind; options: SelectOption[] } | null {
  const code = country.toUpperCase();
  if (code === 'USA' || code === 'US') return { kind: 'State', options: usStates(options) };
  if (code === 'CAN' || code === 'CA') return { kind: 'Province', options: [...CANADIAN_PROVINCES] };
  return null;
}

/** The postal code rules of a country, when it has some (US ZIP, Canadian postal code). */
function postalSiteOf(country: string): Site | null {
  const code = country.toUpperCase();
  if (code === 'USA' || code === 'US') return 'US';
  if (code === 'CAN' || code === 'CA') return 'CA';
  return null;
}

/** 'The {label} field is required.' / '… is invalid.' for a field of the form. */
const fieldMessage = (template: string, label: string) => formatText(template, [label]);
const fieldRequired = () => checkoutMessage('fieldRequired', 'The {0} field is required.');
const fieldInvalid = () => checkoutMessage('fieldInvalid', 'The {0} field is invalid.');

/**
 * [ref: checkout#validation]: the server-supplied `missingPostalCode` and `postalCodeValidationError` messages, else
 * Hearth's defaults for the site ('ZIP Code' / 'Postal Code').
 */
export function postalCodeMessages(site: Site, server: Readonly<Record<string, string>> = {}): PostalCodeMessages {
  const own = (key: string) =>
    Object.hasOwn(server, key) && typeof server[key] === 'string' && server[key] ? server[key] : undefined;
  return {
    missingPostalCode: own('missingPostalCode') ?? fieldMessage(fieldRequired(), postalCodeLabel(site)),
    postalCodeValidationError: own('postalCodeValidationError') ?? fieldMessage(fieldInvalid(), postalCodeLabel(site)),
  };
}

/** The form's values for an address (or an empty form in the site's country). */
export function addressValues(address: Address | null | undefined, site: Site): AddressValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    firstName: text(address?.firstName),
    lastName: text(address?.lastName),
    address1: text(address?.address1),
    address2: text(address?.address2),
    city: text(address?.city),
    country: text(address?.country) || homeCountry(site),
    state: text(address?.state),
    postalCode: text(address?.postalCode),
    dayPhone: text(address?.dayPhone),
    emailAddress: text(address?.emailAddress),
  };
}

/**
 * Checks the address form ([ref: checkout#validation] and the core validators): names, address lines and city,
 * country and region from their lists ('{Country|State|Province} is invalid.'), the postal code
 * by its country with the server's messages (`{0}` is the value), phone and email.
 */
export function validateAddressValues(
  values: AddressValues,
  site: Site,
  serverMessages: Readonly<Record<string, string>> = {},
  options: AddressListOptions = {},
): FieldErrors<AddressValues> {
  const messages = postalCodeMessages(site, serverMessages);
  return validateFields(values, {
    firstName: (v) => validateName(v, FIRST_NAME_MESSAGES, CHECKOUT_NAME_MAX_LENGTH),
    lastName: (v) => validateName(v, LAST_NAME_MESSAGES, CHECKOUT_NAME_MAX_LENGTH),
    address1: validateAddress1,
    address2: validateAddress2,
    city: validateCity,
    country: (v) => (countryOptions(site, options).some((c) => c.code === v) ? null : selectError('Country')),
    state: (v, all) => {
      const region = regionOf(all.country, options);
      return !region || region.options.some((o) => o.code === v) ? null : selectError(region.kind);
    },
    postalCode: (v, all) => {
      const rules = postalSiteOf(all.country);
      if (rules) return validatePostalCode(v, rules, messages);
      return v.trim() === '' ? messages.missingPostalCode : null;
    },
    // the checkout's own words for these (the reference gives the checkout none), as the fields above
    dayPhone: (v) =>
      v.trim() === ''
        ? fieldMessage(fieldRequired(), checkoutMessage('phone', 'Phone'))
        : validatePhone(v) && fieldMessage(fieldInvalid(), checkoutMessage('phone', 'Phone')),
    emailAddress: (v) =>
      validateEmail(v, {
        requiredMessage: fieldMessage(fieldRequired(), checkoutMessage('email', 'Email Address')),
        message: fieldMessage(fieldInvalid(), checkoutMessage('email', 'Email Address')),
      }),
  });
}

/** The address to send: trimmed, the postal code upper-cased. */
export function toAddress(values: AddressValues, addressId?: string | number | null): Address {
  const address: Address = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    address3: '',
    city: values.city.trim(),
    country: values.country,
    state: values.state,
    postalCode: values.postalCode.trim().toUpperCase(),
    dayPhone: values.dayPhone.trim(),
    emailAddress: values.emailAddress.trim(),
  };
  if (addressId != null && addressId !== '') address.addressId = addressId;
  return address;
}

/** Whether an address has the lines it needs to ship to. */
export function isCompleteAddress(address: Address | null | undefined): address is Address {
  return Boolean(address?.address1 && address.city && address.postalCode);
}

/**
 * [ref: checkout#rules]: the shipping address defaults to the recipient's address if any, else the first saved
 * address; the saved address of the same id stands for the recipient's.
 */
export function defaultShippingAddress(
  recipientAddress: Address | null | undefined,
  saved: readonly Address[] = [],
): Address | null {
  if (isCompleteAddress(recipientAddress)) {
    const same = saved.find(
      (a) => a.addressId != null && String(a.addressId) === String(recipientAddress.addressId ?? ''),
    );
    return same ?? recipientAddress;
  }
  return saved[0] ?? null;
}

/** One line for an address: 'Jordan Avery, 1250 Techny Rd, Northbrook, IL 60062'. */
export function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  return [name, address.address1, address.address2, address.city, region].filter(Boolean).join(', ');
}

/** [ref: checkout#limits]: Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee. */
export const REMOTE_STATES: readonly string[] = ['AK', 'HI', 'AS', 'FM', 'GU', 'MH', 'MP', 'PW', 'PR', 'VI'];

/** Whether an address is in Alaska, Hawaii or a U.S. territory [ref: checkout#limits]. */
export function isRemoteState(state: string | null | undefined): boolean {
  return typeof state === 'string' && REMOTE_STATES.includes(state.toUpperCase());
}

/** The address with a suggestion's city, state and ZIP. */
export function withSuggestion(address: Address, suggestion: AddressSuggestion): Address {
  return {
    ...address,
    city: suggestion.City || address.city,
    state: suggestion.State || address.state,
    postalCode: suggestion.ZipCode || address.postalCode,
  };
}
