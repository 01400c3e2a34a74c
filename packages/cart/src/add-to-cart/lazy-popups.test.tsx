import { demoConfig } from '@hearth/mock-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listenToPageEvents, PATHS, setupMockApi } from '../testing/add-to-cart';

const api = setupMockApi();

/**
 * A fresh module graph is imported cold in each test: on a loaded two-core machine (the unit run
 * beside the Storybook and Next builds) that alone has taken over 5 s.
 */
const COLD_LOAD_MS = 20_000;

/** A fresh module graph (nothing loaded yet), configured as the mock API's page. */
async function fresh() {
  vi.resetModules();
  const core = await import('@hearth/core');
  core.setConfig({ ...demoConfig('US', 'main') });
  const { AddToCart } = await import('./add-to-cart');
  const popups = await import('./lazy-popups');
  return { AddToCart, ...popups };
}

describe('add-to-cart popups load on first use', { timeout: COLD_LOAD_MS }, () => {
  it('the pointer reaching the add-to-cart button preloads them; nothing loads before', async () => {
    const user = userEvent.setup();
    const { AddToCart, ConfirmationPopup, CustomConfirmationPopup } = await fresh();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    expect(ConfirmationPopup.isLoaded()).toBe(false);
    await user.hover(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(ConfirmationPopup.isLoaded()).toBe(true), { timeout: COLD_LOAD_MS });
    expect(CustomConfirmationPopup.isLoaded()).toBe(true);
  });

  it('focus reaching the button preloads them too', async () => {
    const user = userEvent.setup();
    const { AddToCart, ConfirmationPopup } = await fresh();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await waitFor(() => expect(ConfirmationPopup.isLoaded()).toBe(true), { timeout: COLD_LOAD_MS });
  });

  it('a cold add (no hover, no focus first) still shows its popup once loaded', async () => {
    const { AddToCart, ConfirmationPopup } = await fresh();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    expect(ConfirmationPopup.isLoaded()).toBe(false);
    screen.getByRole('button', { name: 'Add to cart' }).click();
    expect(await screen.findByRole('dialog', { name: 'Added to Cart' }, { timeout: COLD_LOAD_MS })).toBeInTheDocument();
  });
});

describe('add-to-cart stays busy until its popup is open', { timeout: COLD_LOAD_MS }, () => {
  it('the sending code and its popup come in one chunk: Enter twice more while it loads sends nothing; the popup opens once it is in', async () => {
    // (an answer before the popup's code cannot happen: the popup comes with the code that sends)
    const user = userEvent.setup();
    let release!: () => void;
    const code = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('./send/add-to-cart-extras', async (original: () => Promise<unknown>) => {
      await code;
      return original();
    });
    const events = listenToPageEvents();
    try {
      const { AddToCart } = await fresh();
      render(<AddToCart items={[{ Sku: '410100' }]} />);
      const button = screen.getByRole('button', { name: 'Add to cart' });
      button.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
      await user.keyboard('{Enter}');
      await user.keyboard('{Enter}');
      expect(events.cartUpdates).toHaveLength(0);
      release();
      expect(
        await screen.findByRole('dialog', { name: 'Added to Cart' }, { timeout: COLD_LOAD_MS }),
      ).toBeInTheDocument();
      expect(api.to(PATHS.addItem)).toHaveLength(1);
    } finally {
      events.stop();
      vi.doUnmock('./send/add-to-cart-extras');
    }
  });
});

// two cold loads in one test: the graph of fresh(), then the sending code's at the second press
describe('add-to-cart when its sending code fails to load', { timeout: 2 * COLD_LOAD_MS }, () => {
  it('the press is logged only, and the next press loads it again and adds', async () => {
    let fail = true;
    vi.doMock('./send/add-to-cart-extras', async (original: () => Promise<unknown>) => {
      if (fail) {
        fail = false;
        throw new Error('chunk failed');
      }
      return original();
    });
    const log = vi.fn();
    try {
      const { AddToCart } = await fresh();
      render(<AddToCart items={[{ Sku: '410100' }]} env={{ log }} />);
      const button = screen.getByRole('button', { name: 'Add to cart' });
      button.click();
      await waitFor(() => expect(log).toHaveBeenCalledTimes(1), { timeout: COLD_LOAD_MS });
      expect(String(log.mock.calls[0]?.[0])).toBe('hearth: add-to-cart: its sending code failed to load');
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
      expect(api.to(PATHS.addItem)).toHaveLength(0);
      button.click();
      expect(
        await screen.findByRole('dialog', { name: 'Added to Cart' }, { timeout: COLD_LOAD_MS }),
      ).toBeInTheDocument();
      expect(api.to(PATHS.addItem)).toHaveLength(1);
    } finally {
      vi.doUnmock('./send/add-to-cart-extras');
    }
  });
});
