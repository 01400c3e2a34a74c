import { Checkout } from '@hearth/checkout';
import { getSession, setFault } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  pageOf,
  renderCheckout,
  saveAddress,
  seedLine,
  withCheckoutConfig,
  type CheckoutStoryArgs,
} from './checkout-fixtures';

/**
 * Every popup of the checkout's first two steps: the Error popup "We're Sorry.",
 * Network Error, the cart validation popups by type, 'Shipping Charges and Delivery Information'
 * (each default tab, US and Canada), 'Oversize item information', the store chooser and a new
 * recipient's address. Each story presses 'Next: Payment' (or the opener) itself.
 */
const meta = {
  title: 'Checkout/Popups',
  component: Checkout,
  decorators: [withCheckoutConfig],
  args: { step: 2, navigate: fn(), pushRoute: fn(), reload: fn() },
  beforeEach: async () => {
    seedLine('200101');
    await saveAddress();
  },
  render: (args) => renderCheckout({ ...(args as CheckoutStoryArgs), env: undefined }),
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const next = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Next: Payment' }));
const dialogNamed = (canvasElement: HTMLElement, name: string) =>
  within(pageOf(canvasElement)).findByRole('dialog', { name });

/** The server reset the checkout: "We're Sorry." with 'Refresh Page'. */
export const RefreshPopup: Story = {
  beforeEach: () => setFault('SaveShippingAndGiftOptions', 'reset'),
  play: async ({ canvasElement, args }) => {
    await next(canvasElement);
    const dialog = await dialogNamed(canvasElement, "We're Sorry.");
    await expect(dialog).toHaveTextContent(
      'Something went wrong. Please refresh your page to proceed with placinging your order.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refresh Page' }));
    await expect(args.reload).toHaveBeenCalled();
  },
};

/** Network Error: closing it goes back to the cart. */
export const NetworkError: Story = {
  beforeEach: () => setFault('SaveShippingAndGiftOptions', 'http503'),
  play: async ({ canvasElement, args }) => {
    await next(canvasElement);
    await dialogNamed(canvasElement, 'Network Error');
    // open, as the shopper meets it: closing it goes to the cart (the checkout's tests)
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

const validationStory = (errorType: number, title: string, removal: boolean, setup: () => void = () => {}): Story => ({
  beforeEach: setup,
  parameters: [3, 7, 9].includes(errorType)
    ? {}
    : {
        msw: {
          handlers: [
            http.post('*/ReactCheckout/ValidateCart', () => HttpResponse.json({ isSuccess: false, errorType })),
          ],
        },
      },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    const dialog = await dialogNamed(canvasElement, title);
    await expect(within(dialog).queryAllByRole('button', { name: 'Remove Item(s)' })).toHaveLength(removal ? 1 : 0);
    await expect(within(dialog).getByRole('button', { name: 'Return to Cart' })).toBeInTheDocument();
  },
});

/** errorType 3: 'Item(s) no longer available', removal. */
export const NoLongerAvailable = validationStory(3, 'Item(s) no longer available', true, () => void seedLine('300107'));
/** errorType 7: all items no longer available, removal. */
export const AllNoLongerAvailable = validationStory(7, 'Item(s) no longer available', true, () => {
  getSession().cart = [];
  seedLine('300107');
});
/** errorType 9: 'Item(s) cannot be shipped to or picked up in this state', removal. */
export const CannotShipToState = validationStory(
  9,
  'Item(s) cannot be shipped to or picked up in this state',
  true,
  () => {
    seedLine('300108');
    void saveAddress({
      firstName: 'Jordan',
      lastName: 'Avery',
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94107',
      country: 'USA',
      dayPhone: '4152720101',
      emailAddress: 'jordan@hearth.test',
    });
  },
);
/** The rest (here 1, invalid basket): 'Please Edit Your Cart to Proceed', no removal. */
export const EditYourCart = validationStory(1, 'Please Edit Your Cart to Proceed', false);

/**
 * errorType 4 (the demo's installers do not reach Alaska): 'Please Edit Your Cart to Proceed' with
 * the mirror listed and 'Remove Installation Service' (RemoveInstallationService), which closes it.
 */
export const InstallationUnavailable: Story = {
  beforeEach: async () => {
    seedLine('300109', { isInstallationServiceRequired: true, installationServiceType: 1 });
    await saveAddress({
      firstName: 'Jordan',
      lastName: 'Avery',
      address1: '1 Egan Dr',
      city: 'Juneau',
      state: 'AK',
      postalCode: '99801',
      country: 'USA',
      dayPhone: '9075550101',
      emailAddress: 'jordan@hearth.test',
    });
  },
  play: async ({ canvasElement }) => {
    await next(canvasElement);
    const dialog = await dialogNamed(canvasElement, 'Please Edit Your Cart to Proceed');
    await expect(dialog).toHaveTextContent('Wall Mirror with Installation');
    await expect(within(dialog).queryAllByRole('button', { name: 'Remove Item(s)' })).toHaveLength(0);
    await expect(within(dialog).getByRole('button', { name: 'Return to Cart' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Remove Installation Service' })).toBeInTheDocument();
  },
};

/** 'Shipping Charges and Delivery Information' on its first tab. */
export const ShippingChargesTab: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Shipping Charges and Delivery Information' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Shipping Charges and Delivery Information');
    await expect(within(dialog).getByRole('tab', { name: 'Shipping Charges' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The same, opening on Delivery Details (default tab 2). */
export const DeliveryDetailsTab: Story = {
  args: { shippingInfoTab: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Shipping Charges and Delivery Information' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Shipping Charges and Delivery Information');
    await expect(within(dialog).getByRole('tabpanel', { name: 'Delivery Details' })).toHaveTextContent(
      'Arrives in 3-7 business days.',
    );
  },
};

/** Opening on Domestic and International (default tab 3). */
export const InternationalTab: Story = {
  args: { shippingInfoTab: 3 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Shipping Charges and Delivery Information' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Shipping Charges and Delivery Information');
    await expect(within(dialog).getByRole('tab', { name: 'Domestic and International' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Canada: no Domestic and International tab; the Canadian standard delivery. */
export const ShippingInfoCanada: Story = {
  globals: { site: 'CA' },
  args: { shippingInfoTab: 3 },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Shipping Charges and Delivery Information' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Shipping Charges and Delivery Information');
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    await expect(dialog).toHaveTextContent('Standard delivery within Canada');
  },
};

/** A sofa's ship method (6): local in-home delivery; mixed with a lamp, every section. */
export const ShippingInfoInHome: Story = {
  beforeEach: () => {
    getSession().cart = [];
    seedLine('410100');
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Shipping Charges and Delivery Information' }),
    );
    const dialog = await dialogNamed(canvasElement, 'Shipping Charges and Delivery Information');
    await expect(within(dialog).getByRole('heading', { name: 'Local In-Home Delivery' })).toBeInTheDocument();
    await expect(within(dialog).queryByRole('heading', { name: 'Standard Delivery' })).toBeNull();
  },
};

/** 'Oversize item information': a sectional's boxes. */
export const OversizeItem: Story = {
  beforeEach: () => void seedLine('420100'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Oversize item information' }));
    const dialog = await dialogNamed(canvasElement, 'Oversize item information');
    await expect(within(dialog).getAllByRole('columnheader')).toHaveLength(5);
  },
};

/** A new recipient's address (step 1). */
export const NewRecipient: Story = {
  args: { step: 1 },
  beforeEach: () => void seedLine('300101'),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Ship items to more than one address' }));
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Ship to a new address' })[0]!);
    const dialog = await dialogNamed(canvasElement, 'Add a Shipping Address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true'),
    );
  },
};
