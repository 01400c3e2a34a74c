/**
 * AddToCart under React's `<StrictMode>` (development: every component mounted, unmounted and
 * mounted again): its confirmation popups, lazily loaded and mounted open, must show and stay
 * (in `vite dev` and `next dev` the confirmation never appeared).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stillOpenAfterMount } from '@hearth/ui/testing';
import { describe, expect, it } from 'vitest';
import { AddToCart } from './add-to-cart';
import { setupMockApi } from '../testing/add-to-cart';

setupMockApi();

describe('AddToCart under StrictMode', () => {
  it('the confirmation popup opens and stays open; Continue Shopping closes it and focus goes back', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '410100' }]} />, { reactStrictMode: true });
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Added to Cart' });
    expect(await stillOpenAfterMount(dialog)).toBe(true);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 item added to your cart');
    await user.click(within(dialog).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('the Custom Order popup opens and stays open', async () => {
    const user = userEvent.setup();
    render(<AddToCart items={[{ Sku: '600101', OptionChoiceParameter: 'oc-9' }]} customConfirmation />, {
      reactStrictMode: true,
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Custom Order' });
    expect(await stillOpenAfterMount(dialog)).toBe(true);
  });
});
