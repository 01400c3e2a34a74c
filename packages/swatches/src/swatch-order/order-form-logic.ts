/**
 * The free swatch order form [ref: swatch-order#rules, #validation] as pure functions: its values and defaults, its errors
 * (the form's rules, and `@hearth/core`'s), the first invalid field, the request (values trimmed,
 * the storefront's field names) and what an address suggestion fills in.
 */
import { formatMessage, type Site } from '@hearth/core';
import { hasErrors, validateFields, type FieldErrors } from '@hearth/commerce';
import { swatchOrderRules, type SwatchOrderAddress } from './swatch-order-form';
import { swatchesMessage } from '../wording';
import type { AddressSuggestion } from './schema';

/** The form's values. */
export interface OrderFormValues extends SwatchOrderAddress {
  /** [ref: swatch-order#rules]: the marketing sign-up checkbox, checked by default. */
  signUp: boolean;
  /** [ref: swatch-order#rules]: the Canada email sign-up flag, false by default. */
  canadaEmailSignup: boolean;
  /** [ref: swatch-order#rules, #errors]: keep the address as entered after the address check. */
  useAddressAsEntered: boolean;
}

/** The text fields in the order of the form (where focus goes first). */
export const FORM_FIELDS = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'postalCode',
  'dayPhone',
  'emailAddress',
] as const satisfies ReadonlyArray<keyof SwatchOrderAddress>;
/** One text field of the form. */
export type FormField = (typeof FORM_FIELDS)[number];

/** [ref: swatch-order#roles]: what a known customer's data prefills. */
export interface OrderPrefill {
  firstName?: string | undefined;
  lastName?: string | undefined;
  emailAddress?: string | undefined;
}

/** [ref: swatch-order#rules]: empty fields, the name and email of a known customer, sign-up checked, Canada sign-up not. */
export function initialFormValues(prefill: OrderPrefill = {}, canadaEmailSignup = false): OrderFormValues {
  return {
    firstName: prefill.firstName ?? '',
    lastName: prefill.lastName ?? '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    postalCode: '',
    dayPhone: '',
    emailAddress: prefill.emailAddress ?? '',
    signUp: true,
    canadaEmailSignup,
    useAddressAsEntered: false,
  };
}

/** Fills the name and email from a known customer's data, where the shopper has typed nothing yet. */
export function applyPrefill(values: OrderFormValues, prefill: OrderPrefill): OrderFormValues {
  const keep = (field: 'firstName' | 'lastName' | 'emailAddress') => values[field] || prefill[field] || '';
  return { ...values, firstName: keep('firstName'), lastName: keep('lastName'), emailAddress: keep('emailAddress') };
}

/** [ref: swatch-order#validation]: each field's message, under the site's rules (ZIP or postal code, state or province). */
export function formErrors(values: SwatchOrderAddress, site: Site): FieldErrors<SwatchOrderAddress> {
  return validateFields(values, swatchOrderRules(site));
}

/** [ref: swatch-order#rules]: where focus goes after a submit with invalid data. */
export function firstInvalidField(errors: FieldErrors<SwatchOrderAddress>): FormField | undefined {
  return hasErrors(errors) ? FORM_FIELDS.find((field) => errors[field] !== undefined) : undefined;
}

/** [ref: swatch-order#calls]: the orderfreeswatchessubmit body. */
export interface OrderRequest {
  Sku: string;
  FirstName: string;
  LastName: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
  DayPhone: string;
  EmailAddress: string;
  /** The choice codes (numbers; a code that is not a number is sent as is) [ref: swatch-order#data]. */
  swatch: Array<number | string>;
  UseAddressAsEntered: boolean;
  CanadaEmailSignup: boolean;
  SignUp: boolean;
}

/** [ref: swatch-order#validation, #calls]: the request, every value trimmed. */
export function orderRequest(values: OrderFormValues, sku: string, codes: readonly string[]): OrderRequest {
  const t = (value: string) => value.trim();
  return {
    Sku: t(sku),
    FirstName: t(values.firstName),
    LastName: t(values.lastName),
    Address1: t(values.address1),
    Address2: t(values.address2),
    City: t(values.city),
    State: t(values.state),
    PostalCode: t(values.postalCode),
    DayPhone: t(values.dayPhone),
    EmailAddress: t(values.emailAddress),
    swatch: codes.map((code) => (/^\d{1,15}$/.test(code) ? Number(code) : code)),
    UseAddressAsEntered: values.useAddressAsEntered,
    CanadaEmailSignup: values.canadaEmailSignup,
    SignUp: values.signUp,
  };
}

/** [ref: swatch-order#rules]: picking a suggestion fills city, state and ZIP (the address as suggested, not as entered). */
export function applySuggestion(values: OrderFormValues, suggestion: AddressSuggestion): OrderFormValues {
  return {
    ...values,
    city: suggestion.City?.trim() || values.city,
    state: suggestion.State?.trim() || values.state,
    postalCode: suggestion.ZipCode?.trim() || values.postalCode,
    useAddressAsEntered: false,
  };
}

/** How a suggestion reads in the dropdown: 'Northbrook, IL 60062'. */
export function suggestionText(suggestion: AddressSuggestion): string {
  return formatMessage(swatchesMessage('suggestionText', '{City}, {State} {ZipCode}'), {
    City: suggestion.City ?? '',
    State: suggestion.State ?? '',
    ZipCode: suggestion.ZipCode ?? '',
  })
    .replace(/^[,\s]+|[,\s]+$/g, '')
    .replace(/\s+/g, ' ');
}
