import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/mock-api';
import island from './island';

setupMockApi();
const TITLE = "See What's Available Soonest";

describe('quick-ship island', () => {
  it('mounts from server markup and opens its panel', async () => {
    document.body.innerHTML = `<div data-props='{"sku":410100}'><p>Ready-made versions ship sooner.</p></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    await userEvent.setup().click(screen.getByRole('button', { name: TITLE }));
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it.each([
    ['{}', 'sku'],
    ['{"sku":"410100","isRollup":1}', 'isRollup'],
    ['{"sku":"410100","quickShip":{"availableItems":"none"}}', 'quickShip.availableItems'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'><p>Ready-made versions ship sooner.</p></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "quick-ship" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<p>Ready-made versions ship sooner.</p>');
  });
});
