import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PATHS, setupCarouselLayout, setupMockApi } from '../testing/setup';
import { Gallery } from './gallery';
import type { GalleryImage } from './schema';

const api = setupMockApi();
setupCarouselLayout();

const A: GalleryImage = { id: 'Image_1', type: 1, src: '/a.svg', altText: 'A' };
const B: GalleryImage = { id: 'Image_2', type: 1, src: '/b.svg', altText: 'B' };

/** The console lines that mention `value`. */
const linesAbout = (error: { mock: { calls: unknown[][] } }, value: string) =>
  error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes(value));

/** The page's preview, then the gallery opened from 'View all images'. */
async function openGallery(images: GalleryImage[]) {
  const user = userEvent.setup();
  render(<Gallery sku="300101" images={images} customerImages={[]} />);
  await user.click(screen.getByRole('button', { name: 'View all images' }));
  const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
  // the main carousel's slides, those out of view too
  const slides = within(dialog)
    .getAllByRole('group', { hidden: true })
    .filter((group) => /^Image \d+ of \d+$/.test(group.getAttribute('aria-label') ?? ''));
  return { user, dialog, slides };
}

/** An element of the page that opened the gallery as a popup. */
function popupOpener() {
  const opener = document.createElement('button');
  opener.textContent = 'Open the gallery';
  document.body.append(opener);
  opener.focus();
  return opener;
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe("[ref: gallery#screens, #limits] the 'Product Gallery' modal's Product Images", () => {
  it('thumbnails: the icon where the image has one, else the image, at the thumb preset; a refused icon is left out, its line names images.srcIcon', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openGallery([
      { ...A, srcIcon: '/a-icon.svg' },
      B,
      { id: 'Image_3', type: 1, src: '/c.svg', srcIcon: 'javascript:icon()', altText: 'C' },
    ]);
    const thumbs = within(dialog)
      .getAllByRole('button', { name: /^Image \d of 3$/ })
      .map((thumb) => thumb.querySelector('img'));
    expect(thumbs[0]!.getAttribute('src')).toBe('/a-icon.svg?$web_pdp_main_carousel_thumb$');
    expect(thumbs[1]!.getAttribute('src')).toBe('/b.svg?$web_pdp_main_carousel_thumb$');
    expect(thumbs[2]).toBeNull();
    const lines = linesAbout(error, 'javascript:icon()');
    // the page's thumbnails and the modal's: both name the field
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('hearth: island "gallery" refused field "images.srcIcon"');
    error.mockRestore();
  });

  it('a refused address taken in place of another: its line names the field it came from, not the one it stood in for', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openGallery([
      A,
      // no icon: the thumbnails take the portrait, the slide its hi-res, the page's main picture (when selected) the portrait
      {
        id: 'Image_2',
        type: 1,
        src: '/b.svg',
        portraitSrc: 'javascript:portrait()',
        portraitSrcHires: 'javascript:hires()',
      },
      { id: 'Image_3', type: 1, src: 'javascript:src()' },
    ]);
    const fieldsOf = (value: string) =>
      new Set(linesAbout(error, value).map((line) => /refused field "([^"]+)"/.exec(line)?.[1]));
    expect(fieldsOf('javascript:portrait()')).toEqual(new Set(['images.portraitSrc']));
    expect(fieldsOf('javascript:hires()')).toEqual(new Set(['images.portraitSrcHires']));
    expect(fieldsOf('javascript:src()')).toEqual(new Set(['images.src']));
    error.mockRestore();
  });

  it('slides: the first eager, the others lazy, at the hi-res portrait where there is one; an image without alt text has none', async () => {
    const { slides } = await openGallery([
      { ...A, portraitSrc: '/a-portrait.svg', portraitSrcHires: '/a-hires.svg' },
      { id: 'Image_2', type: 1, src: '/b.svg' },
    ]);
    const first = within(slides[0]!).getByRole('img', { name: 'A', hidden: true });
    expect(first.getAttribute('src')).toBe('/a-hires.svg?$web_pdp_main_carousel_high$');
    expect(first).toHaveAttribute('loading', 'eager');
    const second = slides[1]!.querySelector('img')!;
    expect(second.getAttribute('src')).toBe('/b.svg?$web_pdp_main_carousel_high$');
    expect(second).toHaveAttribute('alt', '');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('a 360 image it refuses is left out (no 360 view); its line names images.src', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { slides } = await openGallery([
      A,
      {
        id: 'Image_2',
        type: 1,
        src: 'javascript:spin()',
        srcIcon: '/spin-icon.svg',
        altText: 'Spin',
        additionalDetails: { is360: true },
      },
    ]);
    expect(within(slides[1]!).queryByRole('button', { name: 'Start 360° view', hidden: true })).toBeNull();
    expect(slides[1]!.querySelector('img')).toBeNull();
    const lines = linesAbout(error, 'javascript:spin()');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('hearth: island "gallery" refused field "images.src"');
    error.mockRestore();
  });
});

describe('[ref: gallery#screens] opened as a popup island', () => {
  it('the modal at once, nothing of it in the page behind; closed, the loader is told after the fade and focus goes back to the opener', async () => {
    const opener = popupOpener();
    const onClose = vi.fn();
    const user = userEvent.setup();
    try {
      render(<Gallery sku="300101" images={[A, B]} customerImages={[]} onClose={onClose} opener={opener} />);
      const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
      expect(within(dialog).getByRole('tab', { name: 'Product Images' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('button', { name: 'View all images', hidden: true })).toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(opener).toHaveFocus();
    } finally {
      opener.remove();
    }
  });

  it('on Customer Images, no customer strip behind it', async () => {
    render(
      <Gallery
        sku="300101"
        view="customer-images"
        tab="customer-images"
        images={[A]}
        customerImages={[{ imageSizes: { originalConverted: { url: '/photo.svg' } }, instagramHandle: '@one' }]}
        onClose={() => {}}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    expect(within(dialog).getByRole('tab', { name: 'Customer Images' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Open photo by @one', hidden: true })).toBeNull();
  });

  it('asked for Product Videos where there are none: on Product Images', async () => {
    render(<Gallery sku="300101" tab="videos" images={[A, B]} customerImages={[]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Product Images', 'Customer Images']);
    expect(within(dialog).getByRole('tab', { name: 'Product Images' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('img', { name: 'A' })).toBeInTheDocument();
  });

  it('while the images load, a skeleton in the modal; then the images', async () => {
    const release = holdAnswers(api.server, PATHS.galleryImages);
    render(<Gallery sku="300101" customerImages={[]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    await waitFor(() => expect(api.to(PATHS.galleryImages)).toHaveLength(1));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('status')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'View All' })).toBeNull();
    release();
    expect(await within(panel).findByRole('img', { name: 'Stoneware Table Lamp, from the front' })).toBeInTheDocument();
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('images that cannot be read: the modal says so (logged)', async () => {
    setFault('galleryImages', 'http503');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gallery sku="300101" customerImages={[]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Images could not be loaded.');
    expect(error.mock.calls.map(([message]) => String(message))).toContain('hearth: gallery: galleryImages failed');
    error.mockRestore();
  });
});

describe('[ref: gallery#screens, #calls] in the page: what each view shows and reads', () => {
  it("'images': the preview, no customer strip; the customer images read only once the modal opens", async () => {
    const user = userEvent.setup();
    render(<Gallery sku="410100" />);
    const opener = await screen.findByRole('button', { name: 'View all images' });
    expect(screen.queryByRole('heading', { name: 'Customer Images' })).toBeNull();
    // past the moment a request made then would have reached the mock server
    await wait(200);
    expect(api.to(PATHS.customerImages)).toHaveLength(0);
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    await user.click(within(dialog).getByRole('tab', { name: 'Customer Images' }));
    expect(await within(dialog).findAllByRole('button', { name: /^Image \d of 6$/ })).toHaveLength(6);
    expect(api.to(PATHS.customerImages)).toHaveLength(1);
  });

  it("'customer-images': the strip, no preview; the product images not read", async () => {
    render(<Gallery sku="410100" view="customer-images" />);
    expect(await screen.findByRole('button', { name: 'Open photo by @northshore.home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View all images' })).toBeNull();
    await wait(200);
    expect(api.to(PATHS.galleryImages)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'View all images' })).toBeNull();
  });

  it('each view shows only its own part, though the page gives both the images and the customer images', () => {
    const images = [A, B];
    const customerImages = [{ imageSizes: { originalConverted: { url: '/photo.svg' } }, instagramHandle: '@one' }];
    const { unmount } = render(<Gallery sku="300101" images={images} customerImages={customerImages} />);
    expect(screen.getByRole('button', { name: 'View all images' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open photo by @one' })).toBeNull();
    unmount();
    render(<Gallery sku="300101" view="customer-images" images={images} customerImages={customerImages} />);
    expect(screen.getByRole('button', { name: 'Open photo by @one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View all images' })).toBeNull();
  });

  it("'none': nothing in the page, nothing read", async () => {
    const { container } = render(<Gallery sku="410100" view="none" />);
    await wait(200);
    expect(container).toBeEmptyDOMElement();
    expect(api.requests).toHaveLength(0);
  });
});
