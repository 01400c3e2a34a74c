import { AddToCart } from '@hearth/cart';
import { ProductCarousel } from '@hearth/media';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMediaConfig } from './decorators';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { neverAnswer } from '../../.storybook/held';

const ITEMS = [
  {
    id: '300103',
    name: 'Linen Throw',
    navigateUrl: '/furniture/linen-throw/s300103',
    imagePath: '/api/demo/img/product/300103.svg',
    formattedPrice: '$59.95',
  },
  {
    id: '300104',
    name: 'Ceramic Vase',
    navigateUrl: '/furniture/ceramic-vase/s300104',
    imagePath: '/api/demo/img/product/300104.svg',
    formattedPrice: '$39.00',
  },
  {
    id: '300105',
    name: 'Wool Rug',
    navigateUrl: '/furniture/wool-rug/s300105',
    imagePath: '/api/demo/img/product/300105.svg',
    formattedPrice: '$299.00',
  },
  {
    id: '600101',
    name: 'Custom Bench',
    navigateUrl: '/furniture/custom-bench/s600101',
    imagePath: '/api/demo/img/product/600101.svg',
    formattedPrice: '$499.00',
    customOrderConfirmation: { hasCustomOrderConfirmation: true },
  },
  {
    id: '300106',
    name: 'Brass Mirror',
    navigateUrl: '/furniture/brass-mirror/s300106',
    imagePath: '/api/demo/img/product/300106.svg',
    formattedPrice: '$189.00',
  },
];

const meta = {
  title: 'Media/Product carousel',
  decorators: [withMediaConfig],
  component: ProductCarousel,
  args: {
    title: 'People Also Viewed',
    lastSku: '300101',
    // npm users render the add-to-cart themselves; the script tag uses an add-to-cart island per item
    renderAddToCart: (props) => <AddToCart {...props} />,
  },
} satisfies Meta<typeof ProductCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** People also view (GET /browse/widget/MainPi?item=300101): 4 in view from 769 px, 2.5 below. */
export const PeopleAlsoView: Story = {
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'People Also Viewed' });
    // the region shows before its slides have come back from the server
    await waitFor(() => expect(within(region).getAllByRole('group', { hidden: true }).length).toBeGreaterThan(4));
  },
};

const neverAnswered = { msw: { handlers: [http.get('*/browse/widget/MainPi', neverAnswer)] } };
/**
 * Checks the placeholder pictures against the layout's size: each no wider than `width`, shaped
 * `shape` (where the page draws styles: the unit-test renderer has none and checks they are there).
 */
async function expectPlaceholders(canvasElement: HTMLElement, width: number, shape: string) {
  const blocks = [...canvasElement.querySelectorAll<HTMLElement>('.hearth-product-card__image-block')];
  await expect(blocks.length).toBeGreaterThan(0);
  for (const block of blocks) {
    const style = getComputedStyle(block);
    if (!style.aspectRatio || style.aspectRatio === 'auto') continue;
    await expect(style.aspectRatio).toBe(shape);
    await expect(parseFloat(style.width)).toBeLessThanOrEqual(width);
  }
}

/**
 * Loading: as many placeholders as slides shown, doubled on phones; each picture 293×185 (no
 * wider than its slide, same shape).
 */
export const Loading: Story = {
  parameters: neverAnswered,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expectPlaceholders(canvasElement, 293, '293 / 185');
  },
};

/** The showcase loading: its placeholder pictures are 388×185. */
export const ShowcaseLoading: Story = {
  args: { layout: 'showcase', title: 'General Pi' },
  parameters: neverAnswered,
  play: async ({ canvasElement }) => {
    await expectPlaceholders(canvasElement, 388, '388 / 185');
  },
};

/** The one- or two-slide variant loading: its placeholder pictures are 300×300. */
export const SingleLoading: Story = {
  args: { layout: 'single', title: 'Complete the Look' },
  parameters: neverAnswered,
  play: async ({ canvasElement }) => {
    await expectPlaceholders(canvasElement, 300, '300 / 300');
  },
};

/** Nothing to show (an empty answer, or a failed read: logged only). */
export const Empty: Story = {
  parameters: { msw: { handlers: [http.get('*/browse/widget/MainPi', () => HttpResponse.json({ items: [] }))] } },
};

/** Items from the page; the Custom Bench takes the custom path of add-to-cart. */
export const ItemsFromThePage: Story = { args: { items: ITEMS, title: 'Complete the Look', lastSku: undefined } };

/** The 'General Pi' showcase: 6 above 1280 px, 4 from 769, 2 below. */
export const Showcase: Story = { args: { layout: 'showcase', title: 'General Pi' } };

/**
 * The variant with one slide up to 1280 px and two above (`layout: 'single'`; `'single-compact'`
 * shows two from 341 px). The story runner is 1024 px wide: one slide, the others hidden from
 * screen readers until a move shows them.
 */
export const Single: Story = {
  args: { items: ITEMS, layout: 'single', title: 'Complete the Look', lastSku: undefined },
  play: async ({ canvasElement }) => {
    const carousel = canvasElement.querySelector<HTMLElement>('.hearth-carousel');
    await expect(canvasElement.querySelector('.hearth-product-carousel')).toHaveAttribute('data-layout', 'single');
    const wide = window.matchMedia('(min-width: 1281px)').matches;
    await expect(carousel?.style.getPropertyValue('--hearth-carousel-per-view')).toBe(wide ? '2' : '1');
    await waitFor(() => expect(within(canvasElement).getAllByRole('group')).toHaveLength(wide ? 2 : 1));
  },
};

/** Double-decker: two items per column. */
export const DoubleDecker: Story = { args: { items: ITEMS, doubleDecker: true, lastSku: undefined } };

/** Add to registry: 'Add To Registry' ('Add' on the listing page or a phone), then 'Added'. */
export const AddToRegistry: Story = {
  args: {
    items: ITEMS,
    action: 'add-to-registry',
    registryId: 90001,
    title: 'You May Also Want',
    lastSku: undefined,
    renderAddToCart: undefined,
  },
};

/** On the listing page: the registry button reads 'Add'. */
export const ListingPage: Story = {
  args: {
    items: ITEMS,
    action: 'add-to-registry',
    registryId: 90001,
    page: 'listing',
    layout: 'showcase',
    lastSku: undefined,
    renderAddToCart: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: 'Add', hidden: true }).length).toBe(ITEMS.length);
  },
};

/** Canada: prices with 'CAD '. */
export const Canada: Story = {
  args: {
    items: ITEMS.map(({ formattedPrice, ...item }) => ({ ...item, formattedPrice: Number(formattedPrice.slice(1)) })),
    lastSku: undefined,
  },
  globals: { site: 'CA' },
};

/** CB2. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' } };
