import { getClient, type HearthClient, type Site } from '@hearth/core';
import { useBusyAction } from '@hearth/ui';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { AddressPlace } from './address-autocomplete/autocomplete';
import {
  applyPrefill,
  applySuggestion,
  firstInvalidField,
  formErrors,
  initialFormValues,
  orderRequest,
  type FormField,
  type OrderFormValues,
  type OrderPrefill,
} from './order-form-logic';
import type { AddressSuggestion } from './schema';
import { reportOrder, sendOrder } from './submit-logic';
import type { SwatchOrderAddress } from './swatch-order-form';

/** Options of {@link useOrderForm}. */
export interface UseOrderFormOptions {
  site: Site;
  /** The product ([ref: swatch-order#calls] Sku); '' when the order is not for one. */
  sku: string;
  /** The chosen swatches' codes. */
  selected: readonly string[];
  /** Names of the swatches, for the analytics' products. */
  nameOf: (code: string) => string;
  /** Whether the swatches allow sending (one at least, one available, none NLA) [ref: swatch-order#validation]. */
  sendable: boolean;
  /** [ref: swatch-order#roles]: a known customer's name and email. */
  prefill: OrderPrefill;
  /** [ref: swatch-order#rules]: the Canada email sign-up flag. @default false */
  canadaEmailSignup?: boolean | undefined;
  /** Called on success with the order id (the modal closes, the thank-you opens). */
  onSuccess: (orderId: string) => void;
  /** Called before focus moves to the first invalid field (the bottom sheet opens). @default undefined */
  onInvalid?: (() => void) | undefined;
  /** The call client. @default getClient() */
  client?: Pick<HearthClient, 'post'> | undefined;
}

/** The address check's answer shown above the form [ref: swatch-order#errors]. */
export type AddressCheck = { kind: 'suggestions'; suggestions: AddressSuggestion[] } | { kind: 'unverified' } | null;

/** What {@link useOrderForm} returns. */
export interface OrderFormResult {
  values: OrderFormValues;
  errors: Partial<Record<keyof SwatchOrderAddress, string>>;
  submitted: boolean;
  busy: boolean;
  failure: string | undefined;
  check: AddressCheck;
  fieldProps: (field: FormField) => {
    name:
      | 'firstName'
      | 'lastName'
      | 'address1'
      | 'address2'
      | 'city'
      | 'state'
      | 'postalCode'
      | 'dayPhone'
      | 'emailAddress';
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    ref: (element: HTMLElement | null) => undefined;
  };
  addressTwoOpen: boolean;
  openAddressTwo: () => void;
  setSignUp: (checked: boolean) => void;
  setUseAddressAsEntered: (checked: boolean) => void;
  pickSuggestion: (choice: number | 'as-entered') => void;
  onPlace: (place: AddressPlace) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The free swatch order form [ref: swatch-order]: values (prefilled for a known customer),
 * errors shown only after a submit attempt with focus on the first invalid field, one request at
 * a time, then success, the address check (suggestions or not) or the server's message.
 */
export function useOrderForm(options: UseOrderFormOptions): OrderFormResult {
  const { site, prefill } = options;
  const [values, setValues] = useState<OrderFormValues>(() => initialFormValues(prefill, options.canadaEmailSignup));
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [check, setCheck] = useState<AddressCheck>(null);
  const [addressTwoOpen, setAddressTwoOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: FormField } | null>(null);
  const fields = useRef(new Map<FormField, HTMLElement | null>());
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => () => abort.current?.abort(), []);

  // [ref: swatch-order#roles]: the data that names a known customer may come after the form opened.
  const { firstName, lastName, emailAddress } = prefill;
  useEffect(() => {
    setValues((current) => applyPrefill(current, { firstName, lastName, emailAddress }));
  }, [firstName, lastName, emailAddress]);

  useEffect(() => {
    if (focusRequest) fields.current.get(focusRequest.field)?.focus();
  }, [focusRequest]);

  const errors = formErrors(values, site);
  const send = useBusyAction(async () => {
    const { sku, selected, nameOf, onSuccess, client } = latest.current;
    abort.current = new AbortController();
    const request = orderRequest(values, sku, selected);
    const outcome = await sendOrder(client ?? getClient(), request, abort.current.signal);
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'success') {
      onSuccess(outcome.orderId);
      void reportOrder(client ?? getClient(), {
        request,
        orderId: outcome.orderId,
        products: selected.map((code) => ({ code, name: nameOf(code) })),
      });
    } else if (outcome.kind === 'failed') {
      setFailure(outcome.message);
    } else {
      setCheck(outcome);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = firstInvalidField(errors);
    if (invalid) {
      latest.current.onInvalid?.();
      if (invalid === 'address2') setAddressTwoOpen(true);
      setFocusRequest({ field: invalid });
      return;
    }
    if (!latest.current.sendable || send.busy) return;
    setFailure(undefined);
    setCheck(null);
    void send.run();
  };

  const set = <K extends keyof OrderFormValues>(field: K, value: OrderFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** Props of a text field: its value, name, change handler and a ref for focus. */
  const fieldProps = (field: FormField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, event.target.value),
    ref: (element: HTMLElement | null) => void fields.current.set(field, element),
  });

  return {
    values,
    /** [ref: swatch-order#rules]: errors show only after a submit attempt. */
    errors: submitted ? errors : {},
    submitted,
    busy: send.busy,
    failure,
    check,
    fieldProps,
    addressTwoOpen,
    /** [ref: swatch-order#rules]: 'Add apt, suite or other' expands address line 2; focus goes into it. */
    openAddressTwo: () => {
      setAddressTwoOpen(true);
      setFocusRequest({ field: 'address2' });
    },
    setSignUp: (checked: boolean) => set('signUp', checked),
    setUseAddressAsEntered: (checked: boolean) => set('useAddressAsEntered', checked),
    /** [ref: swatch-order#rules, #errors]: a suggestion fills city, state and ZIP and clears the suggestions; 'as entered' keeps the address. */
    pickSuggestion: (choice: number | 'as-entered') => {
      if (check?.kind !== 'suggestions') return;
      if (choice === 'as-entered') set('useAddressAsEntered', true);
      else {
        const suggestion = check.suggestions[choice];
        if (!suggestion) return;
        setValues((current) => applySuggestion(current, suggestion));
      }
      setCheck(null);
    },
    /** The address autocomplete picked an address. */
    onPlace: (place: AddressPlace) =>
      setValues((current) => ({
        ...current,
        address1: place.address1 || current.address1,
        city: place.city || current.city,
        state: place.state || current.state,
        postalCode: place.postalCode || current.postalCode,
      })),
    onSubmit,
  };
}

/** What {@link useOrderForm} returns. */
export type OrderFormState = ReturnType<typeof useOrderForm>;
