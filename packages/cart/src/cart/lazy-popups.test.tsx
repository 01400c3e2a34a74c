// The mock API stays the one the msw handlers use; only the cart's own modules are fresh.
import { demoConfig, getSession, setFault } from '@hearth/mock-api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seedLine, setupCartServer } from '../testing/cart';

setupCartServer();

/**
 * A fresh module graph is imported cold in each test: on a loaded two-core machine (the unit run
 * beside the Storybook and Next builds) that alone has taken over 5 s.
 */
const COLD_LOAD_MS = 20_000;
/** A wait inside a test: under its budget, so a wait that fails says which one it was. */
const WAIT_MS = 8_000;

/** A fresh module graph (nothing loaded yet), configured as the mock API's page. */
async function fresh() {
  vi.resetModules();
  const core = await import('@hearth/core');
  core.setConfig({ ...demoConfig('US', 'main'), features: { retry: false } });
  const { CartPage } = await import('./cart-page');
  const { CartPopupsPart } = await import('./lazy-popups');
  return { CartPage, CartPopupsPart };
}

describe('the cart popups load on first use', { timeout: COLD_LOAD_MS }, () => {
  it('nothing loads with the page; the pointer on Checkout preloads them', async () => {
    seedLine('200101');
    const user = userEvent.setup();
    const { CartPage, CartPopupsPart } = await fresh();
    render(<CartPage navigate={() => {}} />);
    const checkout = await screen.findByRole('button', { name: 'Checkout' });
    expect(CartPopupsPart.isLoaded()).toBe(false);
    await user.hover(checkout);
    await waitFor(() => expect(CartPopupsPart.isLoaded()).toBe(true), { timeout: WAIT_MS });
  });

  it("focus on the certificates 'Remove' preloads them; 'Are you sure?' then opens", async () => {
    seedLine('200101');
    getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 });
    const user = userEvent.setup();
    const { CartPage, CartPopupsPart } = await fresh();
    render(<CartPage navigate={() => {}} />);
    const name = 'Remove Reward Certificates';
    // the focus events a Tab gives (focusin, focus), fired as such: happy-dom's focus() fires none on
    // an element it counts as focused, disabled, inert or detached, and in CI's unit run this test,
    // with focus(), twice waited on Preact for a preload that never came (never seen here)
    fireEvent.focus(await screen.findByRole('button', { name }));
    await waitFor(() => expect(CartPopupsPart.isLoaded()).toBe(true), { timeout: WAIT_MS });
    await user.click(screen.getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' }, { timeout: WAIT_MS });
    expect(within(dialog).getByRole('button', { name: 'Remove Certificates' })).toBeInTheDocument();
  });

  it('a popup asked for before any preload (a failed action) still opens once loaded', async () => {
    seedLine('200101');
    const user = userEvent.setup();
    const { CartPage, CartPopupsPart } = await fresh();
    render(<CartPage navigate={() => {}} />);
    const item = (await screen.findByRole('heading', { level: 3 })).closest('li') as HTMLElement;
    setFault('saveForLater', 'http503');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(item).getByRole('button', { name: 'Save for Later' }));
    // A cold load: the module graph is fresh here, so give it time.
    expect(await screen.findByRole('dialog', { name: 'Network Error' }, { timeout: WAIT_MS })).toBeInTheDocument();
    expect(CartPopupsPart.isLoaded()).toBe(true);
  });
});
