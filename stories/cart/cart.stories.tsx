import { CartPage } from '@hearth/cart';
import { DEMO_ENDPOINTS, cartData, getSession, setFault, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageOf, seedLine, seedTypicalCart, withCartConfig } from './cart-fixtures';
import { neverAnswer } from '../../.storybook/held';

/**
 * The cart page: every state and action. The cart comes from the demo backend
 * (`getCartJsx`) unless `cartData` is given; navigation is mocked (`navigate`).
 */
const meta = {
  title: 'Cart/Cart page',
  component: CartPage,
  decorators: [withCartConfig],
  args: { navigate: fn() },
  beforeEach: () => seedTypicalCart(),
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const firstLine = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('heading', { level: 3 })[0]?.closest('li') as HTMLElement;

/** Loaded from getCartJsx: lines, saved for later, donation, ZIP, promo, summary, checkout. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = (await canvas.findByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' })).closest(
      'li',
    ) as HTMLElement;
    await expect(within(line).getByRole('spinbutton')).toHaveValue('2');
    await expect(canvas.getByRole('region', { name: 'Saved for Later' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

/**
 * The cart the server rendered into the page: the demo backend's cart as this story seeded it
 * (read once, after `beforeEach`; loaders run before it, on the previous story's backend).
 */
function ServerRenderedCart(props: Parameters<typeof CartPage>[0]) {
  const [data] = useState(() => cartData(getSession()));
  return <CartPage {...props} cartData={data as never} />;
}

/** Server-rendered: the cart comes in the island's `cartData` props; nothing is fetched. */
export const FromProps: Story = {
  render: (args) => <ServerRenderedCart {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  },
};

/** Loading: the skeleton while getCartJsx has not answered. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(`*${DEMO_ENDPOINTS.getCartJsx}`, neverAnswer)] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your cart…');
  },
};

/** Empty cart. */
export const Empty: Story = {
  beforeEach: () => {
    getSession().cart = [];
    getSession().savedForLater = [];
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your cart is empty.')).toBeInTheDocument();
  },
};

/** The cart cannot be loaded (the server is unavailable): the network-error message. */
export const ErrorNetwork: Story = {
  beforeEach: () => setFault('getCartJsx', 'http503'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Network Error' })).toBeInTheDocument();
  },
};

/** The cart cannot be loaded for any other reason: the general error message. */
export const ErrorGeneric: Story = {
  beforeEach: () => setFault('getCartJsx', 'malformed'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: "We're Sorry." })).toBeInTheDocument();
  },
};

/** Canada: CAD prices and the Postal Code field. */
export const Canada: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    await expect(canvas.getAllByText(/^CAD /).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
  },
};

/** The second brand (CB2 colours). */
export const Cb2: Story = {
  name: 'CB2',
  globals: { brand: 'cb2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Checkout' })).toBeInTheDocument();
  },
};

/** Signed in with rewards: rewardsTotal and the rewardsExceedOrderTotalMessage. */
export const SignedInWithRewards: Story = {
  beforeEach: () => {
    signIn();
    getSession().cart = [];
    seedLine('800005');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rewards')).toBeInTheDocument();
    await expect(
      canvas.getByText('Your rewards exceed your order total. The remaining balance will stay on your account.'),
    ).toBeInTheDocument();
  },
};

/** Remove: busy, then the cart reloads; a double click sends once. */
export const RemoveItem: Story = {
  beforeEach: () => setFault('removeItem', 'slow', undefined, { delayMs: 200 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    const remove = within(firstLine(canvasElement)).getByRole('button', { name: 'Remove' });
    await userEvent.dblClick(remove);
    await expect(remove).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' })).toBeNull());
  },
};

/** Quantity through the stepper (updateItem). */
export const UpdateQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    const line = firstLine(canvasElement);
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(within(line).getByRole('spinbutton')).toHaveValue('3'));
  },
};

/** Save for later, then move back to the cart. */
export const SaveForLater: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    await userEvent.click(within(firstLine(canvasElement)).getByRole('button', { name: 'Save for Later' }));
    const saved = canvas.getByRole('region', { name: 'Saved for Later' });
    await waitFor(() =>
      expect(within(saved).getByRole('heading', { name: 'Linen Throw Pillow 20"' })).toBeInTheDocument(),
    );
    await userEvent.click(
      within(
        within(saved).getByRole('heading', { name: 'Linen Throw Pillow 20"' }).closest('li') as HTMLElement,
      ).getByRole('button', { name: 'Move to Cart' }),
    );
    await waitFor(() => expect(within(saved).queryByRole('heading', { name: 'Linen Throw Pillow 20"' })).toBeNull());
  },
};

/** Ship or pickup per line; pickup shows the getEdd estimate. */
export const Pickup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    const radio = canvas.getAllByRole('radio', { name: 'Pick Up in Store' })[0] as HTMLElement;
    await userEvent.click(radio);
    await expect(await canvas.findByText('Pick up in 2-4 days')).toBeInTheDocument();
  },
};

/** Delivery estimates are down: the pickup line says so instead of a date. */
export const PickupOutage: Story = {
  beforeEach: () => {
    setFault('getEdd', 'reset');
    const line = getSession().cart[1];
    if (line) line.shipMethod = 2;
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Pickup estimates are temporarily unavailable. Please check again later.'),
    ).toBeInTheDocument();
  },
};

/** ZIP code checked on the client, then 'Zip code could not be updated' when the call fails. */
export const ZipCodeErrors: Story = {
  name: 'ZIP code errors',
  beforeEach: () => setFault('applyZipCode', 'http503'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zip = await canvas.findByRole('textbox', { name: 'ZIP Code' });
    await userEvent.type(zip, '12{Enter}');
    await expect(zip).toHaveAccessibleDescription('Please enter a valid ZIP Code.');
    await userEvent.clear(zip);
    await userEvent.type(zip, '60062{Enter}');
    await waitFor(() => expect(zip).toHaveAccessibleDescription('Zip code could not be updated'));
  },
};

/** Promo code: the server's promoErrorMessage, then a valid code. */
export const PromoCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const promo = await canvas.findByRole('textbox', { name: 'Promo Code' });
    await userEvent.type(promo, 'NOPE{Enter}');
    await waitFor(() => expect(promo).toHaveAccessibleDescription(/is not valid/));
    await userEvent.clear(promo);
    await userEvent.type(promo, 'WELCOME10{Enter}');
    await expect(await canvas.findByText('WELCOME10')).toBeInTheDocument();
  },
};

/** Remove installation service and add the donation. */
export const InstallationAndDonation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Installation Service' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remove Installation Service' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Add Donation' }));
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Donation to Habitat for Humanity $5' }),
    ).toBeInTheDocument();
  },
};

/** A special-order line with the options chosen for it, and a line with its personalization. */
export const OptionsAndPersonalization: Story = {
  beforeEach: () => {
    seedLine('410100', { optionChoiceParameter: '1,10300' });
    seedLine('200103', { isPersonalized: true, personalizationText: 'J & S · 2026' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sofa = (await canvas.findByRole('heading', { level: 3, name: 'Lounge Sofa' })).closest('li') as HTMLElement;
    await expect(within(sofa).getByText('Fabric: Dover, Snow')).toBeInTheDocument();
    await expect(canvas.getByText('J & S · 2026')).toBeInTheDocument();
  },
};

/** A message written by the server, shown where it belongs. */
export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${DEMO_ENDPOINTS.removeItem}`, () =>
          Response.json({ isSuccess: false, cartErrorMessage: 'Card has been reissued. Please use new card.' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    await userEvent.click(within(firstLine(canvasElement)).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Card has been reissued. Please use new card.');
  },
};

/** A failed action opens the cart error popup. */
export const ActionFails: Story = {
  beforeEach: () => setFault('saveForLater', 'http504'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('heading', { level: 3 });
    await userEvent.click(within(firstLine(canvasElement)).getByRole('button', { name: 'Save for Later' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Network Error' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Cart' }));
    await expect(args.navigate).toHaveBeenCalledWith('/checkout/cart');
  },
};
