import { demoConfig } from '@hearth/mock-api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../testing/add-to-cart';

setupMockApi();

/** A fresh module graph (nothing loaded yet), configured as the mock API's page. */
async function fresh() {
  vi.resetModules();
  const core = await import('@hearth/core');
  core.setConfig({ ...demoConfig('US', 'main') });
  const { AddToCart } = await import('./add-to-cart');
  const popups = await import('./lazy-popups');
  return { AddToCart, ...popups };
}

describe('add-to-cart popups load on first use', () => {
  it('the pointer reaching the add-to-cart button preloads them; nothing loads before', async () => {
    const user = userEvent.setup();
    const { AddToCart, ConfirmationPopup, CustomConfirmationPopup } = await fresh();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    expect(ConfirmationPopup.isLoaded()).toBe(false);
    await user.hover(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(ConfirmationPopup.isLoaded()).toBe(true));
    expect(CustomConfirmationPopup.isLoaded()).toBe(true);
  });

  it('focus reaching the button preloads them too', async () => {
    const user = userEvent.setup();
    const { AddToCart, ConfirmationPopup } = await fresh();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await waitFor(() => expect(ConfirmationPopup.isLoaded()).toBe(true));
  });

  it('a cold add (no hover, no focus first) still shows its popup once loaded', async () => {
    const { AddToCart, ConfirmationPopup } = await fresh();
    render(<AddToCart items={[{ Sku: '410100' }]} />);
    expect(ConfirmationPopup.isLoaded()).toBe(false);
    screen.getByRole('button', { name: 'Add to cart' }).click();
    expect(await screen.findByRole('dialog', { name: 'Added to Cart' })).toBeInTheDocument();
  });
});
