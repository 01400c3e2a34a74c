import { getConfig } from '@hearth/core';
import { CART_ERROR_TYPE, unavailablePopupFor } from '@hearth/commerce';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutPopup, CheckoutState } from '../checkout-state';
import { CheckoutPopups, popupCodeOf } from './checkout-popups';
import { CertificatesPart, NetworkPopupPart, TwoCardsPart } from './lazy-popups';

/** A controller whose popup actions are recorded. */
function fakeController() {
  return {
    closePopup: vi.fn(),
    returnToCart: vi.fn(),
    refreshPage: vi.fn(),
    removeUnavailable: vi.fn(async () => true),
    removeInstallationService: vi.fn(async () => true),
  };
}

function popups(popup: CheckoutPopup | null, controller = fakeController(), state: Partial<CheckoutState> = {}) {
  return (
    <CheckoutPopups
      controller={controller as unknown as CheckoutController}
      state={{ loading: null, ...state, popup } as CheckoutState}
      settings={{ site: getConfig().site } as CheckoutSettings}
    />
  );
}

describe('the error popups [ref: checkout#errors]', () => {
  it("Network Error says what happened; its 'Return to Cart' goes to the cart", async () => {
    const controller = fakeController();
    render(popups({ kind: 'network' }, controller));
    const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
    expect(dialog).toHaveTextContent(
      'We are having trouble connecting right now. Please return to your cart and try again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    expect(controller.returnToCart).toHaveBeenCalledTimes(1);
  });

  it("the empty basket: 'Your Cart Is Empty' with the server's message; its 'Return to Cart' goes to the cart", async () => {
    const controller = fakeController();
    render(popups({ kind: 'emptyBasket', message: 'Your cart has nothing in it.' }, controller));
    const dialog = await screen.findByRole('dialog', { name: 'Your Cart Is Empty' });
    expect(dialog).toHaveTextContent('Your cart has nothing in it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    expect(controller.returnToCart).toHaveBeenCalledTimes(1);
  });
});

describe('the cart validation popups [ref: checkout#rules, #errors]', () => {
  const ITEM = { sku: '300107', title: 'Discontinued Cane Side Table', quantity: 1 };

  it("'Remove Item(s)' is busy while the removal is under way; 'Return to Cart' goes to the cart", async () => {
    const controller = fakeController();
    const popup = unavailablePopupFor(CART_ERROR_TYPE.nlaItems)!;
    render(popups({ kind: 'cartValidation', popup, items: [ITEM] }, controller, { loading: 'removeUnavailable' }));
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    expect(within(dialog).getByText('Discontinued Cane Side Table')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove Item(s)' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    expect(controller.returnToCart).toHaveBeenCalledTimes(1);
  });

  it("installation unavailable (4): 'Remove Installation Service' sends the checkout's removal", async () => {
    const controller = fakeController();
    const popup = unavailablePopupFor(CART_ERROR_TYPE.installationServiceUnavailable)!;
    render(popups({ kind: 'cartValidation', popup, items: [ITEM] }, controller));
    const dialog = await screen.findByRole('dialog', { name: popup.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Installation Service' }));
    expect(controller.removeInstallationService).toHaveBeenCalledTimes(1);
    expect(controller.removeUnavailable).not.toHaveBeenCalled();
  });
});

describe('the checkout popups', () => {
  it('a popup stays the same dialog while the checkout around it changes', async () => {
    const controller = fakeController();
    const popup: CheckoutPopup = { kind: 'network' };
    const { rerender } = render(popups(popup, controller));
    const dialog = await screen.findByRole('dialog', { name: 'Network Error' });
    rerender(popups(popup, controller, { loading: 'saveShippingAddress' }));
    rerender(popups(popup, controller, { loading: null }));
    expect(screen.getByRole('dialog', { name: 'Network Error' })).toBe(dialog);
  });

  it('a popup closed by the checkout closes', async () => {
    const controller = fakeController();
    const { rerender } = render(popups({ kind: 'network' }, controller));
    await screen.findByRole('dialog', { name: 'Network Error' });
    rerender(popups(null, controller));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(controller.closePopup).not.toHaveBeenCalled();
  });

  it("popupCodeOf resolves when the popup's own code is in (the part's load), and at once for the page's card entry", async () => {
    expect(popupCodeOf({ kind: 'network' })).toBe(NetworkPopupPart.preload());
    expect(popupCodeOf({ kind: 'certificates' } as CheckoutPopup)).toBe(CertificatesPart.preload());
    expect(popupCodeOf({ kind: 'twoCards' } as CheckoutPopup)).toBe(TwoCardsPart.preload());
    await expect(popupCodeOf({ kind: 'cardEntry' } as CheckoutPopup)).resolves.toBeUndefined();
  });
});
