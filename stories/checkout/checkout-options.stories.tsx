import { Checkout } from '@hearth/checkout';
import { setFault, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
 * Checkout step 2, Shipping and Gift Options: delivery with its service levels,
 * holiday dates and ship complete; in-home delivery's trip booking; store pickup with its options
 * and its store-detail popups;
 * gift options; the US and Canadian sites.
 */
const meta = {
  title: 'Checkout/Shipping and Gift Options',
  component: Checkout,
  decorators: [withCheckoutConfig],
  args: { step: 2, navigate: fn(), pushRoute: fn(), reload: fn() },
  beforeEach: async () => {
    seedLine('200101', { qty: 2 });
    seedLine('300101');
    await saveAddress();
  },
  render: (args) => renderCheckout(args as CheckoutStoryArgs),
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivery: a holiday date selects the standard level; 'Next: Payment' moves on. */
export const Delivery: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const levels = canvas.getByRole('group', { name: 'Shipping Method' });
    await userEvent.click(within(levels).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /Express/ })).toBeChecked());
    // the level is sent to the server at once, and the choices wait (aria-disabled, focus kept)
    // for its answer: a date chosen meanwhile is put back to the server's option
    const holiday = canvas.getByRole('combobox', { name: 'Holiday delivery' });
    await waitFor(() => expect(holiday).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 5_000 });
    await userEvent.selectOptions(holiday, 'Dec 15 - Dec 18');
    // Standard follows the holiday date; a busy browser takes longer than waitFor's default second
    await waitFor(() => expect(within(levels).getByRole('radio', { name: /Standard/ })).toBeChecked(), {
      timeout: 5_000,
    });
    // the date's level is being sent: the step's button is busy (aria-disabled) until its answer
    const next = canvas.getByRole('button', { name: 'Next: Payment' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled', 'true'), { timeout: 5_000 });
    await userEvent.click(next);
    // four calls in turn: the level, the step's save, the cart check and the move to payment
    await waitFor(() => expect(args.pushRoute).toHaveBeenCalledWith('/checkout/paymentandbilling'), { timeout: 5_000 });
  },
};

/** A sofa: in-home delivery offers trip booking. */
export const InHomeDelivery: Story = {
  beforeEach: () => void seedLine('410100'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'In-Home Delivery' })).toBeInTheDocument();
  },
};

/** Store pickup: the store, who picks up, gift receipt and bagging. */
export const Pickup: Story = {
  beforeEach: () => void seedLine('300102', { shipMethod: 2 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pick up at Northbrook')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Include a gift receipt' }));
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: 'Include a gift receipt' })).toBeChecked());
  },
};

/** 'Store Details' from the pickup (StoreLocationDetail): hours, address and the map link. */
export const StoreDetails: Story = {
  beforeEach: () => void seedLine('300102', { shipMethod: 2 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Store Details' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Store Details' });
    await expect(await within(dialog).findByRole('heading', { name: 'Northbrook' })).toBeInTheDocument();
    await expect(dialog).toHaveTextContent('1250 Techny Rd, Northbrook, IL 60062');
    await expect(dialog).toHaveTextContent('Mon–Sat');
    await expect(within(dialog).getByRole('link', { name: /Map and directions for Northbrook/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\//),
    );
  },
};

/** 'All Store Locations' from the pickup (StoreLocationDetailList). */
export const StoreLocations: Story = {
  beforeEach: () => void seedLine('300102', { shipMethod: 2 }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'All Store Locations' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'All Store Locations' });
    await waitFor(() => expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(4));
  },
};

/** The store details could not be read (fault): the popup says so. */
export const StoreDetailsFailed: Story = {
  beforeEach: () => {
    seedLine('300102', { shipMethod: 2 });
    setFault('StoreLocationDetail', 'http503');
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Store Details' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Store Details' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Store details are not available right now. Please try again later.',
    );
  },
};

/** Gift options: 'This order is a gift' and the gift message. */
export const GiftMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Gift message (optional)' }));
    await userEvent.paste('Happy housewarming!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Gift Message' }));
    await waitFor(() => expect(canvas.getByText('Gift message saved.')).toBeInTheDocument());
  },
};

/** Signed in, shipping to Hawaii: the note on the $10 additional fee. */
export const RemoteState: Story = {
  beforeEach: async () => {
    signIn();
    await saveAddress({
      firstName: 'Sam',
      lastName: 'Avery',
      address1: '88 Harbor View Dr',
      city: 'Honolulu',
      state: 'HI',
      postalCode: '96815',
      country: 'USA',
      dayPhone: '8082720199',
      emailAddress: 'sam@hearth.test',
    });
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Alaska, Hawaii and the U.S. territories carry a $10 additional shipping fee.'),
    ).toBeInTheDocument();
  },
};

/** The Canadian site. */
export const Canada: Story = {
  globals: { site: 'CA' },
  beforeEach: async () => {
    await saveAddress({
      firstName: 'Jordan',
      lastName: 'Avery',
      address1: '400 Queen St W',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5V 2A8',
      country: 'CAN',
      dayPhone: '4162720123',
      emailAddress: 'jordan@hearth.test',
    });
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Toronto, ON M5V 2A8/)).toBeInTheDocument();
  },
};

/** The store chooser: nearby stores, each with the item's availability. */
export const StoreChooser: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('radio', { name: 'Pick Up in Store' })[0]!);
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Choose a Store' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find Stores' }));
    await expect(await within(dialog).findByText('Northbrook')).toBeInTheDocument();
  },
};
