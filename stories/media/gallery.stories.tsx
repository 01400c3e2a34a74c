import { Gallery } from '@hearth/media';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inGalleryColumn, withMediaConfig } from './decorators';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { neverAnswer } from '../../.storybook/held';

const meta = {
  title: 'Media/Gallery',
  decorators: [withMediaConfig, inGalleryColumn],
  component: Gallery,
  args: { sku: '410100' },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the page: the first image, thumbnails, 'View all images'. */
export const InThePage: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'View all images' });
  },
};

/** The 'Product Gallery' modal: Product Images, Product Videos, Customer Images. */
export const ModalOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'View all images' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product Gallery' });
    await expect(within(dialog).getAllByRole('tab')).toHaveLength(3);
  },
};

/**
 * 'View All' scrolled: the image across the line one third of the window height down (the
 * anchored image) is the selected one, its thumbnail current. Where the page has no layout (the
 * unit-test renderer) the play only opens the list.
 */
export const ViewAllAnchoredImage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'View all images' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product Gallery' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View All' }));
    const list = dialog.querySelector<HTMLElement>('.hearth-gallery-viewer__all')!;
    const second = list.querySelector<HTMLElement>('[data-index="1"]')!;
    if (list.getBoundingClientRect().height === 0) return;
    // the second image's top just above the line: it is the anchored image. Placed again on each
    // try: while the popup still slides in or an image above it loads, one placement can miss
    await waitFor(() => {
      list.scrollTop += second.getBoundingClientRect().top - (window.innerHeight / 3 - 4);
      expect(within(dialog).getByRole('button', { name: 'Image 2 of 5' })).toHaveAttribute('aria-current', 'true');
    });
  },
};

/** No videos: no 'Product Videos' tab (the Stoneware Table Lamp). */
export const NoVideos: Story = {
  args: { sku: '300101' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'View all images' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product Gallery' });
    await expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Product Images', 'Customer Images']);
  },
};

/** No customer images: the modal's tab says so; the page part shows nothing. */
export const NoCustomerImages: Story = {
  args: { sku: '300101' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'View all images' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product Gallery' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Customer Images' }));
    await expect(await within(dialog).findByText('No customer images yet.')).toBeInTheDocument();
  },
};

/** Customer images in the page, each opening the gallery on that photo. */
export const CustomerImages: Story = {
  args: { view: 'customer-images' },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Customer Images' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Open photo by @northshore.home' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Product Gallery' });
    await expect(within(dialog).getByRole('tab', { name: 'Customer Images' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Loading: a skeleton while the images are read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/demo/gallery-images', neverAnswer)] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** Load failure: 'Images could not be loaded.' (logged). */
export const LoadFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/demo/gallery-images', () => HttpResponse.text('Service Unavailable', { status: 503 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Images could not be loaded.');
  },
};

/** Kids brand: the customer images are read with isKids=true. */
export const Kids: Story = { args: { view: 'customer-images' }, globals: { brand: 'kids' } };

/** CB2. */
export const Cb2: Story = { name: 'CB2', globals: { brand: 'cb2' } };
