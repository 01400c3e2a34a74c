import { seedCartLine } from '@hearth/mock-api';
import { setupMockServer } from '@hearth/mock-api/testing';
import { dispatchCartUpdated, type IslandHandle, type IslandModule } from '@hearth/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cartIsland from './island';
import cartCountIsland from '../cart-count/island';

/** The `cart` and `cart-count` islands from server markup [ref: script-tag#attributes-and-windowhearth]: good props mount, bad ones never break the page. */
setupMockServer();

/**
 * Islands this file mounted, unmounted after each test: an island left mounted goes on loading
 * and rendering into the next test (seen in a shuffled order: a cart's refusals logged in a
 * cart-count test's console spy).
 */
const mounted: IslandHandle[] = [];
const mount = (island: IslandModule, el: Element) => {
  const handle = island.mount(el as HTMLElement);
  if (handle) mounted.push(handle);
  return handle;
};
afterEach(() => {
  act(() => mounted.splice(0).forEach((handle) => handle.unmount()));
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const FALLBACK = '<p>Your cart</p>';

describe('cart island', () => {
  it('mounts from server markup without cartData and fetches the cart', async () => {
    seedCartLine('200101');
    document.body.innerHTML = `<div data-props='{}'>${FALLBACK}</div>`;
    act(() => void mount(cartIsland, document.querySelector('div')!));
    expect(await screen.findByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' })).toBeInTheDocument();
  });

  it.each([
    ['{"cartData":{"lineItems":"none"}}', 'cartData.lineItems'],
    ['{"cartData":{"lineItems":[{"id":1,"sku":"200101","qty":"two"}]}}', 'cartData.lineItems.0.qty'],
    ['{"locationId":{"id":101}}', 'locationId'],
    ['{"continueShoppingUrl":7}', 'continueShoppingUrl'],
  ])('keeps the server HTML and names the field for %s', (props, field) => {
    document.body.innerHTML = `<div data-props='${props}'>${FALLBACK}</div><div id="other">intact</div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(mount(cartIsland, document.querySelector('div')!)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain(`island "cart" has invalid props: field "${field}"`);
    expect(document.querySelector('div')!.innerHTML).toBe(FALLBACK);
    expect(document.getElementById('other')!.textContent).toBe('intact');
  });
});

describe('cart island: server-supplied addresses', () => {
  it('an empty cart with continueShoppingUrl "javascript:…": Continue Shopping goes to /, one console.error naming the field', async () => {
    const props = JSON.stringify({ cartData: { lineItems: [] }, continueShoppingUrl: 'javascript:alert(1)' });
    document.body.innerHTML = `<div data-props='${props}'>${FALLBACK}</div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => void mount(cartIsland, document.querySelector('div')!));
    expect(await screen.findByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('hearth: island "cart" refused field "continueShoppingUrl"');
  });

  it('a javascript: line url in the cartData props: the name is text, one console.error naming the field', () => {
    const line = { id: 1, sku: '200101', qty: 1, name: 'Linen Throw Pillow 20"', url: 'javascript:alert(1)' };
    document.body.innerHTML = `<div data-props='${JSON.stringify({ cartData: { lineItems: [line] } })}'>${FALLBACK}</div>`;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => void mount(cartIsland, document.querySelector('div')!));
    const heading = screen.getByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' });
    expect(heading.querySelector('a')).toBeNull();
    const refusals = error.mock.calls.filter(([m]) =>
      String(m).startsWith('hearth: island "cart" refused field "lineItems.url"'),
    );
    expect(refusals).toHaveLength(1);
  });
});

describe('cart-count island', () => {
  it('shows the server count, then follows hearth:cart-updated', () => {
    document.body.innerHTML = `<span data-props='{"count":2}'>2</span>`;
    act(() => void mount(cartCountIsland, document.querySelector('span')!));
    expect(screen.getByText('2 items in cart')).toHaveAttribute('aria-live', 'polite');
    act(() => dispatchCartUpdated(5));
    expect(screen.getByText('5 items in cart')).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    ['{"count":"two"}', 'count'],
    ['{"count":-1}', 'count'],
    ['{"count":2.5}', 'count'],
    ['{"count":1e12}', 'count'], // an absurd count is a page bug, not a count
    ['{"count":10000}', 'count'], // MAX_CART_COUNT is 9999
  ])(
    'keeps the server HTML and names the field for %s (once its schema has loaded to say why)',
    async (props, field) => {
      document.body.innerHTML = `<span data-props='${props}'>2</span>`;
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(mount(cartCountIsland, document.querySelector('span')!)).toBeNull();
      await vi.waitFor(() => expect(error).toHaveBeenCalled(), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain(`island "cart-count" has invalid props: field "${field}"`);
      expect(document.querySelector('span')!.innerHTML).toBe('2');
    },
  );
});
