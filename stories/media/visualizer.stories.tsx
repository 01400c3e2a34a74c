import { Visualizer } from '@hearth/media';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMediaConfig } from './decorators';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeWidget } from './fake-widget';

const meta = {
  title: 'Media/Visualizer',
  decorators: [withMediaConfig],
  component: Visualizer,
  args: { sku: '410100', mode: 'inline', adapter: fakeWidget },
} satisfies Meta<typeof Visualizer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The launcher: 'View in Your Room'. */
export const Launcher: Story = {};

/** Launched inline: the (fake) widget in place of the trigger, 'View Summary'. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View in Your Room' }));
    await canvas.findByRole('button', { name: 'View Summary' });
  },
};

/** The Summary drawer with its lines, subtotal, add-all. */
export const Summary: Story = {
  args: { skus: ['300101'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View in Your Room' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'View Summary' }));
    const summary = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Summary' });
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Add all fails: the spec's message with an error icon. */
export const AddAllFails: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/demo/cart/add-item', () => HttpResponse.json({ isSuccess: false }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View in Your Room' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'View Summary' }));
    const summary = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Summary' });
    await userEvent.click(within(summary).getByRole('button', { name: 'Add All to Cart' }));
    await expect(await within(summary).findByRole('alert')).toHaveTextContent(
      'We were unable to add these items to your cart. Please try again.',
    );
  },
};

/** An invalid sku: the server's message. */
export const InvalidSku: Story = {
  args: { sku: '999999' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View in Your Room' }));
    await within(canvasElement).findByRole('alert');
  },
};

/** As a popup. */
export const Popup: Story = {
  args: { mode: 'popup' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View in Your Room' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Visualizer' });
  },
};

/** As a popup, used and closed: the trigger stays hidden; focus is on the launcher's place. */
export const PopupClosed: Story = {
  // the smoke test holds a story named after a popup to end with it open: this one ends closed
  name: 'Used once, trigger hidden',
  args: { mode: 'popup' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View in Your Room' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Visualizer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvasElement.querySelector('.hearth-visualizer')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'View in Your Room' })).toBeNull();
  },
};

/** Canada: prices with 'CAD '. */
export const Canada: Story = { ...Summary, globals: { site: 'CA' } };
