import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutPopup, CheckoutState } from '../checkout-state';
import { CheckoutPopups } from './checkout-popups';

const NORTHBROOK = { storeId: 101, name: 'Northbrook', address: '1250 Techny Rd, Northbrook, IL 60062' };

function popups(popup: CheckoutPopup | null, closePopup = vi.fn()) {
  return (
    <CheckoutPopups
      controller={{ closePopup } as unknown as CheckoutController}
      state={{ popup } as CheckoutState}
      settings={null as never}
    />
  );
}

describe('the checkout popups', () => {
  it('a popup whose content arrives while open (the store details) stays the same dialog', async () => {
    const { rerender } = render(popups({ kind: 'storeDetail', list: false, status: 'loading', stores: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Store Details' });
    rerender(popups({ kind: 'storeDetail', list: false, status: 'done', stores: [NORTHBROOK] }));
    expect(await screen.findByRole('heading', { name: 'Northbrook' })).toBeInTheDocument();
    // the dialog the shopper (and a test holding it) had is the one showing the store
    expect(dialog.isConnected).toBe(true);
    expect(dialog).toHaveTextContent('1250 Techny Rd, Northbrook, IL 60062');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('each opening gets a fresh part: reopened, it is a new dialog', async () => {
    const { rerender } = render(popups({ kind: 'storeDetail', list: false, status: 'done', stores: [NORTHBROOK] }));
    const first = await screen.findByRole('dialog', { name: 'Store Details' });
    rerender(popups(null));
    rerender(popups({ kind: 'storeDetail', list: false, status: 'done', stores: [NORTHBROOK] }));
    const second = await screen.findByRole('dialog', { name: 'Store Details' });
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
  });
});

describe('an offer refused while its popup is open', () => {
  it('opens the popup again, fresh, on its error view', async () => {
    const closePopup = vi.fn();
    const { rerender } = render(popups({ kind: 'offer', errorMessage: null, financingTerms: null }, closePopup));
    const first = await screen.findByRole('dialog', { name: 'Please select an offer' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    rerender(
      popups({ kind: 'offer', errorMessage: 'The offer could not be saved.', financingTerms: null }, closePopup),
    );
    expect(await screen.findByRole('button', { name: 'Back to payment page' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The offer could not be saved.');
    expect(first.isConnected).toBe(false);
  });
});
