import { Button, useBusyAction } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to Cart', variant: 'primary', busy: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'link'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The resting button: named by its label, `type="button"`; it ends at rest (no focus ring). */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to Cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // the play's click focused it from script, which shows the keyboard's focus ring: back to rest
    button.blur();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continue Shopping' } };

/** Busy: spinner, `aria-busy`, `aria-disabled`; focus stays, clicks are ignored. */
export const Busy: Story = {
  args: { busy: true, busyLabel: 'Adding…' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Adding…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Blocked: another action of the island is being sent; `aria-disabled`, no spinner, clicks ignored. */
export const Blocked: Story = {
  args: { blocked: true, variant: 'link', children: 'Remove' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** An `onClick` that returns a promise keeps the button busy: a double click sends once. */
export const AsyncClick: Story = {
  args: { onClick: fn(() => wait(200)), busyLabel: 'Adding…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Adding…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy'));
  },
};

function SendOnce({ send }: { send: () => Promise<void> }) {
  const { run, busy } = useBusyAction(send);
  return (
    <Button busy={busy} busyLabel="Placing Order…" onClick={() => void run()}>
      Place Order
    </Button>
  );
}

/** `useBusyAction` is how islands avoid double sends: calls while one is in flight are ignored. */
export const WithUseBusyAction: Story = {
  args: { onClick: fn(() => wait(200)) },
  render: (args) => <SendOnce send={args.onClick as () => Promise<void>} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Place Order' });
    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Placing Order…' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Order' })).not.toHaveAttribute('aria-busy'));
  },
};
