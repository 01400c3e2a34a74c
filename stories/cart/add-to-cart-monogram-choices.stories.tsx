import { AddToCart } from '@hearth/cart';
import { DEMO_MONOGRAM_FONTS, DEMO_THREAD_COLORS } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MONOGRAM, TOWEL, withDemoEndpoints } from './add-to-cart-fixtures';

/** The monogram's thread colours (25 main, 12 CB2; names from the page) and fonts, as choices. */
const meta = {
  title: 'Cart/Add to cart/Thread colours and fonts',
  component: AddToCart,
  decorators: [withDemoEndpoints],
  args: {
    items: TOWEL,
    personalization: { ...MONOGRAM, threadColors: [...DEMO_THREAD_COLORS.main], fonts: [...DEMO_MONOGRAM_FONTS] },
  },
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The main brand: 25 thread colours and the fonts (what a choice sends: the component and browser
 * tests). The brand is the story's, as CB2's is: the toolbar's brand switch would give CB2 the main
 * brand's 25 colours, which a CB2 page never sends.
 */
export const MainBrand: Story = {
  globals: { brand: 'main' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = canvas.getByRole('group', { name: 'Thread Color' });
    await expect(within(colours).getAllByRole('radio')).toHaveLength(25);
    await userEvent.click(within(colours).getByRole('radio', { name: 'Hunter Green' }));
    await expect(within(colours).getByRole('radio', { name: 'Hunter Green' })).toBeChecked();
    await expect(within(canvas.getByRole('group', { name: 'Font' })).getAllByRole('radio')).toHaveLength(4);
  },
};

/** CB2: 12 thread colours, even when the page sends more (the rest are left out, logged once). */
export const Cb2: Story = {
  name: 'CB2',
  globals: { brand: 'cb2' },
  args: {
    personalization: { ...MONOGRAM, threadColors: [...DEMO_THREAD_COLORS.cb2], fonts: [...DEMO_MONOGRAM_FONTS] },
  },
  play: async ({ canvasElement }) => {
    const colours = within(canvasElement).getByRole('group', { name: 'Thread Color' });
    await expect(within(colours).getAllByRole('radio')).toHaveLength(12);
  },
};

/** In-house etching: no thread, the fonts only. */
export const FontsOnly: Story = {
  args: { personalization: { ...MONOGRAM, customizationType: 705, fonts: [...DEMO_MONOGRAM_FONTS] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Thread Color' })).toBeNull();
    await expect(within(canvas.getByRole('group', { name: 'Font' })).getAllByRole('radio')).toHaveLength(4);
  },
};
