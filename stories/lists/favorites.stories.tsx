import { Favorites } from '@hearth/lists';
import { setFault, signIn } from '@hearth/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORY_LOCATION, pageOf, withListsConfig } from './decorators';

const meta = {
  title: 'Lists/Favorites',
  component: Favorites,
  decorators: [withListsConfig],
  args: { sku: '300101', env: { location: STORY_LOCATION } },
} satisfies Meta<typeof Favorites>;
export default meta;
type Story = StoryObj<typeof meta>;

const openList = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Favorites/ }));
  return within(pageOf(canvasElement)).findByRole('dialog', { name: 'Add This Item to a List' });
};

/** Not saved: the outline heart. */
export const NotSaved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Favorites' })).toBeEnabled();
  },
};

/** Saved (GET favorites skus holds the sku and option choice): the solid heart. */
export const Saved: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/demo/favorites/skus', () => HttpResponse.json([{ Item1: '300101', Item2: '' }]))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Saved to Favorites' })).toBeInTheDocument();
  },
};

/** Loading the list data (slowed down): the heart is busy. */
export const LoadingPopup: Story = {
  beforeEach: () => setFault('favoritesPopupData', 'slow', undefined, { delayMs: 800 }),
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Add to Favorites' });
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Add This Item to a List' }, { timeout: 3000 });
  },
};

/** A shopper not signed in: no lists yet, a new list, and 'Already have a list? Sign in'. */
export const AddToListSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('returnUrl='),
    );
  },
};

/** The demo account: its lists, the one holding the item marked. */
export const AddToListSignedIn: Story = {
  beforeEach: () => {
    signIn();
  },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/demo/favorites/popup-data', () =>
          HttpResponse.json({
            CurrentProductName: 'Stoneware Table Lamp',
            CurrentProductFormattedPrice: '$179.00',
            ProductImageUrl: '/api/demo/img/product/300101.svg',
            Boards: [
              { Id: 1, BoardName: 'Living Room Ideas', IsProductMember: true },
              { Id: 2, BoardName: 'Cabin', IsProductMember: false },
            ],
            IsSignedIn: true,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Living Room Ideas' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cabin' })).toBeEnabled();
  },
};

/** An empty new list name: the error shows and nothing is sent. */
export const EmptyListName: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create List' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'New List Name' })).toHaveAccessibleDescription(
        'Please enter a list name.',
      ),
    );
  },
};

/** 'Item Added to Your List' after creating a list, with 'View Now'. */
export const ItemAdded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New List Name' }), 'Nursery{Enter}');
    const added = await within(pageOf(canvasElement)).findByRole('dialog', { name: 'Item Added to Your List' });
    await expect(within(added).getByRole('link', { name: 'View Now' })).toHaveAttribute('href', '/Favorites/');
  },
};

/** Unavailable: disabled. */
export const Unavailable: Story = {
  args: { isNla: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Favorites' })).toBeDisabled();
  },
};

/** Sku 0 with a grouper: a click raises the grouper error. */
export const GrouperError: Story = {
  name: 'No sku chosen in a group: grouper error',
  args: { sku: '0', hasGrouper: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to Favorites' }));
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please choose your options first.');
  },
};

/** The lists cannot be loaded: no modal opens (the failure is only logged). */
export const PopupFailure: Story = {
  name: 'Lists fail to load: no popup',
  beforeEach: () => setFault('favoritesPopupData', 'http503'),
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Add to Favorites' });
    await userEvent.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await expect(within(pageOf(canvasElement)).queryByRole('dialog')).toBeNull();
  },
};

/** Canada: the price in the modal with 'CAD '. */
export const Canada: Story = {
  globals: { site: 'CA' },
  play: async ({ canvasElement }) => {
    const dialog = await openList(canvasElement);
    await expect(within(dialog).getByText('CAD 179.00')).toBeInTheDocument();
  },
};

/** The second brand: the modal in CB2's look. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' }, play: AddToListSignedOut.play };
