import { Skeleton, SkeletonBlock } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { lines: 3, label: 'Loading…' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines: one busy status read as 'Loading…', blocks hidden from screen readers. */
export const Lines: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
  },
};

/** A fixed size block (an image). */
export const Block: Story = { args: { lines: 1, width: 240, height: 160 } };

/** A custom layout: a product card. */
export const ProductCard: Story = {
  args: { label: 'Loading product' },
  render: (args) => (
    <Skeleton {...args} style={{ width: 240 }}>
      <SkeletonBlock height={180} />
      <SkeletonBlock width="80%" />
      <SkeletonBlock width="40%" />
      <SkeletonBlock circle width={24} height={24} />
    </Skeleton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading product');
  },
};
