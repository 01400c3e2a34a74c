import { Button, Flyout, TextField } from '@hearth/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/Flyout',
  component: Flyout,
  args: {
    title: 'Checkout Now',
    side: 'right',
    onOpenChange: fn(),
    trigger: <Button>Checkout</Button>,
    children: (
      <form onSubmit={(e) => e.preventDefault()}>
        <TextField label="Email" type="email" name="email" autoComplete="email" />
        <TextField label="Password" type="password" name="password" autoComplete="current-password" />
        <Button type="submit">Sign In</Button>
      </form>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['right', 'left'] },
    trigger: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Flyout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger opens it; it slides in from the right, Escape slides it out. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Checkout' });
    await userEvent.click(trigger);
    const flyout = await page.findByRole('dialog', { name: 'Checkout Now' });
    await expect(flyout).toHaveAttribute('aria-modal', 'true');
    await expect(flyout).toHaveAttribute('data-side', 'right');
    await waitFor(() => expect(flyout).toHaveAttribute('data-state', 'open'));
    await waitFor(() => expect(page.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** Open, with a sign-in form: Tab stays inside. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const email = await page.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(email).toHaveFocus();
  },
};

/** With a description under its title, which the panel is described by. */
export const WithDescription: Story = {
  args: { defaultOpen: true, description: 'Sign in to check out faster.' },
  play: async ({ canvasElement }) => {
    const flyout = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Checkout Now' });
    await expect(flyout).toHaveAccessibleDescription('Sign in to check out faster.');
  },
};

/** From the left edge. */
export const LeftSide: Story = { args: { defaultOpen: true, side: 'left', title: 'Filters' } };

/** A long list scrolls inside the panel. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Fabric Swatches',
    children: (
      <ul>
        {Array.from({ length: 40 }, (_, i) => (
          <li key={i}>Swatch {i + 1}</li>
        ))}
      </ul>
    ),
  },
};
