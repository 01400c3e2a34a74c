// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FORM_FIELDS,
  applyPrefill,
  applySuggestion,
  firstInvalidField,
  formErrors,
  initialFormValues,
  orderRequest,
  suggestionText,
  type OrderFormValues,
} from './order-form-logic';

const filled: OrderFormValues = {
  ...initialFormValues(),
  firstName: '  Jordan ',
  lastName: ' Avery',
  address1: ' 12 Main St ',
  address2: ' Apt 4 ',
  city: ' Northbrook ',
  state: 'IL',
  postalCode: ' 60062 ',
  dayPhone: ' 312-456-7890 ',
  emailAddress: ' demo@hearth.test ',
};

describe('the form [ref: swatch-order#rules, #validation]', () => {
  it('starts empty with sign-up checked and the Canada sign-up flag off', () => {
    const values = initialFormValues();
    expect(values.signUp).toBe(true);
    expect(values.canadaEmailSignup).toBe(false);
    expect(values.useAddressAsEntered).toBe(false);
    expect(FORM_FIELDS.map((field) => values[field])).toEqual(Array(9).fill(''));
  });

  it("prefills a known customer's name and email [ref: swatch-order#roles], never over what was typed", () => {
    expect(
      initialFormValues({ firstName: 'Jordan', lastName: 'Avery', emailAddress: 'demo@hearth.test' }),
    ).toMatchObject({
      firstName: 'Jordan',
      lastName: 'Avery',
      emailAddress: 'demo@hearth.test',
    });
    const typed = { ...initialFormValues(), firstName: 'Sam' };
    expect(applyPrefill(typed, { firstName: 'Jordan', lastName: 'Avery' })).toMatchObject({
      firstName: 'Sam',
      lastName: 'Avery',
    });
  });

  it('focus goes to the first invalid field in the order of the form', () => {
    const errors = formErrors({ ...filled, city: '', dayPhone: '555' }, 'US');
    expect(firstInvalidField(errors)).toBe('city');
    expect(firstInvalidField(formErrors(initialFormValues(), 'US'))).toBe('firstName');
    expect(firstInvalidField(formErrors(filled, 'US'))).toBeUndefined();
  });

  it("uses the form's rules: a name the checkout refuses passes here; the Canadian site checks postal code and province", () => {
    expect(formErrors({ ...filled, firstName: "O''Neil" }, 'US')).toEqual({});
    expect(formErrors(filled, 'CA')).toEqual({
      state: 'Province is invalid.',
      postalCode: 'The Postal Code field is invalid',
    });
  });

  it('sends the spec field names with every value trimmed [ref: swatch-order#validation, #calls]', () => {
    expect(
      orderRequest({ ...filled, signUp: false, useAddressAsEntered: true }, ' 410100 ', ['10304', '30000', 'A7']),
    ).toEqual({
      Sku: '410100',
      FirstName: 'Jordan',
      LastName: 'Avery',
      Address1: '12 Main St',
      Address2: 'Apt 4',
      City: 'Northbrook',
      State: 'IL',
      PostalCode: '60062',
      DayPhone: '312-456-7890',
      EmailAddress: 'demo@hearth.test',
      swatch: [10304, 30000, 'A7'],
      UseAddressAsEntered: true,
      CanadaEmailSignup: false,
      SignUp: false,
    });
  });
});

describe('address suggestions [ref: swatch-order#rules, #errors]', () => {
  it('picking one fills city, state and ZIP', () => {
    const picked = applySuggestion(
      { ...filled, useAddressAsEntered: true },
      { City: 'Northbrook', State: 'IL', ZipCode: '60062' },
    );
    expect(picked).toMatchObject({
      city: 'Northbrook',
      state: 'IL',
      postalCode: '60062',
      useAddressAsEntered: false,
      address1: filled.address1,
    });
  });

  it('reads as City, State ZIP', () => {
    expect(suggestionText({ City: 'Northbrook', State: 'IL', ZipCode: '60062' })).toBe('Northbrook, IL 60062');
    expect(suggestionText({ City: 'Toronto', State: 'ON', ZipCode: 'M5V 2A8' })).toBe('Toronto, ON M5V 2A8');
    expect(suggestionText({ State: 'IL', ZipCode: '60062' })).toBe('IL 60062');
  });
});
