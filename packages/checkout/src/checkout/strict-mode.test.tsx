/**
 * The checkout under React's `<StrictMode>` (development: every component mounted, unmounted and
 * mounted again, effects run twice): it mounts without taking the focus, and its popups (lazily
 * loaded, mounted open) open and stay open.
 */
import { render, screen } from '@testing-library/react';
import { stillOpenAfterMount } from '@hearth/ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { Checkout } from './checkout';
import type { CheckoutController } from './checkout-controller';
import type { CheckoutPopup, CheckoutState } from './checkout-state';
import { CheckoutPopups } from './popups/checkout-popups';
import { demoCheckoutData, seedLine, setupCheckoutServer, testEnv } from '../testing/checkout';

setupCheckoutServer();

const NORTHBROOK = { storeId: 101, name: 'Northbrook', address: '1250 Techny Rd, Northbrook, IL 60062' };

describe('Checkout under StrictMode', () => {
  it('mounts without moving the focus to its heading (only a step change does)', () => {
    seedLine('200101');
    render(<Checkout step={1} checkoutData={demoCheckoutData()} env={testEnv()} />, { reactStrictMode: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Shipping' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it.each<[CheckoutPopup, string]>([
    [{ kind: 'network' }, 'Network Error'],
    [{ kind: 'storeDetail', list: false, status: 'done', stores: [NORTHBROOK] }, 'Store Details'],
    [{ kind: 'offer', errorMessage: null, financingTerms: null }, 'Please select an offer'],
  ])('its popup %o opens and stays open, asking for no close', async (popup, name) => {
    const closePopup = vi.fn();
    render(
      <CheckoutPopups
        controller={{ closePopup } as unknown as CheckoutController}
        state={{ popup } as CheckoutState}
        settings={null as never}
      />,
      { reactStrictMode: true },
    );
    expect(await stillOpenAfterMount(await screen.findByRole('dialog', { name }))).toBe(true);
    expect(closePopup).not.toHaveBeenCalled();
  });
});
