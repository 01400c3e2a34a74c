import { type Site } from '@hearth/core';
import { filledValues, postalCodeLabel, postalCodeMaxLength, useAutofillCheck } from '@hearth/commerce';
import { useRef, useState, type ChangeEvent } from 'react';
import { checkoutMessage } from '../../wording';
import {
  ADDRESS_FIELDS,
  addressValues,
  countryOptions,
  regionOf,
  toAddress,
  validateAddressValues,
  type AddressListOptions,
  type AddressValues,
} from './address-logic';
import type { Address } from './schema-shipping';

/** Options of {@link useAddressForm}. */
export interface UseAddressFormOptions {
  /** The address the form starts with. @default an empty form in the site's country */
  initial?: Address | null | undefined;
  site: Site;
  /** The server's message sets ([ref: checkout#validation] postal code messages). */
  messages?: Readonly<Record<string, string>> | undefined;
  lists?: AddressListOptions | undefined;
  /** The server's errors by field, shown until the field changes. */
  serverErrors?: Readonly<Record<string, string>> | undefined;
  /** Called on every edit (to forget the server's errors). */
  onEdit?: (() => void) | undefined;
}

/**
 * An address form's state [ref: checkout#validation]: values, errors shown once a field is left or the form is
 * submitted, the server's errors until the shopper edits, and the region list of the country.
 */
export function useAddressForm({
  initial,
  site,
  messages = {},
  lists = {},
  serverErrors = {},
  onEdit,
}: UseAddressFormOptions) {
  const [values, setValues] = useState<AddressValues>(() => addressValues(initial, site));
  const [touched, setTouched] = useState<ReadonlySet<keyof AddressValues>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef(new Map<keyof AddressValues, HTMLInputElement | HTMLSelectElement | null>());
  const errors = validateAddressValues(values, site, messages, lists);
  const region = regionOf(values.country, lists);

  // [ref: checkout#limits]: a field the browser filled without an input event is read in every
  // 250 ms, as if typed and left (its error shows), and on submit (a press within those 250 ms)
  const readFilled = (): AddressValues => {
    const filled = filledValues(inputs.current, values);
    if (!filled) return values;
    setValues((current) => ({ ...current, ...filled }));
    setTouched((current) => new Set([...current, ...(Object.keys(filled) as (keyof AddressValues)[])]));
    onEdit?.();
    return { ...values, ...filled };
  };
  useAutofillCheck(readFilled);

  const errorOf = (name: keyof AddressValues): string | undefined => {
    if (Object.hasOwn(serverErrors, name) && serverErrors[name]) return serverErrors[name];
    return submitted || touched.has(name) ? errors[name] : undefined;
  };

  const fieldProps = (name: keyof AddressValues) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => void inputs.current.set(name, element),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = event.target.value;
      // the other fields autofill filled silently first: this render would put their old values back
      readFilled();
      // a new country takes a state of its own list
      setValues((current) => ({ ...current, [name]: value, ...(name === 'country' && { state: '' }) }));
      onEdit?.();
    },
    onBlur: () => setTouched((current) => new Set(current).add(name)),
  });

  return {
    values,
    errorOf,
    fieldProps,
    submitted,
    countries: countryOptions(site, lists),
    region,
    /** [ref: checkout#limits]: 'ZIP Code' or 'Postal Code', length 5 or 7. */
    postal: { label: postalCodeLabel(site), maxLength: postalCodeMaxLength(site) },
    regionLabel:
      region?.kind === 'Province' ? checkoutMessage('province', 'Province') : checkoutMessage('state', 'State'),
    /** Shows every error; the address to send when there is none (focus goes to the first invalid field otherwise). */
    submit(addressId?: string | number | null): Address | null {
      setSubmitted(true);
      const current = readFilled();
      const found = current === values ? errors : validateAddressValues(current, site, messages, lists);
      const first = ADDRESS_FIELDS.find((name) => found[name]);
      if (!first) return toAddress(current, addressId);
      inputs.current.get(first)?.focus();
      return null;
    },
  };
}

/** What {@link useAddressForm} returns. */
export type AddressForm = ReturnType<typeof useAddressForm>;
