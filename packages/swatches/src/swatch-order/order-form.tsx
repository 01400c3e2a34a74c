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
import { Button, Field, TextField, uiMessage } from '@hearth/ui';
import { useId, useState, type ReactNode } from 'react';
import { swatchOrderStates } from './swatch-order-form';
import { swatchesMessage } from '../wording';
import type { AddressAutocomplete } from './address-autocomplete/autocomplete';
import { AddressCheck } from './address-check';
import { BottomSheet } from './bottom-sheet';
import { useAddressAutocomplete } from './use-address-autocomplete';
import { useOrderForm, type UseOrderFormOptions } from './use-order-form';
import { PRIVACY_ROUTE } from '../constants';

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
        {text('firstName', swatchesMessage('firstNameLabel', 'First Name'), {
          maxLength: NAME_MAX_LENGTH,
          autoComplete: 'given-name',
          required: true,
        })}
        {text('lastName', swatchesMessage('lastNameLabel', 'Last Name'), {
          maxLength: NAME_MAX_LENGTH,
          autoComplete: 'family-name',
          required: true,
        })}
      </div>
      {text('address1', swatchesMessage('address1Label', 'Address 1'), {
        maxLength: ADDRESS_MAX_LENGTH,
        autoComplete: 'address-line1',
        required: true,
        onFocus: places.onFocus,
      })}
      {form.addressTwoOpen ? (
        text('address2', swatchesMessage('address2Label', 'Address 2'), {
          maxLength: ADDRESS_MAX_LENGTH,
          autoComplete: 'address-line2',
        })
      ) : (
        <p className="hearth-swatch-order__more">
          <Button variant="link" aria-expanded={false} onClick={form.openAddressTwo}>
            {swatchesMessage('addAddress2', 'Add apt, suite or other')}
          </Button>
        </p>
      )}
      {text('city', swatchesMessage('cityLabel', 'City'), {
        maxLength: CITY_MAX_LENGTH,
        autoComplete: 'address-level2',
        required: true,
      })}
      <div className="hearth-swatch-order__row">
        <StateField site={site} form={form} />
        {text('postalCode', postalCodeLabel(site), {
          maxLength: postalCodeMaxLength(site),
          autoComplete: 'postal-code',
          inputMode: site === 'CA' ? 'text' : 'numeric',
          required: true,
        })}
      </div>
      {text('dayPhone', swatchesMessage('phoneLabel', 'Phone Number'), {
        type: 'tel',
        maxLength: PHONE_MAX_LENGTH,
        autoComplete: 'tel',
        required: true,
      })}
      {text('emailAddress', swatchesMessage('emailLabel', 'Email Address'), {
        type: 'email',
        maxLength: EMAIL_MAX_LENGTH,
        autoComplete: 'email',
        required: true,
      })}
      <SignUpAndPrivacy form={form} />
    </>
  );
  const send = <SendButton status={status} busy={form.busy} disabled={!options.sendable} />;
  return (
    <form
      className="hearth-swatch-order__form"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby={sheet ? undefined : headingId}
    >
      {sheet ? (
        <BottomSheet
          title={swatchesMessage('shippingHeading', 'Ship My Free Swatches To')}
          expanded={expanded}
          onExpandedChange={setExpanded}
          footer={send}
        >
          {fields}
        </BottomSheet>
      ) : (
        <>
          <h3 id={headingId} className="hearth-swatch-order__heading">
            {swatchesMessage('shippingHeading', 'Ship My Free Swatches To')}
          </h3>
          {fields}
          {send}
        </>
      )}
    </form>
  );
}

/** The send button, with the order's status before it. */
function SendButton({ status, busy, disabled }: { status: ReactNode; busy: boolean; disabled: boolean }) {
  return (
    <div className="hearth-swatch-order__send">
      {status}
      <Button type="submit" busy={busy} busyLabel={swatchesMessage('sendBusy', 'Sending…')} disabled={disabled}>
        {swatchesMessage('sendButton', 'Send')}
      </Button>
    </div>
  );
}

/** The newsletter sign-up and the privacy policy's link, under the address. */
function SignUpAndPrivacy({ form }: { form: ReturnType<typeof useOrderForm> }) {
  return (
    <>
      <label className="hearth-checkbox hearth-swatch-order__sign-up">
        <input
          type="checkbox"
          name="signUp"
          checked={form.values.signUp}
          onChange={(event) => form.setSignUp(event.target.checked)}
        />
        {swatchesMessage('signUpLabel', 'Email me about new arrivals, exclusive offers and design ideas.')}
      </label>
      <p className="hearth-swatch-order__privacy">
        <a href={PRIVACY_ROUTE} target="_blank" rel="noopener">
          {swatchesMessage('privacyLink', 'Privacy Policy')}
          <span className="hearth-visually-hidden"> {uiMessage('newWindow', '(opens in a new window)')}</span>
        </a>
      </p>
    </>
  );
}

function StateField({ site, form }: { site: Site; form: ReturnType<typeof useOrderForm> }) {
  const { ref, ...select } = form.fieldProps('state');
  return (
    <Field
      label={site === 'CA' ? swatchesMessage('provinceLabel', 'Province') : swatchesMessage('stateLabel', 'State')}
      error={form.errors.state}
      announce={form.submitted}
    >
      {(props) => (
        <select {...props} {...select} ref={ref} required autoComplete="address-level1" className="hearth-field__input">
          <option value="">{swatchesMessage('selectPlaceholder', 'Please Select')}</option>
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
