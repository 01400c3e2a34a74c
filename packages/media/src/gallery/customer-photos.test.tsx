import { holdAnswers } from '@hearth/mock-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PATHS, setupCarouselLayout, setupMockApi } from '../testing/setup';
import { Gallery } from './gallery';
import type { CustomerImageRecord, GalleryImage } from './schema';

const api = setupMockApi();
setupCarouselLayout();

const IMAGES: GalleryImage[] = [{ id: 'Image_1', type: 1, src: '/room.svg', altText: 'The room' }];
const record = (n: number, more: Partial<CustomerImageRecord> = {}): CustomerImageRecord => ({
  id: `ci-${n}`,
  imageSizes: { originalConverted: { url: `/photo-${n}.svg` }, smallSquare: { url: `/photo-${n}-square.svg` } },
  instagramHandle: `@shopper${n}`,
  ...more,
});
const noHandle = { instagramHandle: null };

/** The console lines that mention `value`. */
const linesAbout = (error: { mock: { calls: unknown[][] } }, value: string) =>
  error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes(value));

/** The page's customer images, then the gallery opened on the photo of that name. */
async function openOnPhoto(records: CustomerImageRecord[], name = 'Open photo by @shopper1') {
  const user = userEvent.setup();
  render(<Gallery sku="300101" view="customer-images" images={IMAGES} customerImages={records} />);
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
  // the main carousel's slides, those out of view too
  const slides = within(dialog)
    .getAllByRole('group', { hidden: true })
    .filter((group) => /^Image \d+ of \d+$/.test(group.getAttribute('aria-label') ?? ''));
  return { user, dialog, slides };
}

describe('[ref: gallery#screens] Customer Images in the page', () => {
  it("'View All' once the photos are in (not while they load); it opens the gallery on Customer Images, every photo listed", async () => {
    const release = holdAnswers(api.server, PATHS.customerImages);
    const user = userEvent.setup();
    render(<Gallery sku="410100" view="customer-images" images={[]} />);
    await screen.findByRole('region', { name: 'Customer Images' });
    await waitFor(() => expect(api.to(PATHS.customerImages)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
    release();
    await user.click(await screen.findByRole('button', { name: 'View All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    expect(within(dialog).getByRole('tab', { name: 'Customer Images' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('list', { name: 'Customer Images' }).children).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Image 1 of 6' })).toHaveAttribute('aria-current', 'true');
  });

  it('each photo its square thumbnail and handle; one without a handle is named by its place; a refused thumbnail is left out, its line names the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Gallery
        sku="300101"
        view="customer-images"
        images={IMAGES}
        customerImages={[
          record(1),
          record(2, noHandle),
          record(3, {
            imageSizes: { originalConverted: { url: '/photo-3.svg' }, smallSquare: { url: 'javascript:thumb()' } },
          }),
        ]}
      />,
    );
    const first = screen.getByRole('button', { name: 'Open photo by @shopper1' });
    expect(first.querySelector('img')).toHaveAttribute('src', '/photo-1-square.svg');
    expect(within(first).getByText('@shopper1')).toBeInTheDocument();
    // no handle: the picture and its name, its place in the strip, only (no empty handle line)
    const second = screen.getByRole('button', { name: 'Open photo 2' });
    expect([...second.children].map((child) => child.tagName)).toEqual(['IMG', 'SPAN']);
    const third = screen.getByRole('button', { name: 'Open photo by @shopper3' });
    expect(third.querySelector('img')).toBeNull();
    const lines = linesAbout(error, 'javascript:thumb()');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toContain('hearth: island "gallery" refused field "customerImages.imageSizes.smallSquare.url"');
    }
    error.mockRestore();
  });
});

describe("[ref: gallery#screens] the gallery's Customer Images tab", () => {
  it('while the photos load, a skeleton (not "none yet"); then the photos', async () => {
    const release = holdAnswers(api.server, PATHS.customerImages);
    const user = userEvent.setup();
    render(<Gallery sku="410100" images={IMAGES} />);
    await user.click(screen.getByRole('button', { name: 'View all images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    await waitFor(() => expect(api.to(PATHS.customerImages)).toHaveLength(1));
    await user.click(within(dialog).getByRole('tab', { name: 'Customer Images' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('status')).toBeInTheDocument();
    expect(within(panel).queryByText('No customer images yet.')).toBeNull();
    release();
    expect(await within(panel).findAllByRole('button', { name: /^Image \d of 6$/ })).toHaveLength(6);
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it("none: 'No customer images yet.'", async () => {
    const user = userEvent.setup();
    render(<Gallery sku="300101" images={IMAGES} customerImages={[]} />);
    await user.click(screen.getByRole('button', { name: 'View all images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    await user.click(within(dialog).getByRole('tab', { name: 'Customer Images' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('No customer images yet.');
  });

  it('a photo: the picture named by its handle, the handle its caption; the first eager, the others lazy; no products, no "Shop the look"', async () => {
    const { slides } = await openOnPhoto([record(1), record(2), record(3)]);
    expect(slides).toHaveLength(3);
    const first = within(slides[0]!).getByRole('img', { name: 'Photo by @shopper1', hidden: true });
    expect(first).toHaveAttribute('src', '/photo-1.svg');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(within(slides[0]!).getByText('@shopper1').tagName).toBe('FIGCAPTION');
    for (const [i, slide] of slides.slice(1).entries()) {
      const img = within(slide).getByRole('img', { name: `Photo by @shopper${i + 2}`, hidden: true });
      expect(img).toHaveAttribute('loading', 'lazy');
    }
    for (const slide of slides) {
      expect(within(slide).queryByRole('region', { name: 'Shop the look', hidden: true })).toBeNull();
    }
  });

  it('a photo without a handle: the picture has no name and no caption', async () => {
    const { slides } = await openOnPhoto([record(1), record(2, noHandle)]);
    expect(slides[1]!.querySelector('img')).toHaveAttribute('alt', '');
    expect(slides[1]!.querySelector('figcaption')).toBeNull();
  });

  it("a video: 'Play video by {handle}' over its picture; it plays only when asked, with controls, named by the handle", async () => {
    const clip = { videoSizes: { originalConverted: { url: '/clip.mp4' } } };
    const { user, slides } = await openOnPhoto([
      record(1, clip),
      record(2, { ...clip, ...noHandle }),
      record(3, { ...clip, imageSizes: null }),
    ]);
    const play = within(slides[0]!).getByRole('button', { name: 'Play video by @shopper1', hidden: true });
    expect(play.querySelector('img')).toHaveAttribute('src', '/photo-1.svg');
    expect(play.querySelector('img')).toHaveAttribute('loading', 'eager');
    // without a picture, the button has none
    expect(
      within(slides[2]!).getByRole('button', { name: 'Play video by @shopper3', hidden: true }).querySelector('img'),
    ).toBeNull();
    expect(slides[0]!.querySelector('video')).toBeNull();
    await user.click(play);
    const player = slides[0]!.querySelector('video')!;
    expect(player).toHaveAttribute('autoplay');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('poster', '/photo-1.svg');
    expect(player).toHaveAttribute('aria-label', 'Photo by @shopper1');
    expect(player.querySelector('source')).toHaveAttribute('src', '/clip.mp4');
    // no handle: 'Play video', and the player is not named
    await user.click(within(slides[1]!).getByRole('button', { name: 'Play video', hidden: true }));
    expect(slides[1]!.querySelector('video')).not.toHaveAttribute('aria-label');
  });

  it('a photo or video it refuses: each line names its field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { slides } = await openOnPhoto([
      record(1),
      record(2, {
        imageSizes: { originalConverted: { url: 'javascript:photo()' }, smallSquare: { url: '/photo-2-square.svg' } },
        videoSizes: { originalConverted: { url: 'javascript:clip()' } },
      }),
    ]);
    expect(slides[1]!.querySelector('img, video')).toBeNull();
    const photos = linesAbout(error, 'javascript:photo()');
    expect(photos.length).toBeGreaterThan(0);
    for (const line of photos) {
      expect(line).toContain(
        'hearth: island "gallery" refused field "customerImages.imageSizes.originalConverted.url"',
      );
    }
    const clips = linesAbout(error, 'javascript:clip()');
    expect(clips.length).toBeGreaterThan(0);
    for (const line of clips) {
      expect(line).toContain(
        'hearth: island "gallery" refused field "customerImages.videoSizes.originalConverted.url"',
      );
    }
    error.mockRestore();
  });

  it('tagged products: a link with its picture; a refused link leaves the title as text, a refused picture is left out; each line names its field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { slides } = await openOnPhoto([
      record(1, {
        products: [
          { sku: 'p1', title: 'Linked Lamp', imageUrl: '/lamp.svg', url: '/lamp' },
          { sku: 'p2', title: 'Plain Rug', imageUrl: 'javascript:picture()', url: 'javascript:link()' },
        ],
      }),
    ]);
    const products = within(slides[0]!).getByRole('region', { name: 'Shop the look', hidden: true });
    const link = within(products).getByRole('link', { name: 'Linked Lamp', hidden: true });
    expect(link).toHaveAttribute('href', '/lamp');
    expect(link.querySelector('img')).toHaveAttribute('src', '/lamp.svg');
    expect(within(products).queryByRole('link', { name: /Plain Rug/, hidden: true })).toBeNull();
    const plain = within(products).getByText('Plain Rug').parentElement!;
    expect(plain.querySelector('img')).toBeNull();
    const links = linesAbout(error, 'javascript:link()');
    expect(links.length).toBeGreaterThan(0);
    for (const line of links) {
      expect(line).toContain('hearth: island "gallery" refused field "customerImages.products.url"');
      expect(line).toMatch(/; the title is text\.$/);
    }
    const pictures = linesAbout(error, 'javascript:picture()');
    expect(pictures.length).toBeGreaterThan(0);
    for (const line of pictures) {
      expect(line).toContain('hearth: island "gallery" refused field "customerImages.products.imageUrl"');
    }
    error.mockRestore();
  });

  it('tagged products without a sku, even of one title, are told apart: nothing logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { slides } = await openOnPhoto([
      record(1, {
        products: [
          { title: 'Throw Pillow', imageUrl: '/pillow.svg', url: '/pillow' },
          { title: 'Throw Pillow', imageUrl: '/pillow.svg', url: '/pillow' },
        ],
      }),
    ]);
    expect(within(slides[0]!).getAllByRole('link', { name: 'Throw Pillow', hidden: true })).toHaveLength(2);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('a photo without a small square: its picture, refused, stands in for the thumbnail; the lines name its field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openOnPhoto([record(1), record(2, { imageSizes: { originalConverted: { url: 'javascript:photo()' } } })]);
    const lines = linesAbout(error, 'javascript:photo()');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('refused field "customerImages.imageSizes.originalConverted.url"');
    error.mockRestore();
  });

  it('its thumbnails: a press selects that photo; a refused one is left out, its line names the field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, dialog } = await openOnPhoto([
      record(1),
      record(2, {
        imageSizes: { originalConverted: { url: '/photo-2.svg' }, smallSquare: { url: 'javascript:thumb()' } },
      }),
    ]);
    const thumbs = within(dialog).getAllByRole('button', { name: /^Image \d of 2$/ });
    expect(thumbs[0]!.querySelector('img')).toHaveAttribute('src', '/photo-1-square.svg');
    expect(thumbs[1]!.querySelector('img')).toBeNull();
    const lines = linesAbout(error, 'javascript:thumb()');
    // the page's strip and the gallery's thumbnails: both name the field
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toContain('hearth: island "gallery" refused field "customerImages.imageSizes.smallSquare.url"');
    }
    await user.click(thumbs[1]!);
    expect(thumbs[1]).toHaveAttribute('aria-current', 'true');
    expect(thumbs[0]).not.toHaveAttribute('aria-current');
    error.mockRestore();
  });
});
