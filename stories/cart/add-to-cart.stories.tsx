import { setConfig } from '@hearth/core';
import { AddToCart } from '@hearth/cart';
import { setFault } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOM_TABLE, MONOGRAM, SOFA, TOWEL, pageOf, withDemoEndpoints } from './add-to-cart-fixtures';

const meta = {
  title: 'Cart/Add to cart',
  component: AddToCart,
  decorators: [withDemoEndpoints],
  args: { items: SOFA, labelConfig: 1 },
  argTypes: {
    labelConfig: { control: 'select', options: [1, 2, 3, 4, 5, 6, 7] },
    confirmationType: { control: 'inline-radio', options: [undefined, 'standard', 'ignore'] },
  },
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

const labelStory = (labelConfig: number, name: string, labelText?: string): Story => ({
  args: { labelConfig, labelText },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name })).toBeEnabled();
  },
});

/** Button label 1: 'Add to cart'. */
export const Label1AddToCart = { ...labelStory(1, 'Add to cart'), name: 'Label 1: Add to cart' };
/** Button label 2: 'Request a quote'. */
export const Label2RequestAQuote = { ...labelStory(2, 'Request a quote'), name: 'Label 2: Request a quote' };
/** Button label 3: 'Call a store'. */
export const Label3CallAStore = { ...labelStory(3, 'Call a store'), name: 'Label 3: Call a store' };
/** Button label 4: 'Select a store'. */
export const Label4SelectAStore = { ...labelStory(4, 'Select a store'), name: 'Label 4: Select a store' };
/** Button label 5: 'Pick up in store'. */
export const Label5PickUpInStore = { ...labelStory(5, 'Pick up in store'), name: 'Label 5: Pick up in store' };
/** Button label 6: 'Add {text} to cart', with the page's text (here the product name). */
export const Label6AddText = {
  ...labelStory(6, 'Add Lounge Sofa to cart', 'Lounge Sofa'),
  name: 'Label 6: Add {text} to cart',
};

/** Button label 7, 'Accept Terms And Add To Cart': adds, then goes to the cart 300 ms after accepting (navigation mocked here). */
export const Label7AcceptTerms: Story = {
  name: 'Label 7: Accept Terms And Add To Cart',
  args: { labelConfig: 7, env: { navigate: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept Terms And Add To Cart' }));
    await waitFor(() => expect(args.env?.navigate).toHaveBeenCalledWith('/checkout/cart'));
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
  },
};

/** With the quantity selector beside the button. */
export const WithQuantity: Story = {
  args: { showQuantity: true, quantityName: 'qty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  },
};

/** Busy while the add is in flight (the demo answer is slowed down); a second click sends nothing. */
export const Busy: Story = {
  beforeEach: () => setFault('addItem', 'slow', undefined, { delayMs: 800 }),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Added to Cart' }, { timeout: 3000 });
    // busy until the popup is open, idle once it is drawn open
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  },
};

/** The standard confirmation popup with 'Extras and Essentials We Recommend'. */
export const StandardPopup: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Added to Cart' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('1 item added to your cart');
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    await expect(within(region).getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(4);
  },
};

/** A set added at once ('Add both to cart'): the popup shows what was added as a carousel, one at a time. */
export const StandardPopupSeveralItems: Story = {
  name: 'Standard popup: several items',
  args: { items: [{ Sku: '300101' }, { Sku: '300102' }], labelConfig: 6, labelText: 'both' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add both to cart' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Added to Cart' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 items added to your cart');
    const carousel = within(dialog).getByRole('region', { name: 'Items added' });
    await expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(2);
  },
};

/** An add-on added: its button reads 'Added' and is disabled; the count is the sum of quantities. */
export const AddOnAdded: Story = {
  name: 'Add-on added',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Added to Cart' });
    const region = within(dialog).getByRole('region', { name: 'Extras and Essentials We Recommend' });
    await userEvent.click(within(region).getAllByRole('button', { name: 'Add to Cart' })[0]!);
    const added = await within(region).findByRole('button', { name: 'Added' });
    await expect(added).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('2 items added to your cart');
  },
};

/** "ignore": no popup, only the cart header refreshes. */
export const ConfirmationIgnore: Story = {
  args: { confirmationType: 'ignore' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
  },
};

/** A monogrammed item: its fields, then the Monogramming popup. */
export const MonogrammingPopup: Story = {
  args: { items: TOWEL, personalization: MONOGRAM },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Line 1' }), 'JMA');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Monogramming' });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'Personalization preview' })).toBeVisible());
  },
};

/** The Custom popup: accepting adds and goes to the cart (navigation mocked here). */
export const CustomPopup: Story = {
  args: { items: CUSTOM_TABLE, customConfirmation: true, env: { navigate: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Custom Order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Terms And Add To Cart' }));
    await waitFor(() => expect(args.env?.navigate).toHaveBeenCalledWith('/checkout/cart'));
  },
};

/** The price from GET /sku-pricing/get-sku-data. */
export const WithPrice: Story = {
  args: { showPrice: true, showQuantity: true },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await within(canvasElement).findByText('$1,899.00')).toBeVisible());
  },
};

/** Canada: prices with 'CAD ' (the popup's add-on prices too). */
export const Canada: Story = {
  globals: { site: 'CA' },
  args: { showPrice: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('CAD 1,899.00');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Added to Cart' });
    await expect(within(dialog).getAllByText('CAD 59.95').length).toBeGreaterThan(0);
  },
};

/** The second brand: the same flow in CB2's look. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' }, play: StandardPopup.play };

/** An invalid SKU: the server's invalidSkuMessage, the button disabled. */
export const InvalidSku: Story = {
  args: { items: [{ Sku: '999999' }], showPrice: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The following item(s) could not be found: 999999.',
    );
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

const failureStory = (fault: 'http503' | 'network' | 'malformed'): Story => ({
  beforeEach: () => setFault('addItem', fault),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    // [ref: add-to-cart#errors]: logged only; the button is usable again and no popup opens.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
  },
});

/** The server fails: the shopper sees no popup and can press the button again (the failure is only logged). */
export const ServerFailure503 = failureStory('http503');
/** Network failure: logged only. */
export const NetworkFailure = failureStory('network');
/** Malformed answer: logged only, never a crash. */
export const MalformedAnswer = failureStory('malformed');

/**
 * The retailer's own wording (`messages`): the page gives 'Add to Bag' for the button, 'In Your
 * Bag' for the popup's title and 'How many' for the stepper; `add-to-cart@cb2` gives the second
 * brand its own button (switch the toolbar's brand). The same object goes in `#hearth-config`
 * (script tag) or `setConfig` (npm), as here.
 */
export const RetailerWording: Story = {
  args: { showQuantity: true },
  decorators: [
    (Story) => {
      setConfig({
        messages: {
          'add-to-cart': { labelAddToCart: 'Add to Bag', standardTitle: 'In Your Bag' },
          'add-to-cart@cb2': { labelAddToCart: 'Add to Cart Now' },
          ui: { quantity: 'How many' },
        },
      });
      return <Story />;
    },
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'How many' })).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: globals.brand === 'cb2' ? 'Add to Cart Now' : 'Add to Bag' }),
    );
    // found as soon as it renders; shown once the platform's dialog has opened
    const dialog = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'In Your Bag' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
