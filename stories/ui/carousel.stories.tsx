import { Carousel, SkeletonBlock } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

interface Card {
  sku: string;
  name: string;
  price: string;
  hue: number;
}
const CARDS: Card[] = Array.from({ length: 9 }, (_, i) => ({
  sku: `30010${i + 1}`,
  name: [
    'Stoneware Lamp',
    'Linen Throw',
    'Oak Side Table',
    'Wool Rug',
    'Brass Mirror',
    'Ceramic Vase',
    'Jute Basket',
    'Velvet Pillow',
    'Glass Carafe',
  ][i]!,
  price: `$${(29 + i * 20).toFixed(2)}`,
  hue: (i * 47) % 360,
}));

const renderCard = (card: Card) => (
  <article style={{ display: 'grid', gap: 4 }}>
    <div aria-hidden="true" style={{ aspectRatio: '4 / 3', background: `hsl(${card.hue} 30% 80%)`, borderRadius: 4 }} />
    <a href={`#${card.sku}`}>{card.name}</a>
    <span>{card.price}</span>
  </article>
);
const placeholder = () => (
  <div style={{ display: 'grid', gap: 6 }}>
    <SkeletonBlock height={120} />
    <SkeletonBlock width="70%" />
  </div>
);

const meta = {
  title: 'UI/Carousel',
  component: Carousel<Card>,
  args: {
    'aria-label': 'People Also Viewed',
    items: CARDS,
    renderItem: renderCard,
    itemKey: (card: Card) => card.sku,
    perView: { 0: 2.5, 769: 4 },
  },
} satisfies Meta<typeof Carousel<Card>>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Product cards: 4 in view from 769 px (a press moves 4), 2.5 below (moves 2). A region named
 * 'People Also Viewed' with roledescription 'carousel'; each slide a group '{n} of {count}'.
 */
export const Products: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'People Also Viewed' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(9);
    await expect(slides[0]).toHaveAccessibleName('1 of 9');
  },
};

/** The showcase layout: 6 above 1280 px, 4 from 769 to 1280, 2 below. */
export const Showcase: Story = { args: { 'aria-label': 'General Pi', perView: { 0: 2, 769: 4, 1281: 6 } } };

/** One image per view, as the gallery uses it. */
export const OnePerView: Story = {
  args: {
    'aria-label': 'Product images',
    perView: 1,
    renderItem: (card: Card) => (
      <div role="img" aria-label={card.name} style={{ aspectRatio: '4 / 3', background: `hsl(${card.hue} 30% 70%)` }} />
    ),
  },
};

/** Double-decker: two items per column. */
export const DoubleDecker: Story = {
  args: { rows: 2 },
  play: async ({ canvasElement }) => {
    const slides = within(canvasElement).getAllByRole('group', { hidden: true });
    await expect(slides).toHaveLength(5);
    await expect(slides[0]).toHaveTextContent(/Stoneware Lamp.*Linen Throw/);
  },
};

/** Loading: placeholders as many as the slides shown (here 8: the product carousels double them on phones). */
export const Loading: Story = {
  args: { items: [], loading: true, placeholders: 8, renderPlaceholder: placeholder },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelectorAll('.hearth-carousel__slide')).toHaveLength(8);
  },
};

/** Fewer items than fit: no Previous or Next. */
export const FewItems: Story = { args: { items: CARDS.slice(0, 2) } };

/** CB2: square buttons. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' } };

/**
 * APG carousel: only the slides in view are exposed. The others are `inert` and hidden from
 * screen readers (out of the tab order); Next moves on, and the polite live region says which
 * are shown now, 'Slides 5–8 of 9' (4 in view).
 */
export const SlidesOutOfViewHidden: Story = {
  args: { perView: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slides = canvasElement.querySelectorAll('.hearth-carousel__slide');
    await waitFor(() => expect(slides[4]).toHaveAttribute('inert'));
    await expect(slides[4]).toHaveAttribute('aria-hidden', 'true');
    await expect(slides[0]).not.toHaveAttribute('inert');
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(
      CARDS.slice(0, 4).map((card) => card.name),
    );
    // Storybook lays the slides out (the node runner does not): there, Next moves and says so.
    const next = canvas.queryByRole('button', { name: 'Next slides' });
    if (!next) return;
    await userEvent.click(next);
    const live = canvasElement.querySelector('.hearth-carousel [aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('Slides 5–8 of 9'));
    await waitFor(() => expect(slides[0]).toHaveAttribute('inert'));
  },
};
