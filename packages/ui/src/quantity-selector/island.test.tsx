import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import island from './island';

describe('quantity-selector island', () => {
  it('starts at the server value and then follows the shopper', async () => {
    document.body.innerHTML = `<form><div data-props='{"value":2,"name":"qty"}'><input name="qty" value="2"></div></form>`;
    act(() => void island.mount(document.querySelector('div')!));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveValue('4');
    expect(input).toHaveAttribute('aria-valuenow', '4');
    expect(new FormData(document.querySelector('form')!).getAll('qty')).toEqual(['4']);
  });

  it('names the island and field for a value of the wrong type', () => {
    document.body.innerHTML = `<div data-props='{"value":"two"}'>fallback</div>`;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      expect(island.mount(document.querySelector('div')!)).toBeNull();
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/island "quantity-selector".*field "value"/);
  });
});
