import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import island from './island';

/** The island in a legacy form, as a server page has it; returns its field and the form's `qty`. */
function mountInForm(value = 2) {
  document.body.innerHTML = `<form><div data-props='{"value":${value},"name":"qty"}'><input name="qty" value="${value}"></div></form>`;
  act(() => void island.mount(document.querySelector('div')!));
  const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
  const submitted = () => new FormData(document.querySelector('form')!).getAll('qty');
  return { input, submitted };
}

/** Selects the field's whole text, as a shopper does before pasting over it. */
function selectAll(input: HTMLInputElement) {
  input.focus();
  input.setSelectionRange(0, input.value.length);
}

/**
 * A browser's autofill: the value is set natively (no framework sees the setter), then an input
 * event fires. `fireEvent.input` with a target value does exactly that.
 */
function autofill(input: HTMLInputElement, value: string) {
  act(() => void fireEvent.input(input, { target: { value } }));
}

describe('quantity-selector island', () => {
  it('starts at the server value and then follows the shopper', async () => {
    const { input, submitted } = mountInForm(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue('4');
    expect(input).toHaveAttribute('aria-valuenow', '4');
    expect(submitted()).toEqual(['4']);
  });

  it('two islands on a page each control their own field', async () => {
    document.body.innerHTML = `<div data-props='{"value":2,"label":"Sofa"}'></div><div data-props='{"value":5,"label":"Chair"}'></div>`;
    for (const el of document.querySelectorAll('div')) act(() => void island.mount(el));
    const [sofa, chair] = [
      screen.getByRole('spinbutton', { name: 'Sofa' }),
      screen.getByRole('spinbutton', { name: 'Chair' }),
    ];
    expect(sofa.id).not.toBe(chair.id);
    const [, chairPlus] = screen.getAllByRole('button', { name: 'Increase quantity' });
    expect(chairPlus).toHaveAttribute('aria-controls', chair.id);
    await userEvent.setup().click(chairPlus!);
    expect(chair).toHaveValue('6');
    expect(sofa).toHaveValue('2');
  });

  it('names the island and field for a value of the wrong type, as its schema words it, once that has loaded', async () => {
    document.body.innerHTML = `<div data-props='{"value":"two"}'>fallback</div>`;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      expect(island.mount(document.querySelector('div')!)).toBeNull();
      await vi.waitFor(() => expect(errors).toHaveLength(1), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toBe(
      'hearth: island "quantity-selector" has invalid props: field "value": Expected a whole quantity from 1 to 99, but received: "two". Its server HTML stays.',
    );
    expect(document.querySelector('div')!.textContent).toBe('fallback');
  });

  it('mounts with the props its rules accept, and only the fields it reads', () => {
    document.body.innerHTML = `<div data-props='{"value":3,"label":"Sofa","children":{"type":"img"}}'></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    expect(screen.getByRole('spinbutton', { name: 'Sofa' })).toHaveValue('3');
    expect(document.querySelector('img')).toBeNull();
  });
});

// [ref: quantity-selector#validation]: out-of-range values are ignored however they arrive. The field, which is what a legacy
// form submits, must keep the last accepted quantity: on preact/compat (the script-tag build) a
// rejected value does not change state, so nothing re-renders to put the old text back.
describe('quantity-selector island: what the form submits [ref: quantity-selector#validation]', () => {
  it.each(['0', 'abc', '-1', '2.5', '1e2'])('ignores a pasted %j over the quantity', async (text) => {
    const { input, submitted } = mountInForm(5);
    const user = userEvent.setup();
    selectAll(input);
    await user.paste(text);
    expect(input).toHaveValue('5');
    expect(input).toHaveAttribute('aria-valuenow', '5');
    expect(submitted()).toEqual(['5']);
  });

  it.each(['0', 'abc', '100', '00', ' 7'])('ignores an autofilled %j', (text) => {
    const { input, submitted } = mountInForm(5);
    autofill(input, text);
    expect(input).toHaveValue('5');
    expect(input).toHaveAttribute('aria-valuenow', '5');
    expect(submitted()).toEqual(['5']);
  });

  it('takes an autofilled quantity in range, shown as the number it is', () => {
    const { input, submitted } = mountInForm(5);
    autofill(input, '42');
    expect(input).toHaveValue('42');
    expect(input).toHaveAttribute('aria-valuenow', '42');
    // '07' is 7: the text changes though nothing else does
    autofill(input, '7');
    autofill(input, '07');
    expect(input).toHaveValue('7');
    expect(submitted()).toEqual(['7']);
  });

  it('ignores typed letters and a typed 0, and a third digit past 99', async () => {
    const { input, submitted } = mountInForm(5);
    const user = userEvent.setup();
    await user.type(input, 'x');
    expect(input).toHaveValue('5');
    await user.clear(input);
    await user.type(input, '0');
    expect(input).toHaveValue('');
    await user.type(input, 'ab');
    expect(input).toHaveValue('');
    await user.type(input, '100');
    expect(input).toHaveValue('10');
    expect(input).toHaveAttribute('aria-valuenow', '10');
    expect(submitted()).toEqual(['10']);
  });

  it('ignores a typed 100 over the whole value (the field holds two digits)', async () => {
    const { input, submitted } = mountInForm(5);
    const user = userEvent.setup();
    selectAll(input);
    await user.keyboard('100');
    expect(input).toHaveValue('10');
    expect(submitted()).toEqual(['10']);
  });

  it('an empty field resets to 1 on blur, so the form submits 1', async () => {
    const { input, submitted } = mountInForm(5);
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
    expect(submitted()).toEqual(['1']);
  });
});
