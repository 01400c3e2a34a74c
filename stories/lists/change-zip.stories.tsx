import { ChangeZip } from '@hearth/lists';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetZip, withListsConfig } from './decorators';

const meta = {
  title: 'Lists/Change ZIP',
  component: ChangeZip,
  decorators: [withListsConfig],
  beforeEach: resetZip,
} satisfies Meta<typeof ChangeZip>;
export default meta;
type Story = StoryObj<typeof meta>;

const reveal = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show More' }));
  return within(canvasElement).getByRole('textbox');
};

/** Closed, with the ZIP the server knows. */
export const Closed: Story = {
  args: { zipCode: '60062' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your ZIP Code: 60062')).toBeInTheDocument();
  },
};

/** Revealed ('Show More' → 'Show Less'). */
export const Revealed: Story = {
  play: async ({ canvasElement }) => {
    await reveal(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** A ZIP failing the client check. */
export const ClientError: Story = {
  play: async ({ canvasElement }) => {
    const field = await reveal(canvasElement);
    await userEvent.type(field, '123{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid ZIP Code.'));
  },
};

/** A ZIP the server refuses: its message under the field. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const field = await reveal(canvasElement);
    await userEvent.type(field, '00000{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('We could not find that ZIP Code.'));
  },
};

/** A valid ZIP closes the panel and becomes the page's ZIP. */
export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const field = await reveal(canvasElement);
    await userEvent.type(field, '60601{Enter}');
    await within(canvasElement).findByText('Your ZIP Code: 60601');
  },
};

/** Canada: Postal Code, 7 characters, upper-cased. */
export const Canada: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const field = await reveal(canvasElement);
    await expect(field).toHaveAccessibleName('Postal Code');
    await expect(field).toHaveAttribute('maxlength', '7');
    await userEvent.type(field, 'm5v 2a8{Enter}');
    await within(canvasElement).findByText('Your Postal Code: M5V 2A8');
  },
};

/** The second brand. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' }, play: Revealed.play };
