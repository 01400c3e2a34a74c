import { SwatchOrder } from '@hearth/swatches';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { noneAvailable, phone, swatchData, withSwatchConfig } from './decorators';
import { neverAnswer } from '../../.storybook/held';

const ORDER_DATA = '*/api/demo/swatches/order-data';
const SUBMIT = '*/browse/specialorder/orderfreeswatchessubmit';

/**
 * 'Order Free Swatches' / 'Get Free Swatch': the swatch list, the
 * shipping form, the address check and the thank-you popup. A popup island; here opened at once.
 */
const meta = {
  title: 'Swatches/Swatch Order',
  component: SwatchOrder,
  decorators: [withSwatchConfig],
  args: { defaultOpen: true, sku: '410100', swatchData: swatchData() },
} satisfies Meta<typeof SwatchOrder>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const VALID: Record<string, string> = {
  'First Name': 'Jordan',
  'Last Name': 'Avery',
  'Address 1': '1250 Techny Rd',
  City: 'Northbrook',
  'ZIP Code': '60062',
  'Phone Number': '312-456-7890',
  'Email Address': 'jordan@hearth.test',
};

async function fillForm(canvasElement: HTMLElement, values: Record<string, string>, state = 'IL') {
  const page = body(canvasElement);
  await page.findByRole('dialog', { name: 'Order Free Swatches' });
  for (const [label, value] of Object.entries(values)) await userEvent.type(page.getByLabelText(label), value);
  await userEvent.selectOptions(page.getByRole('combobox', { name: /^(State|Province)$/ }), state);
  await userEvent.click(page.getByRole('button', { name: 'Send' }));
}

/** The main brand: fabrics by name under 'Featured Fabric'; the default swatch preselected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const modal = await page.findByRole('dialog', { name: 'Order Free Swatches' });
    const featured = within(modal).getByRole('group', { name: 'Featured Fabric' });
    await expect(within(featured).getByRole('checkbox', { name: 'Dover, Slate' })).toBeChecked();
    await expect(within(modal).getByRole('group', { name: 'Temporarily Unavailable Swatches' })).toBeInTheDocument();
  },
};

/** The swatch data brings a message of the store's (SwatchModalMessage): shown above the swatches. */
export const StoreMessage: Story = {
  args: { swatchData: swatchData({ SwatchModalMessage: 'Swatches ship within 2 business days.' }) },
  play: async ({ canvasElement }) => {
    const modal = await body(canvasElement).findByRole('dialog', { name: 'Order Free Swatches' });
    await expect(within(modal).getByText('Swatches ship within 2 business days.')).toBeInTheDocument();
  },
};

/** Loading: the swatch data is on its way. */
export const Loading: Story = {
  args: { swatchData: undefined },
  parameters: {
    msw: {
      handlers: [http.get(ORDER_DATA, neverAnswer)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading swatches…')).toBeInTheDocument();
  },
};

/** The swatch data cannot be loaded (503): logged, and the modal says so. */
export const LoadFailed: Story = {
  args: { swatchData: undefined },
  parameters: {
    msw: { handlers: [http.get(ORDER_DATA, () => new HttpResponse('Service Unavailable', { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText('The swatches could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  },
};

/** No swatch available: the message inviting the shopper to browse swatches in a store. */
export const NoneAvailable: Story = {
  args: { swatchData: noneAvailable() },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByText(/Unfortunately there are no swatches available for ordering\./),
    ).toBeInTheDocument();
  },
};

/** Five chosen: every unchecked swatch disabled, 'You may only select up to five swatches.' */
export const FiveSelected: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: 'Order Free Swatches' });
    const featured = page.getByRole('group', { name: 'Featured Fabric' });
    for (const name of ['Aberdeen, Snow', 'Aberdeen, Ivory', 'Aberdeen, Oat', 'Dover, Harbor Blue'])
      await userEvent.click(within(featured).getByRole('checkbox', { name }));
    await expect(page.getByRole('status')).toHaveTextContent('You may only select up to five swatches.');
    await expect(within(featured).getByRole('checkbox', { name: 'Haven, Snow' })).toBeDisabled();
  },
};

/** Send with an empty form: each field's required message, focus on the first invalid field. */
export const FormErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: 'Order Free Swatches' });
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect(await page.findByText('The First Name field is required.')).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText('First Name')).toHaveFocus());
  },
};

/** The address check suggests another city for the ZIP (the demo's 60062 is Northbrook). */
export const AddressSuggestions: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, { ...VALID, City: 'Chicago' });
    const page = body(canvasElement);
    await expect(
      await page.findByText(/There appears to be a problem with the city, state and ZIP combination\./),
    ).toBeInTheDocument();
    await expect(page.getByRole('option', { name: /-- Use address as entered --/ })).toBeInTheDocument();
  },
};

/** The server refuses with its own Message (no address result). */
export const ServerMessage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(SUBMIT, () => HttpResponse.json({ Succeeded: false, Message: 'Swatch ordering is paused.' })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, VALID);
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Swatch ordering is paused.');
  },
};

/** Ordered: the thank-you popup replaces the modal (5-7 business days). */
export const ThankYou: Story = {
  play: async ({ canvasElement }) => {
    await fillForm(canvasElement, VALID);
    const thanks = await body(canvasElement).findByRole('dialog', { name: 'Thank You.' });
    await expect(thanks).toHaveTextContent(/5-7 business days/);
  },
};

/** 'Get Free Swatch' for one swatch, preselected. */
export const GetFreeSwatch: Story = {
  args: { choiceCode: 10000, swatchData: swatchData({ DefaultSwatch: null }) },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: 'Get Free Swatch' });
    await expect(page.getAllByRole('checkbox', { name: 'Aberdeen, Snow' })[0]).toBeChecked();
  },
};

/** In the page: a button opens it. */
export const WithTrigger: Story = {
  args: { defaultOpen: false, triggerLabel: 'Order Free Swatches' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Order Free Swatches' }));
    await expect(await page.findByRole('dialog', { name: 'Order Free Swatches' })).toBeInTheDocument();
  },
};

/** Canada: Postal Code and provinces. */
export const Canada: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: 'Order Free Swatches' });
    await expect(page.getByLabelText('Postal Code')).toHaveAttribute('maxlength', '7');
    await expect(page.getByRole('combobox', { name: 'Province' })).toBeInTheDocument();
  },
};

/** Canada, ordered: 5-12 business days. */
export const CanadaThankYou: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const { City: _c, 'ZIP Code': _z, ...rest } = VALID;
    await fillForm(canvasElement, { ...rest, City: 'Toronto', 'Postal Code': 'M5V 2T6' }, 'ON');
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Thank You.' })).toHaveTextContent(
      /5-12 business days/,
    );
  },
};

/** The second brand: custom fabrics by 'price group {code}' under 'Custom Fabric', stock under 'Stock Fabric'. */
export const CB2: Story = {
  name: 'CB2',
  globals: { brand: 'cb2' },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const modal = await page.findByRole('dialog', { name: 'Order Free Swatches' });
    await expect(within(modal).getByRole('group', { name: 'Custom Fabric' })).toBeInTheDocument();
    await expect(within(modal).getByRole('group', { name: 'Stock Fabric' })).toBeInTheDocument();
    await expect(within(modal).getByRole('group', { name: 'price group B' })).toBeInTheDocument();
  },
};

/** The second brand on a phone: the form is a bottom sheet, down at first, up by its button. */
export const CB2Phone: Story = {
  name: 'CB2 on a phone',
  globals: { brand: 'cb2' },
  args: { env: phone },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByRole('dialog', { name: 'Order Free Swatches' });
    const toggle = page.getByRole('button', { expanded: false, name: /Ship My Free Swatches To/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The kids brand: like the main brand. */
export const Kids: Story = { globals: { brand: 'kids' }, play: Default.play };
