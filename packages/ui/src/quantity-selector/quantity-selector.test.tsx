import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { create } from 'superstruct';
import { QuantitySelector } from './quantity-selector';
import { QuantitySelectorPropsSchema } from './props-schema';

const setup = (props: Parameters<typeof QuantitySelector>[0] = {}) => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<QuantitySelector onChange={onChange} {...props} />);
  return {
    user,
    onChange,
    input: screen.getByRole('spinbutton', { name: props.label ?? 'Quantity' }) as HTMLInputElement,
    minus: screen.getByRole('button', { name: 'Decrease quantity' }),
    plus: screen.getByRole('button', { name: 'Increase quantity' }),
  };
};

describe('QuantitySelector', () => {
  it('is a spinbutton with its bounds and value', () => {
    const { input } = setup({ defaultValue: 3 });
    expect(input).toHaveValue('3');
    expect(input).toHaveAttribute('aria-valuenow', '3');
    expect(input).toHaveAttribute('aria-valuemin', '1');
    expect(input).toHaveAttribute('aria-valuemax', '99');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('steps with the buttons and reports each value', async () => {
    const { user, input, plus, minus, onChange } = setup({ defaultValue: 5 });
    await user.click(plus);
    expect(input).toHaveValue('6');
    await user.click(minus);
    await user.click(minus);
    expect(input).toHaveValue('4');
    expect(onChange.mock.calls).toEqual([[6], [5], [4]]);
  });

  it('wraps to 1 when stepping past 99 [ref: quantity-selector#validation]', async () => {
    const { user, input, plus } = setup({ defaultValue: 99 });
    expect(plus).toBeEnabled(); // no button used yet
    await user.click(plus);
    expect(input).toHaveValue('1');
  });

  it('disables minus at 1 and plus at 99 once a button has been used', async () => {
    const { user, minus, plus } = setup({ defaultValue: 2 });
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();
  });

  it('disables plus at 99 once a button has been used', async () => {
    const { user, plus } = setup({ defaultValue: 98 });
    await user.click(plus);
    expect(plus).toBeDisabled();
  });

  it('ignores typed values out of range and non-digits', async () => {
    const { user, input } = setup({ defaultValue: 5 });
    await user.clear(input);
    await user.type(input, '100');
    expect(input).toHaveValue('10');
    await user.type(input, 'x');
    expect(input).toHaveValue('10');
    await user.clear(input);
    await user.type(input, '0');
    expect(input).toHaveValue('');
  });

  it('resets an empty field to 1 on blur', async () => {
    const { user, input, onChange } = setup({ defaultValue: 7 });
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('follows the spinbutton keyboard pattern', async () => {
    const { user, input } = setup({ defaultValue: 98 });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('99');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('1');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveValue('1');
    await user.keyboard('{End}');
    expect(input).toHaveValue('99');
    await user.keyboard('{Home}');
    expect(input).toHaveValue('1');
    await user.keyboard('{PageUp}');
    expect(input).toHaveValue('11');
  });

  it('keeps the buttons out of the tab order', () => {
    const { minus, plus } = setup();
    expect(minus).toHaveAttribute('tabindex', '-1');
    expect(plus).toHaveAttribute('tabindex', '-1');
  });

  it('submits its value with a legacy form through the named input', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <QuantitySelector name="qty" defaultValue={2} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const data = new FormData(container.querySelector('form')!);
    expect(data.get('qty')).toBe('3');
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState(4);
      return (
        <>
          <QuantitySelector value={value} onChange={setValue} />
          <button onClick={() => setValue(20)}>set</button>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('20');
  });

  it('while busy, ignores presses, keys, typing and autofill, and stays focusable', async () => {
    const { user, input, plus, minus, onChange } = setup({ defaultValue: 3, busy: true });
    expect(input).toHaveAttribute('aria-disabled', 'true');
    expect(input).toHaveAttribute('readonly');
    expect(input).not.toBeDisabled();
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    await user.click(minus);
    input.focus();
    await user.keyboard('{ArrowUp}{PageUp}{End}');
    await user.type(input, '5');
    fireEvent.input(input, { target: { value: '7' } }); // autofill: no key, no read-only check
    expect(input).toHaveValue('3');
    expect(input).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows its value again when a send ends: a change the parent did not take does not stay', async () => {
    let finish = () => {};
    function Refusing() {
      const [busy, setBusy] = useState(false);
      finish = () => setBusy(false);
      // the parent sends the change and keeps its value (the server refused it)
      return <QuantitySelector value={4} busy={busy} onChange={() => setBusy(true)} />;
    }
    const user = userEvent.setup();
    render(<Refusing />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByRole('spinbutton')).toHaveValue('5');
    act(() => finish());
    expect(screen.getByRole('spinbutton')).toHaveValue('4');
  });

  it('is fully disabled with disabled', () => {
    const { input, minus, plus } = setup({ disabled: true });
    expect(input).toBeDisabled();
    expect(minus).toBeDisabled();
    expect(plus).toBeDisabled();
  });
});

describe('QuantitySelectorPropsSchema', () => {
  it('tolerates extra fields; without a value the stepper starts at 1', () => {
    expect(create({ name: 'q', extra: true }, QuantitySelectorPropsSchema)).toMatchObject({ name: 'q' });
    expect(create({ value: 1 }, QuantitySelectorPropsSchema)).toMatchObject({ value: 1 });
    expect(create({ value: 99, name: 'x'.repeat(200) }, QuantitySelectorPropsSchema)).toMatchObject({ value: 99 });
    render(<QuantitySelector defaultValue={create({}, QuantitySelectorPropsSchema).value} />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  });
  it.each([
    [{ value: 'two' }],
    [{ value: 0 }],
    [{ value: 100 }],
    [{ value: 1.5 }],
    [{ name: 3 }],
    [{ name: '' }],
    [{ name: 'x'.repeat(201) }],
  ])('refuses %j', (props) => {
    expect(() => create(props, QuantitySelectorPropsSchema)).toThrow();
  });
});
