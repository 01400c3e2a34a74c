import { CartPage } from '@hearth/cart';
import { DEMO_ENDPOINTS, getSession, setFault, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf, seedLine, withCartConfig } from './cart-fixtures';
import { neverAnswer } from '../../.storybook/held';

/**
 * The checkout button and every popup of the cart page: 'Checkout Now' flyout (guest,
 * signed in, international), oversize warning, popupUrl, cart error popup, each unavailable-item
 * type, and the certificates interrupter. Each story presses Checkout (or the trigger) itself.
 */
const meta = {
  title: 'Cart/Cart popups',
  component: CartPage,
  decorators: [withCartConfig],
  args: { navigate: fn() },
  beforeEach: () => void seedLine('200101', { qty: 2 }),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const checkoutAnswer = (answer: Record<string, unknown>) => ({
  msw: { handlers: [http.post(`*${DEMO_ENDPOINTS.checkout}`, () => HttpResponse.json(answer))] },
});

async function pressCheckout(canvasElement: HTMLElement): Promise<HTMLElement> {
  const button = await within(canvasElement).findByRole('button', { name: 'Checkout' });
  await userEvent.click(button);
  return button;
}

/** A guest: the 'Checkout Now' flyout slides in from the right (and stays open). */
export const CheckoutNowGuest: Story = {
  name: 'Checkout Now (a guest)',
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    const flyout = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Checkout Now' });
    await expect(flyout).toHaveAttribute('data-side', 'right');
    await expect(within(flyout).getByRole('heading', { name: 'Returning Customers' })).toBeInTheDocument();
    await expect(within(flyout).getByRole('heading', { name: 'New Customers' })).toBeInTheDocument();
    const guest = within(flyout).getByRole('button', { name: 'Guest Checkout' });
    await expect(guest.closest('form')).toHaveAttribute('action', '/checkout/shipping');
  },
};

/** Signed in: straight to the redirect URL. */
export const CheckoutSignedIn: Story = {
  beforeEach: () => void signIn(),
  play: async ({ canvasElement, args }) => {
    await pressCheckout(canvasElement);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/checkout/shipping'));
  },
};

/** An international guest skips the flyout. */
export const CheckoutInternational: Story = {
  parameters: checkoutAnswer({
    isSuccess: true,
    redirectUrl: '/checkout/shipping',
    isGuest: true,
    isLoggedIn: false,
    isInternational: true,
  }),
  play: async ({ canvasElement, args }) => {
    await pressCheckout(canvasElement);
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/checkout/shipping'));
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
  },
};

/** Oversized items: the oversize warning comes first, listing each box. */
export const OversizeWarning: Story = {
  beforeEach: () => {
    getSession().cart = [];
    seedLine('420100', { shipMethod: 2 });
  },
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Oversize item information' });
    await expect(
      within(dialog)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Box', 'Quantity', 'Width (in.)', 'Depth (in.)', 'Height (in.)']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(
      await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Checkout Now' }),
    ).toBeInTheDocument();
  },
};

/** popupUrl: the server's HTML, sanitized. */
export const PopupUrl: Story = {
  name: 'Popup URL',
  parameters: checkoutAnswer({
    isSuccess: true,
    redirectUrl: '/checkout/shipping',
    popupUrl: '/browse/popup?popupName=ShippingCharges',
  }),
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Shipping Charges' });
    await expect(within(dialog).getByText(/Standard shipping is free/)).toBeInTheDocument();
  },
};

/** The checkout answers with a popupUrl whose content is read by `content`. */
const popupUrlAnswer = (content: HttpResponseResolver) => ({
  msw: {
    handlers: [
      http.post(`*${DEMO_ENDPOINTS.checkout}`, () =>
        HttpResponse.json({
          isSuccess: true,
          redirectUrl: '/checkout/shipping',
          popupUrl: '/browse/popup?popupName=ShippingCharges',
        }),
      ),
      http.get('*/browse/popup', content),
    ],
  },
});

/** The popupUrl popup while its content loads: it opens at once, with a skeleton. */
export const PopupUrlLoading: Story = {
  name: 'Popup URL loading',
  // the content never comes: the loading state as a designer sees it
  parameters: popupUrlAnswer(neverAnswer),
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Please Note' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** The popupUrl content could not be read: the popup says so (and the console says why). */
export const PopupUrlFailed: Story = {
  name: 'Popup URL failed',
  parameters: popupUrlAnswer(() => new HttpResponse(null, { status: 503 })),
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Please Note' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This information could not be loaded. Please try again later.',
    );
  },
};

const unavailableStory = (errorType: number, title: string, remove: boolean, setup?: () => void): Story => ({
  beforeEach: () => {
    setup?.();
    seedLine('300107', { qty: 1, isPersonalized: errorType === 6 });
  },
  parameters:
    errorType === 3 || errorType === 6 || errorType === 7 ? {} : checkoutAnswer({ isSuccess: false, errorType }),
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: title });
    await expect(within(dialog).getByText('Discontinued Cane Side Table')).toBeInTheDocument();
    // the popup stays open as the shopper meets it (removing is the cart's tests')
    await expect(within(dialog).queryAllByRole('button', { name: 'Remove Item(s)' })).toHaveLength(remove ? 1 : 0);
  },
});

/** errorType 3, nlaItems: 'Item(s) no longer available', RemoveNlaItems. */
export const UnavailableNlaItems = {
  ...unavailableStory(3, 'Item(s) no longer available', true),
  name: 'Unavailable: items no longer available',
};
/** errorType 7, allNlaItems: RemoveAllNlaItems. */
export const UnavailableAllNlaItems = {
  ...unavailableStory(7, 'Item(s) no longer available', true, () => {
    getSession().cart = [];
  }),
  name: 'Unavailable: every item no longer available',
};
/** errorType 6, inHousePersonalizationNlaItems: RemoveInHousePersonalizedNlaItems. */
export const UnavailableInHousePersonalization = unavailableStory(6, 'Item(s) no longer available', true);
/** errorType 9, pfasItems: 'Item(s) cannot be shipped to or picked up in this state'. */
export const UnavailablePfasItems = {
  ...unavailableStory(9, 'Item(s) cannot be shipped to or picked up in this state', true),
  name: 'Unavailable: PFAS items',
};
/** errorType 4, installationServiceUnavailable: 'Please Edit Your Cart to Proceed'. */
export const UnavailableInstallation = unavailableStory(4, 'Please Edit Your Cart to Proceed', false);
/** The personalization service is unavailable: its own popup, and nothing is removed. */
export const UnavailablePersonalization = unavailableStory(5, 'Personalization Service Unavailable', false);

/** errorType 8, emptyBasket: silent. */
export const EmptyBasketSilent: Story = {
  parameters: checkoutAnswer({ isSuccess: false, errorType: 8 }),
  play: async ({ canvasElement, args }) => {
    await pressCheckout(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Checkout answers 503: the cart error popup with the network-error message; its button returns to the cart. */
export const CartErrorNetwork: Story = {
  beforeEach: () => setFault('checkout', 'http503'),
  play: async ({ canvasElement, args }) => {
    await pressCheckout(canvasElement);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Network Error' });
    await expect(within(dialog).getByRole('button', { name: 'Return to Cart' })).toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Any other failure: the generic message. */
export const CartErrorGeneric: Story = {
  beforeEach: () => setFault('checkout', 'reset'),
  play: async ({ canvasElement }) => {
    await pressCheckout(canvasElement);
    await expect(
      await within(pageOf(canvasElement)).findByRole('dialog', { name: "We're Sorry." }),
    ).toBeInTheDocument();
  },
};

/** The certificates interrupter 'Are you sure?' before RemoveCertificates. */
export const CertificatesInterrupter: Story = {
  beforeEach: () => void getSession().checkout.certificates.push({ number: 'RC1000', amount: 1000 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Remove Reward Certificates' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Are you sure?' });
    await expect(within(dialog).getByRole('button', { name: 'Remove Certificates' })).toBeInTheDocument();
  },
};
