import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressFields } from './address-form';
import { useAddressForm } from './use-address-form';

const onEdit = vi.fn();
let sent: ReturnType<ReturnType<typeof useAddressForm>['submit']> = null;
function Form() {
  const form = useAddressForm({ site: 'US', onEdit });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        sent = form.submit();
      }}
    >
      <AddressFields form={form} />
      <button type="submit">Send</button>
    </form>
  );
}
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
/** What a browser's autofill does on some devices: the value changes, no input event. */
const fillSilently = (input: HTMLInputElement, value: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);

describe('the address form reads what autofill put in [ref: checkout#limits]', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => {
    vi.useRealTimers();
    onEdit.mockClear();
    sent = null;
  });

  it('every 250 ms: the value goes into the state, its error shows, the edit is told', () => {
    render(<Form />);
    fillSilently(field('City'), 'Northbrook');
    fillSilently(field('ZIP Code'), '6006');
    act(() => vi.advanceTimersByTime(249));
    expect(field('ZIP Code')).not.toHaveAttribute('aria-invalid');
    act(() => vi.advanceTimersByTime(1));
    expect(field('ZIP Code')).toHaveAccessibleDescription('The ZIP Code field is invalid.');
    expect([...document.querySelectorAll('[aria-invalid="true"]')].map((el) => el.getAttribute('name'))).toEqual([
      'postalCode',
    ]);
    expect(onEdit).toHaveBeenCalledTimes(1);
    fillSilently(field('ZIP Code'), '60062');
    act(() => vi.advanceTimersByTime(250));
    expect(field('ZIP Code')).not.toHaveAttribute('aria-invalid');
    // the state has them: a submit finds the other fields missing, not these
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(sent).toBeNull();
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    expect(field('ZIP Code')).not.toHaveAttribute('aria-invalid');
  });

  it('a submit before the next check reads the fields first: a whole address filled is sent, a bad field shows its error', () => {
    render(<Form />);
    const filled = {
      'First Name': 'Jordan',
      'Last Name': 'Lee',
      'Address 1': '1250 Techny Rd',
      City: 'Northbrook',
      'ZIP Code': '6006',
      Phone: '847-272-0142',
      'Email Address': 'jordan@example.com',
    };
    // browsers send a change event for a select they fill
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'IL' } });
    onEdit.mockClear();
    for (const [name, value] of Object.entries(filled)) fillSilently(field(name), value);
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(sent).toBeNull();
    expect(field('ZIP Code')).toHaveAccessibleDescription('The ZIP Code field is invalid.');
    expect([...document.querySelectorAll('[aria-invalid="true"]')].map((el) => el.getAttribute('name'))).toEqual([
      'postalCode',
    ]);
    expect(onEdit).toHaveBeenCalledTimes(1);
    fillSilently(field('ZIP Code'), '60062');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(sent).toMatchObject({ firstName: 'Jordan', city: 'Northbrook', state: 'IL', postalCode: '60062' });
  });

  it('a select the browser changes after filling the other fields silently keeps what they were given', () => {
    render(<Form />);
    fillSilently(field('City'), 'Northbrook');
    fillSilently(field('ZIP Code'), '60062');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'IL' } });
    expect(field('City').value).toBe('Northbrook');
    expect(field('ZIP Code').value).toBe('60062');
    act(() => screen.getByRole('button', { name: 'Send' }).click());
    expect(field('City')).not.toHaveAttribute('aria-invalid');
    expect(field('ZIP Code')).not.toHaveAttribute('aria-invalid');
  });

  it('nothing filled: nothing changes, no edit told', () => {
    render(<Form />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onEdit).not.toHaveBeenCalled();
    expect(field('City')).not.toHaveAttribute('aria-invalid');
  });
});

describe("the address form's lists", () => {
  it("'Please Select' is no choice: picked again, the list is empty and the form is not sent", () => {
    render(<Form />);
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    fireEvent.change(state, { target: { value: 'IL' } });
    expect(state).toHaveValue('IL');
    fireEvent.change(state, { target: { value: state.options[0]!.value } });
    expect(state.options[0]).toHaveTextContent('Please Select');
    expect(state).toHaveValue('');
    fireEvent.submit(state.form!);
    expect(sent).toBeNull();
    expect(state).toHaveAttribute('aria-invalid', 'true');
  });
});
