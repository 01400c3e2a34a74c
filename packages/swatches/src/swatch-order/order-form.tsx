import { type Site } from '@hearth/core';
import {
  ADDRESS_MAX_LENGTH,
  CITY_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  postalCodeLabel,
  postalCodeMaxLength,
} from '@hearth/commerce';
import { Button, Field, TextField } from '@hearth/ui';
import { useId, useState, type ReactNode } from 'react';
import { SELECT_PLACEHOLDER, swatchOrderStates } from './swatch-order-form';
import {
  ADD_ADDRESS_2,
  ADDRESS1_LABEL,
  ADDRESS2_LABEL,
  CITY_LABEL,
  EMAIL_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  NEW_WINDOW,
  PHONE_LABEL,
  PRIVACY_LINK,
  PRIVACY_ROUTE,
  PROVINCE_LABEL,
  SEND_BUSY,
  SEND_BUTTON,
  SHIPPING_HEADING,
  SIGN_UP_LABEL,
  STATE_LABEL,
} from '../messages';
import type { AddressAutocomplete } from './address-autocomplete/autocomplete';
import { AddressCheck } from './address-check';
import { BottomSheet } from './bottom-sheet';
import { useAddressAutocomplete } from './use-address-autocomplete';
import { useOrderForm, type UseOrderFormOptions } from './use-order-form';

/** Props of {@link OrderForm}. */
export interface OrderFormProps extends Omit<UseOrderFormOptions, 'onInvalid'> {
  /** [ref: swatch-order#screens]: the second brand's mobile layout puts the form in a bottom sheet. */
  sheet: boolean;
  /** The address autocomplete. @default the configuration's */
  autocomplete?: AddressAutocomplete | undefined;
  /** Shown above the Send button (the selection count). */
  status?: ReactNode;
}

/**
 * The shipping form of the order modal [ref: swatch-order#rules, #validation, #errors]: names, address (line 2 behind 'Add apt,
 * suite or other'), city, state or province, ZIP or postal code, phone, email, marketing sign-up
 * (checked), the address check's answer, the server's message, and Send.
 */
export function OrderForm({ sheet, autocomplete, status, ...options }: OrderFormProps) {
  const [expanded, setExpanded] = useState(false);
  const form = useOrderForm({ ...options, onInvalid: () => setExpanded(true) });
  const { site } = options;
  const { errors, submitted } = form;
  const places = useAddressAutocomplete({ site, adapter: autocomplete, onPlace: form.onPlace });
  const headingId = useId();
  const text = (field: Parameters<typeof form.fieldProps>[0], label: string, extra: Record<string, unknown>) => (
    <TextField label={label} error={errors[field]} announce={submitted} {...form.fieldProps(field)} {...extra} />
  );
  const fields = (
    <>
      {form.failure && (
        <p role="alert" className="hearth-form__error">
          {form.failure}
        </p>
      )}
      <AddressCheck
        check={form.check}
        useAddressAsEntered={form.values.useAddressAsEntered}
        onPick={form.pickSuggestion}
        onUseAsEntered={form.setUseAddressAsEntered}
      />
      <div className="hearth-swatch-order__row">
        {text('firstName', FIRST_NAME_LABEL, {
          maxLength: NAME_MAX_LENGTH,
          autoComplete: 'given-name',
          required: true,
        })}
        {text('lastName', LAST_NAME_LABEL, { maxLength: NAME_MAX_LENGTH, autoComplete: 'family-name', required: true })}
      </div>
      {text('address1', ADDRESS1_LABEL, {
        maxLength: ADDRESS_MAX_LENGTH,
        autoComplete: 'address-line1',
        required: true,
        onFocus: places.onFocus,
      })}
      {form.addressTwoOpen ? (
        text('address2', ADDRESS2_LABEL, { maxLength: ADDRESS_MAX_LENGTH, autoComplete: 'address-line2' })
      ) : (
        <p className="hearth-swatch-order__more">
          <Button variant="link" aria-expanded={false} onClick={form.openAddressTwo}>
            {ADD_ADDRESS_2}
          </Button>
        </p>
      )}
      {text('city', CITY_LABEL, { maxLength: CITY_MAX_LENGTH, autoComplete: 'address-level2', required: true })}
      <div className="hearth-swatch-order__row">
        <StateField site={site} form={form} />
        {text('postalCode', postalCodeLabel(site), {
          maxLength: postalCodeMaxLength(site),
          autoComplete: 'postal-code',
          inputMode: site === 'CA' ? 'text' : 'numeric',
          required: true,
        })}
      </div>
      {text('dayPhone', PHONE_LABEL, { type: 'tel', maxLength: PHONE_MAX_LENGTH, autoComplete: 'tel', required: true })}
      {text('emailAddress', EMAIL_LABEL, {
        type: 'email',
        maxLength: EMAIL_MAX_LENGTH,
        autoComplete: 'email',
        required: true,
      })}
      <label className="hearth-checkbox hearth-swatch-order__sign-up">
        <input
          type="checkbox"
          name="signUp"
          checked={form.values.signUp}
          onChange={(event) => form.setSignUp(event.target.checked)}
        />
        {SIGN_UP_LABEL}
      </label>
      <p className="hearth-swatch-order__privacy">
        <a href={PRIVACY_ROUTE} target="_blank" rel="noopener">
          {PRIVACY_LINK}
          <span className="hearth-visually-hidden"> {NEW_WINDOW}</span>
        </a>
      </p>
    </>
  );
  const send = (
    <div className="hearth-swatch-order__send">
      {status}
      <Button type="submit" busy={form.busy} busyLabel={SEND_BUSY} disabled={!options.sendable}>
        {SEND_BUTTON}
      </Button>
    </div>
  );
  return (
    <form
      className="hearth-swatch-order__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={sheet ? undefined : headingId}
    >
      {sheet ? (
        <BottomSheet title={SHIPPING_HEADING} expanded={expanded} onExpandedChange={setExpanded} footer={send}>
          {fields}
        </BottomSheet>
      ) : (
        <>
          <h3 id={headingId} className="hearth-swatch-order__heading">
            {SHIPPING_HEADING}
          </h3>
          {fields}
          {send}
        </>
      )}
    </form>
  );
}

function StateField({ site, form }: { site: Site; form: ReturnType<typeof useOrderForm> }) {
  const { ref, ...select } = form.fieldProps('state');
  return (
    <Field label={site === 'CA' ? PROVINCE_LABEL : STATE_LABEL} error={form.errors.state} announce={form.submitted}>
      {(props) => (
        <select {...props} {...select} ref={ref} required autoComplete="address-level1" className="hearth-field__input">
          <option value="">{SELECT_PLACEHOLDER}</option>
          {swatchOrderStates(site).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
