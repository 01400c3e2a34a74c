import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/mock-api';
import island from './island';

setupMockApi();

describe('favorites island', () => {
  it('mounts from server markup, replacing the fallback, and opens its modal', async () => {
    document.body.innerHTML = `<div data-props='{"sku":300101}'><a href="/Favorites/">Favorites</a></div>`;
    act(() => void island.mount(document.querySelector('div')!));
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Add This Item to a List' })).toBeInTheDocument();
  });

  it.each([
    ['{}', 'sku'],
    ['{"sku":"300101","quantity":0}', 'quantity'],
    ['{"sku":"300101","favoritesSkus":[{"Item2":"x"}]}', 'favoritesSkus.0.Item1'],
    ['{"sku":"300101","hasGrouper":"yes"}', 'hasGrouper'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'><a href="/Favorites/">Favorites</a></div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(island.mount(document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "favorites" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe('<a href="/Favorites/">Favorites</a>');
  });
});
