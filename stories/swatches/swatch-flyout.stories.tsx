import { addRecentSwatch } from '@hearth/commerce';
import { SwatchFlyout } from '@hearth/swatches';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSwatchConfig } from './decorators';
import { neverAnswer } from '../../.storybook/held';

const CARD_DATA = '*/free-swatches/get-card-data';
const RECENT = '*/api/demo/swatches/recent';

const DOVER = {
  code: 10305,
  optionCode: 9,
  title: 'Dover',
  text: 'Slate',
  typeName: 'Fabric',
  description: 'Dover, Slate. 100% solution-dyed acrylic.',
  formattedPrice: '$2,199.00',
  images: { desktop: '/api/demo/img/swatch/10305.svg' },
  additionalDetails: {
    features: ['Performance', 'Stain-resistant'],
    content: '100% solution-dyed acrylic',
    origin: 'USA',
    careInstructions: { description: 'Blot spills immediately.', fabricIconPath: '/assets/demo/care/fabric.svg' },
  },
};

/**
 * The swatch flyout: material, care with the fabric icon, price and details, recently
 * viewed swatches and 'Browse All Swatches'; a popup anchored to the swatch, or the page's content.
 */
const meta = {
  title: 'Swatches/Swatch Flyout',
  component: SwatchFlyout,
  decorators: [withSwatchConfig],
  args: { swatch: DOVER },
} satisfies Meta<typeof SwatchFlyout>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A swatch out of stock with no picture: the button keeps its square, the details say 'Unavailable'. */
export const UnavailableWithoutPicture: Story = {
  args: {
    swatch: { ...DOVER, images: {}, additionalDetails: { ...DOVER.additionalDetails, swatchInStock: false } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Dover/ }));
    const flyout = await body(canvasElement).findByRole('dialog');
    await expect(within(flyout).getByText('Unavailable')).toBeInTheDocument();
  },
};

/** Popup: the swatch button; a click (or Enter, tap, a 200 ms hover) opens the flyout. */
export const Popup: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /Dover, Slate/ }));
    await expect(await page.findByRole('heading', { level: 2, name: 'Dover, Slate' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Browse All Swatches' })).toHaveAttribute('href', '/free-swatches');
  },
};

/**
 * Popup opened by the keyboard (Enter; a click does the same): a modal dialog that takes the
 * focus and keeps it, Tab cycling inside, until Escape gives it back to the swatch. A hover
 * opens the same flyout as a non-modal preview.
 */
export const PopupByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    page.getByRole('button', { name: /Dover, Slate/ }).focus();
    await userEvent.keyboard('{Enter}');
    const flyout = await page.findByRole('dialog', { name: 'Dover, Slate' });
    await expect(flyout).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(flyout).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(flyout.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
  },
};

/** Popup with the image trigger, named '{name} details'. */
export const ImageTrigger: Story = {
  args: { trigger: 'image' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('button', { name: 'Dover, Slate details' })).toBeInTheDocument();
  },
};

/** Page mode: the swatch's name is the page's top-level heading. */
export const Page: Story = {
  args: { mode: 'page' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('heading', { level: 1, name: 'Dover, Slate' })).toBeInTheDocument();
  },
};

/** Page mode with 'Get Free Swatch', which opens the order popup for this swatch. */
export const WithGetFreeSwatch: Story = {
  args: { mode: 'page', getFreeSwatch: true, sku: '410100' },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('button', { name: 'Get Free Swatch' })).toBeInTheDocument();
  },
};

/** Fetched by its choice code (get-card-data). */
export const ByChoiceCode: Story = {
  args: { swatch: undefined, choiceCode: 10000, mode: 'page' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('heading', { level: 1 })).toHaveTextContent('Aberdeen');
  },
};

/** Loading: the card data is on its way. */
export const Loading: Story = {
  args: { swatch: undefined, choiceCode: 10000, mode: 'page' },
  parameters: {
    msw: {
      handlers: [http.get(CARD_DATA, neverAnswer)],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('Loading…')).toBeInTheDocument();
  },
};

/** The card data cannot be loaded: logged, and the page says so. */
export const LoadFailed: Story = {
  args: { swatch: undefined, choiceCode: 10000, mode: 'page' },
  parameters: {
    msw: { handlers: [http.get(CARD_DATA, () => new HttpResponse('Service Unavailable', { status: 503 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText('This swatch could not be loaded.')).toBeInTheDocument();
  },
};

/** Recently viewed swatches, below the details. */
export const RecentlyViewed: Story = {
  args: { mode: 'page' },
  beforeEach: () => {
    addRecentSwatch({ ChoiceCode: 10001 });
    addRecentSwatch({ ChoiceCode: 10000 });
  },
  play: async ({ canvasElement }) => {
    await expect(
      await body(canvasElement).findByRole('heading', { name: 'Recently Viewed Swatches' }),
    ).toBeInTheDocument();
  },
};

/** The recent lookup fails: the flyout shows without the list. */
export const RecentFailed: Story = {
  args: { mode: 'page' },
  parameters: { msw: { handlers: [http.get(RECENT, () => new HttpResponse(null, { status: 500 }))] } },
};

/** Canada: the same flyout with the Canadian price. */
export const Canada: Story = {
  globals: { site: 'CA' },
  args: { mode: 'page', swatch: { ...DOVER, formattedPrice: 'CAD 2,899.00' } },
};
/** The second brand. */
export const CB2: Story = { name: 'CB2', globals: { brand: 'cb2' }, play: Popup.play };
/** The kids brand. */
export const Kids: Story = { globals: { brand: 'kids' }, play: Popup.play };
