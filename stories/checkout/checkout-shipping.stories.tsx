import { Checkout } from '@hearth/checkout';
import { getSession, setFault, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DEMO_ADDRESS,
  pageOf,
  renderCheckout,
  seedLine,
  withCheckoutConfig,
  type CheckoutStoryArgs,
} from './checkout-fixtures';
import { neverAnswer } from '../../.storybook/held';

/**
 * Checkout step 1, Shipping: a guest's address form, a signed-in shopper's saved
 * addresses, more than one recipient, the US and Canadian forms, each brand, loading and its
 * failure, and the form's own errors.
 */
const meta = {
  title: 'Checkout/Shipping',
  component: Checkout,
  decorators: [withCheckoutConfig],
  args: { step: 1, navigate: fn(), pushRoute: fn(), reload: fn() },
  beforeEach: () => void seedLine('200101', { qty: 2 }),
  render: (args) => renderCheckout(args as CheckoutStoryArgs),
} satisfies Meta<CheckoutStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the address form (pasting each value: one change per field keeps the story quick). */
async function fill(canvas: ReturnType<typeof within>, values: Partial<typeof DEMO_ADDRESS> = {}) {
  const v = { ...DEMO_ADDRESS, ...values };
  const fields: Array<[string, string]> = [
    ['First Name', v.firstName],
    ['Last Name', v.lastName],
    ['Address 1', v.address1],
    ['City', v.city],
    ['ZIP Code', v.postalCode],
    ['Phone', v.dayPhone],
    ['Email Address', v.emailAddress],
  ];
  for (const [name, value] of fields) {
    await userEvent.click(canvas.getByRole('textbox', { name }));
    await userEvent.paste(value);
  }
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'State' }), v.state);
}

/** A guest: the address form, then 'Next' moves to Shipping and Gift Options through the flow route. */
export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('heading', { level: 2, name: 'Shipping and Gift Options' });
    await expect(args.pushRoute).toHaveBeenCalledWith('/checkout/shippingandgiftoptions');
  },
};

/** 'Next' with an empty form: each field carries its error. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription(
      'The First Name field is required.',
    );
    await expect(canvas.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('State is invalid.');
    await expect(canvas.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription(
      'The ZIP Code field is required.',
    );
  },
};

/**
 * Filled by the browser without an input event (some devices' autofill): within 250 ms the form
 * reads the value in, as if typed and left (a short ZIP Code shows its error).
 */
export const AutofillWithoutEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await canvas.findByRole('button', { name: 'Next' });
    // filled again should the form be drawn anew meanwhile (the checkout's data coming in)
    await waitFor(() => {
      const zip = canvas.getByRole('textbox', { name: 'ZIP Code' }) as HTMLInputElement;
      if (zip.value === '') setValue.call(zip, '6006');
      expect(zip).toHaveAttribute('aria-invalid', 'true');
    });
  },
};

/** Signed in: the saved addresses, the first one chosen. */
export const SignedIn: Story = {
  beforeEach: () => void signIn(),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('group', { name: 'Choose a shipping address' });
    await expect(within(list).getAllByRole('radio')[0]).toBeChecked();
  },
};

/** The Canadian site: 'Postal Code' (7), the provinces, no USA. */
export const Canada: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Postal Code' })).toHaveAttribute('maxlength', '7');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toBeInTheDocument();
  },
};

/** CB2. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' } };
/** Kids. */
export const Kids: Story = { globals: { brand: 'kids' } };

/** More than one recipient: each item's address, a new one, a split. */
export const MoreThanOneRecipient: Story = {
  beforeEach: () => {
    signIn();
    seedLine('300101');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Ship items to more than one address' }));
    await expect(canvas.getAllByRole('combobox', { name: 'Ship to' })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Ship one to another address' }));
    await waitFor(() => expect(canvas.getAllByRole('combobox', { name: 'Ship to' })).toHaveLength(3));
  },
};

/** No checkout data in the page: a skeleton while RefreshCheckout answers. */
export const Loading: Story = {
  args: { checkoutData: undefined },
  parameters: { msw: { handlers: [http.get('*/ReactCheckout/RefreshCheckout', neverAnswer)] } },
  render: ({ navigate, pushRoute, reload, ...props }) => <Checkout {...props} env={{ navigate, pushRoute, reload }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading checkout…');
  },
};

/** The first load failed: said so, with 'Try Again'. */
export const LoadError: Story = {
  beforeEach: () => setFault('RefreshCheckout', 'http503'),
  render: ({ navigate, pushRoute, reload, ...props }) => (
    <Checkout {...props} env={{ navigate, pushRoute, reload, log: () => {} }} />
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('We could not load your checkout.');
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  },
};

/** The server corrects the address: 'Verify Your Address' with its suggestion. */
export const AddressSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, { city: 'Chicago' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Verify Your Address' });
    await expect(within(dialog).getByText(/Northbrook, IL 60062/)).toBeInTheDocument();
  },
};

/** An empty cart when 'Next' is pressed: the empty-basket message (errorType 8). */
export const EmptyBasket: Story = {
  play: async ({ canvasElement }) => {
    getSession().cart = [];
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Your Cart Is Empty' });
    await expect(dialog).toHaveTextContent('Your cart is empty.');
  },
};
