import { unavailablePopupFor } from '@hearth/commerce';
import { act, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CartController } from '../controller/cart-controller';
import type { CartPopup } from '../controller/cart-store';
import { CartPopups } from './cart-popups';
import { CheckoutNowFlyout } from './checkout-now-flyout';
import type { PopupContent } from './popup-html';

/** Each popup content load waits until the test settles it. */
function loads() {
  const held = new Map<string, { resolve: (c: PopupContent) => void; reject: (e: unknown) => void }>();
  const popupContent = vi.fn(
    (url: string) => new Promise<PopupContent>((resolve, reject) => held.set(url, { resolve, reject })),
  );
  return { held, popupContent };
}

function popups(popup: CartPopup | null, busy: string | null = null, popupContent = loads().popupContent) {
  const controller = {
    closePopup: vi.fn(),
    returnToCart: vi.fn(),
    continueAfterOversize: vi.fn(),
    removeUnavailableItems: vi.fn(() => Promise.resolve('done')),
    removeCertificates: vi.fn(() => Promise.resolve('done')),
    popupContent,
  } as unknown as CartController;
  const props = { busy, site: 'US' as const, controller, checkoutButton: createRef<HTMLButtonElement>() };
  const view = render(<CartPopups popup={popup} {...props} />);
  return {
    ...view,
    controller,
    show: (next: CartPopup | null, nextBusy: string | null = busy) =>
      view.rerender(<CartPopups popup={next} {...props} busy={nextBusy} />),
  };
}

describe('the cart page popups: busy buttons', () => {
  it("'Remove Item(s)' of the unavailable items popup is busy while the removal is sent, and only then", () => {
    const popup = { kind: 'unavailable', popup: unavailablePopupFor(3)!, items: [] } as CartPopup;
    const { show } = popups(popup);
    const remove = screen.getByRole('button', { name: 'Remove Item(s)' });
    expect(remove).not.toHaveAttribute('aria-busy');
    show(popup, 'removeUnavailableItems');
    expect(remove).toHaveAttribute('aria-busy', 'true');
  });

  it("'Remove Certificates' is busy while its call is sent, and only then", () => {
    const { show } = popups({ kind: 'certificates' });
    const remove = screen.getByRole('button', { name: 'Remove Certificates' });
    expect(remove).not.toHaveAttribute('aria-busy');
    show({ kind: 'certificates' }, 'removeCertificates');
    expect(remove).toHaveAttribute('aria-busy', 'true');
  });
});

describe('the popupUrl popup [ref: cart#rules]', () => {
  it('a skeleton while it loads; then the content alone, titled by it', async () => {
    const { held, popupContent } = loads();
    popups({ kind: 'popupUrl', url: '/popups/holiday' }, null, popupContent);
    const dialog = await screen.findByRole('dialog', { name: 'Please Note' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    await act(async () =>
      held.get('/popups/holiday')!.resolve({ title: 'Holiday Delivery', html: '<p>By Dec 15.</p>' }),
    );
    expect(screen.getByRole('dialog', { name: 'Holiday Delivery' })).toHaveTextContent('By Dec 15.');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a failed load says so in the popup (no skeleton left), logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { held, popupContent } = loads();
    popups({ kind: 'popupUrl', url: '/popups/holiday' }, null, popupContent);
    await act(async () => held.get('/popups/holiday')!.reject(new Error('popupUrl failed. Status: 503')));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This information could not be loaded. Please try again later.',
    );
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(error).toHaveBeenCalledWith('hearth cart: popupUrl failed', expect.any(Error));
  });

  it("another address loads anew; the first one's late answer or failure changes nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { held, popupContent } = loads();
    const { show } = popups({ kind: 'popupUrl', url: '/popups/a' }, null, popupContent);
    show({ kind: 'popupUrl', url: '/popups/b' });
    await waitFor(() => expect(popupContent).toHaveBeenLastCalledWith('/popups/b'));
    await act(async () => held.get('/popups/b')!.resolve({ title: 'B', html: '<p>Second</p>' }));
    await act(async () => held.get('/popups/a')!.reject(new Error('late')));
    expect(screen.getByRole('dialog', { name: 'B' })).toHaveTextContent('Second');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => held.get('/popups/a')!.resolve({ title: 'A', html: '<p>First</p>' }));
    expect(screen.getByRole('dialog', { name: 'B' })).not.toHaveTextContent('First');
  });
});

describe("the 'Checkout Now' flyout's Guest Checkout [ref: cart#screens]", () => {
  const flyout = (checkoutUrl = '/checkout/shipping') => (
    <CheckoutNowFlyout open onOpenChange={() => {}} checkoutUrl={checkoutUrl} />
  );

  it('a second submit while the page is leaving is held back; the first goes', () => {
    render(flyout());
    const form = screen.getByRole('button', { name: 'Guest Checkout' }).closest('form')!;
    const sent: boolean[] = [];
    for (let i = 0; i < 2; i += 1) {
      const event = createEvent.submit(form);
      fireEvent(form, event);
      sent.push(!event.defaultPrevented);
    }
    expect(sent).toEqual([true, false]);
  });

  it('Guest Checkout shows it is busy once the form is sent, while the next page loads', () => {
    render(flyout());
    const button = screen.getByRole('button', { name: 'Guest Checkout' });
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.submit(button.closest('form')!);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it("the sign-in island's props and its fallback link follow the checkout address", () => {
    const { rerender } = render(flyout('/checkout/shipping'));
    rerender(flyout('/checkout/shipping?step=2'));
    const island = document.querySelector('[data-island="sign-in"]')!;
    expect(JSON.parse(island.getAttribute('data-props')!)).toEqual({ returnUrl: '/checkout/shipping?step=2' });
    expect(within(island as HTMLElement).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/account/login?returnUrl=%2Fcheckout%2Fshipping%3Fstep%3D2&isRedirect=true',
    );
  });
});
