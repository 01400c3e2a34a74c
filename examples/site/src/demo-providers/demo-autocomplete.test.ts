import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADDRESSES, matchAddresses } from './demo-addresses.js';
import { createDemoAutocomplete } from './demo-autocomplete.js';

afterEach(() => {
  document.body.replaceChildren();
});

const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const key = (input: HTMLInputElement, name: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('the demo autocomplete (local fake)', () => {
  it('matches demo addresses of the country by every word typed', () => {
    expect(matchAddresses('us', 'techny')).toEqual([DEMO_ADDRESSES.us[0]]);
    expect(matchAddresses('us', 'northbrook rd')).toHaveLength(2);
    expect(matchAddresses('ca', 'techny')).toEqual([]);
    expect(matchAddresses('us', 't')).toEqual([]);
  });

  it('is a combobox with a listbox appended to the body; Arrow keys and Enter pick; detach cleans up', async () => {
    const adapter = createDemoAutocomplete();
    const input = document.body.appendChild(document.createElement('input'));
    const onPlace = vi.fn();
    const detach = await adapter.attach(input, { country: 'us', onPlace });
    const [list] = adapter.dropdowns();
    expect(list?.parentElement).toBe(document.body);
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input).toHaveAttribute('aria-controls', list?.id);
    type(input, 'northbrook');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(list?.querySelectorAll('[role="option"]')).toHaveLength(2);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(`${list?.id}-1`);
    key(input, 'Enter');
    expect(onPlace).toHaveBeenCalledWith(DEMO_ADDRESSES.us[1]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    type(input, 'chicago');
    (list?.querySelector('[role="option"]') as HTMLElement).click();
    expect(onPlace).toHaveBeenLastCalledWith(DEMO_ADDRESSES.us[2]);
    detach();
    expect(input).not.toHaveAttribute('role');
    expect(list?.isConnected).toBe(false);
    expect(adapter.dropdowns()).toEqual([]);
  });

  it('Escape closes only the list', async () => {
    const adapter = createDemoAutocomplete();
    const input = document.body.appendChild(document.createElement('input'));
    await adapter.attach(input, { country: 'ca', onPlace: () => {} });
    type(input, 'toronto');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    input.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
