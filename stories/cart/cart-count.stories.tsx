import { CartCount } from '@hearth/cart';
import { dispatchCartUpdated } from '@hearth/core';
import { setCartCount } from '@hearth/cart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

const meta = {
  title: 'Islands/Cart count',
  component: CartCount,
  args: { count: 2 },
  // Each story starts from the server's count, not from the last story's update.
  beforeEach: () => {
    setCartCount(null);
  },
} satisfies Meta<typeof CartCount>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a screen reader hears of the count: its polite live region. */
const announced = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('.hearth-cart-count [aria-live="polite"]');

/** The count the server rendered. */
export const ServerCount: Story = {
  play: async ({ canvasElement }) => {
    await expect(announced(canvasElement)).toHaveTextContent('2 items in cart');
  },
};

/** Empty cart. */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(announced(canvasElement)).toHaveTextContent('0 items in cart');
  },
};

/** After `hearth:cart-updated` with a new count (from any island or legacy script). */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    dispatchCartUpdated(5);
    await waitFor(() => expect(announced(canvasElement)).toHaveTextContent('5 items in cart'));
  },
};
