import { Field, TextField } from '@hearth/ui';
import { ADDRESS_MAX_LENGTH, CITY_MAX_LENGTH, EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@hearth/commerce';
import { checkoutMessage } from '../../wording';
import { CHECKOUT_NAME_MAX_LENGTH } from './address-logic';
import type { AddressForm as Form } from './use-address-form';

/** The address fields ([ref: checkout#data] Address): each labelled, its error tied to it, browser autofill named. */
export function AddressFields({ form, announce = false }: { form: Form; announce?: boolean }) {
  const text = (
    name: 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'postalCode' | 'dayPhone' | 'emailAddress',
    label: string,
    extra: Record<string, unknown>,
  ) => {
    const { ref, ...props } = form.fieldProps(name);
    return <TextField {...props} {...extra} ref={ref} label={label} error={form.errorOf(name)} announce={announce} />;
  };
  const select = (
    name: 'country' | 'state',
    label: string,
    options: ReadonlyArray<{ code: string; name: string }>,
    autoComplete: string,
  ) => {
    const { ref, ...props } = form.fieldProps(name);
    return (
      <Field label={label} error={form.errorOf(name)} announce={announce}>
        {(aria) => (
          <select {...props} {...aria} ref={ref} autoComplete={autoComplete} className="hearth-field__input">
            <option value="">{checkoutMessage('selectPlaceholder', 'Please Select')}</option>
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  };
  return (
    <div className="hearth-address">
      {text('firstName', checkoutMessage('firstName', 'First Name'), {
        autoComplete: 'given-name',
        maxLength: CHECKOUT_NAME_MAX_LENGTH,
      })}
      {text('lastName', checkoutMessage('lastName', 'Last Name'), {
        autoComplete: 'family-name',
        maxLength: CHECKOUT_NAME_MAX_LENGTH,
      })}
      {text('address1', checkoutMessage('address1', 'Address 1'), {
        autoComplete: 'address-line1',
        maxLength: ADDRESS_MAX_LENGTH,
      })}
      {text('address2', checkoutMessage('address2', 'Address 2 (optional)'), {
        autoComplete: 'address-line2',
        maxLength: ADDRESS_MAX_LENGTH,
      })}
      {text('city', checkoutMessage('city', 'City'), { autoComplete: 'address-level2', maxLength: CITY_MAX_LENGTH })}
      {select('country', checkoutMessage('country', 'Country'), form.countries, 'country')}
      {form.region ? select('state', form.regionLabel, form.region.options, 'address-level1') : null}
      {text('postalCode', form.postal.label, { autoComplete: 'postal-code', maxLength: form.postal.maxLength })}
      {text('dayPhone', checkoutMessage('phone', 'Phone'), {
        autoComplete: 'tel',
        type: 'tel',
        inputMode: 'tel',
        maxLength: PHONE_MAX_LENGTH,
      })}
      {text('emailAddress', checkoutMessage('email', 'Email Address'), {
        autoComplete: 'email',
        type: 'email',
        maxLength: EMAIL_MAX_LENGTH,
      })}
    </div>
  );
}
