import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '@hearth/core';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AddressFields } from './address-form';
import { useAddressForm, type UseAddressFormOptions } from './use-address-form';

const JORDAN = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  address2: '',
  address3: '',
  city: 'Northbrook',
  state: 'IL',
  postalCode: '60062',
  country: 'USA',
  dayPhone: '847-272-0142',
  emailAddress: 'jordan@example.com',
};

let sent: ReturnType<ReturnType<typeof useAddressForm>['submit']> = null;
function Form({ announce, ...options }: Partial<UseAddressFormOptions> & { announce?: boolean }) {
  const form = useAddressForm({ site: 'US' as Site, ...options });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent = form.submit();
      }}
    >
      <AddressFields form={form} {...(announce === undefined ? {} : { announce })} />
      <button type="submit">Send</button>
    </form>
  );
}
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const send = () => act(() => screen.getByRole('button', { name: 'Send' }).click());

/** The form with the server's `errors`, which the owner drops at the shopper's first edit; the `onEdit` spy. */
function renderWithServerErrors(errors: Record<string, string>) {
  const onEdit = vi.fn();
  function Server() {
    const [serverErrors, setServerErrors] = useState(errors);
    return (
      <Form
        initial={JORDAN}
        serverErrors={serverErrors}
        onEdit={() => {
          onEdit();
          setServerErrors({});
        }}
      />
    );
  }
  render(<Server />);
  return onEdit;
}

afterEach(() => {
  sent = null;
});

describe('the address fields name their autofill, kind and length [ref: checkout#limits]', () => {
  it('on the US site: ZIP Code of 5, State, each field its autocomplete token', () => {
    render(<Form />);
    const attrs = (name: string, el: HTMLElement = field(name)) => [
      el.getAttribute('autocomplete'),
      el.getAttribute('type'),
      el.getAttribute('maxlength'),
    ];
    expect(attrs('First Name')).toEqual(['given-name', 'text', '30']);
    expect(attrs('Last Name')).toEqual(['family-name', 'text', '30']);
    expect(attrs('Address 1')).toEqual(['address-line1', 'text', '30']);
    expect(attrs('Address 2 (optional)')).toEqual(['address-line2', 'text', '30']);
    expect(attrs('City')).toEqual(['address-level2', 'text', '28']);
    expect(attrs('ZIP Code')).toEqual(['postal-code', 'text', '5']);
    expect(attrs('Phone', screen.getByRole('textbox', { name: 'Phone' }))).toEqual(['tel', 'tel', '16']);
    expect(field('Phone')).toHaveAttribute('inputmode', 'tel');
    expect(attrs('Email Address')).toEqual(['email', 'email', '66']);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveAttribute('autocomplete', 'country');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('autocomplete', 'address-level1');
  });

  it("the lists take the text fields' styles, every field in the address grid (styles.css)", () => {
    const { container } = render(<Form />);
    const grid = container.querySelector('.hearth-address');
    for (const name of ['Country', 'State']) {
      const list = screen.getByRole('combobox', { name });
      expect(list.className).toBe(field('City').className);
      expect(list).toHaveClass('hearth-field__input');
      expect(grid).toContainElement(list);
    }
    expect(grid).toContainElement(field('First Name'));
    expect(grid).toContainElement(field('Email Address'));
  });

  it("on the Canadian site: 'Postal Code' of 7 and 'Province'", () => {
    render(<Form site="CA" />);
    expect(field('Postal Code')).toHaveAttribute('maxlength', '7');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
  });
});

describe("the address form's errors [ref: checkout#validation]", () => {
  it('a field shows its error once left, quietly; the others wait for the submit, which announces them and focuses the first', () => {
    const { rerender } = render(<Form />);
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    act(() => field('City').focus());
    act(() => field('City').blur());
    expect(field('City')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).toHaveAccessibleDescription('The City field is required.');
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    send();
    expect(sent).toBeNull();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute('aria-invalid', 'true');
    expect(field('First Name')).toHaveFocus();
    rerender(<Form announce />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The City field is required.');
  });

  it("the server's error shows on its field until the shopper edits, each edit told", async () => {
    const user = userEvent.setup();
    const onEdit = renderWithServerErrors({ city: 'We cannot ship to this city.' });
    expect(field('City')).toHaveAccessibleDescription('We cannot ship to this city.');
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    await user.type(field('City'), 's');
    expect(onEdit).toHaveBeenCalled();
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    send();
    expect(sent).toMatchObject({ city: 'Northbrooks', state: 'IL' });
  });

  it("a list picked again clears the server's error on it: the edit is told", () => {
    const onEdit = renderWithServerErrors({ state: 'We cannot ship there.' });
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toHaveAccessibleDescription('We cannot ship there.');
    fireEvent.change(state, { target: { value: 'WI' } });
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(state).not.toHaveAttribute('aria-invalid');
    expect(state).toHaveValue('WI');
  });

  it("the server's empty message for a field is none: the form's own error shows", () => {
    render(<Form serverErrors={{ city: '' }} />);
    send();
    expect(field('City')).toHaveAccessibleDescription('The City field is required.');
  });

  it('a new country takes a state of its own list: the one picked before is not sent', () => {
    render(<Form initial={JORDAN} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'MEX' } });
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    send();
    expect(sent).toMatchObject({ country: 'MEX', state: '', city: 'Northbrook' });
  });
});
