import { dispatchProductSelection } from '@hearth/core';
import { setFault } from '@hearth/mock-api';
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutCarousels, PATHS, seriousAxeViolations, setupMockApi } from '../testing/setup';
import { Gallery } from './gallery';
import { useZoom } from './use-zoom';

const api = setupMockApi();
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layoutCarousels(800);
});
afterEach(() => restoreLayout());

async function openGallery(sku = '410100') {
  const user = userEvent.setup();
  render(<Gallery sku={sku} />);
  const opener = await screen.findByRole('button', { name: 'View all images' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
  return { user, opener, dialog };
}

describe('Gallery in the page', () => {
  it('reads the images by sku and shows the first at the med preset, thumbnails at thumb, lazy beyond the first', async () => {
    render(<Gallery sku="300101" />);
    const main = await screen.findByRole('img', { name: 'Stoneware Table Lamp, from the front' });
    expect(main.getAttribute('src')).toMatch(/\?\$web_pdp_main_carousel_med\$$/);
    expect(api.to(PATHS.galleryImages)[0]?.url.searchParams.get('sku')).toBe('300101');
    const thumbs = screen.getAllByRole('button', { name: /^Image \d of 4$/ });
    expect(thumbs).toHaveLength(4);
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    const thumbImgs = thumbs.map((t) => t.querySelector('img')!);
    expect(thumbImgs[0]!.getAttribute('src')).toMatch(/_thumb\$$/);
    expect(thumbImgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    await userEvent.setup().click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Stoneware Table Lamp, a close-up of the material' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('imageId selects that image: its thumbnail is current and it is the one shown', async () => {
    render(<Gallery sku="300101" imageId="Image_3" />);
    const thumbs = await screen.findAllByRole('button', { name: /^Image \d of 4$/ });
    await waitFor(() => expect(thumbs[2]).toHaveAttribute('aria-current', 'true'));
    expect(thumbs[0]).not.toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Stoneware Table Lamp, a close-up of the material' })).toBeInTheDocument();
  });

  it('imageId given again, for the first image: the first is selected again', async () => {
    const { rerender } = render(<Gallery sku="300101" imageId="Image_3" />);
    const thumbs = await screen.findAllByRole('button', { name: /^Image \d of 4$/ });
    await waitFor(() => expect(thumbs[2]).toHaveAttribute('aria-current', 'true'));
    rerender(<Gallery sku="300101" imageId="Image_1" />);
    await waitFor(() => expect(thumbs[0]).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('img', { name: 'Stoneware Table Lamp, from the front' })).toBeInTheDocument();
  });

  it("as an island, keeps the page's server HTML (the first image, the same nodes) while the images load, then draws over it", async () => {
    const { default: island } = await import('./island');
    document.body.innerHTML = `<div data-island="gallery" data-props='{"sku":"300101"}'><figure><img src="/first.svg" alt="first"></figure></div>`;
    const first = document.querySelector('figure')!;
    let handle: ReturnType<typeof island.mount> = null;
    act(() => void (handle = island.mount(document.querySelector<HTMLElement>('[data-island]')!)));
    try {
      expect(first.isConnected).toBe(true);
      expect(screen.queryByRole('status')).toBeNull();
      expect(await screen.findByRole('img', { name: 'Stoneware Table Lamp, from the front' })).toBeInTheDocument();
      expect(first.isConnected).toBe(false);
    } finally {
      act(() => handle?.unmount());
      document.body.innerHTML = '';
    }
  });

  it('outside a page (a React app), a skeleton of its shape while the images load', async () => {
    render(<Gallery sku="300101" />);
    expect(screen.getByRole('status')).toHaveClass('hearth-gallery-preview--loading');
    expect(await screen.findByRole('img', { name: 'Stoneware Table Lamp, from the front' })).toBeInTheDocument();
  });

  it('says so when the images cannot be read (logged)', async () => {
    setFault('galleryImages', 'http503');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Gallery sku="300101" />);
    expect(await screen.findByText('Images could not be loaded.')).toBeInTheDocument();
    expect(String(error.mock.calls[0]?.[0])).toContain('hearth: gallery: galleryImages failed');
  });

  it('customer images: a carousel of photos; a photo opens the gallery on Customer Images; nothing when there are none', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Gallery sku="410100" view="customer-images" />);
    const region = await screen.findByRole('region', { name: 'Customer Images' });
    expect(api.to(PATHS.customerImages)[0]?.url.searchParams.get('isKids')).toBe('false');
    // the region is there while the photos load; its buttons come with them
    await user.click(await within(region).findByRole('button', { name: 'Open photo by @northshore.home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    expect(within(dialog).getByRole('tab', { name: 'Customer Images' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('button', { name: 'Image 2 of 6' })).toHaveAttribute('aria-current', 'true');
    unmount();
    const { container } = render(<Gallery sku="300101" view="customer-images" />);
    await waitFor(() => expect(api.to(PATHS.customerImages)).toHaveLength(2));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('what it reads before the modal opens', () => {
  it('given the product images and told to open on Customer Images: it reads the customer images at once, the modal closed', async () => {
    render(
      <Gallery sku="499001" images={[{ id: 'Image_1', type: 1, src: '/a.svg', altText: 'A' }]} tab="customer-images" />,
    );
    await waitFor(() =>
      expect(api.to(PATHS.customerImages).map((request) => request.url.searchParams.get('sku'))).toEqual(['499001']),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to(PATHS.galleryImages)).toHaveLength(0);
  });
});

describe("the 'Product Gallery' modal [ref: gallery#screens]", () => {
  it('tabs Product Images, Product Videos, Customer Images (APG: arrows, Home, End); Escape closes and focus returns', async () => {
    const { user, opener, dialog } = await openGallery();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Product Images', 'Product Videos', 'Customer Images']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('aria-labelledby', tabs[0]!.id);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await seriousAxeViolations()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('no Product Videos tab without videos', async () => {
    const { dialog } = await openGallery('300101');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Product Images', 'Customer Images']);
  });

  it('thumbnails and the main carousel stay in step', async () => {
    const { user, dialog } = await openGallery();
    const thumbs = within(dialog).getAllByRole('button', { name: /^Image \d of 5$/ });
    await user.click(thumbs[2]!);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(thumbs[3]).toHaveAttribute('aria-current', 'true');
    // slides out of view are hidden from assistive technology (APG carousel)
    const slides = within(dialog).getAllByRole('group', { hidden: true });
    expect(slides[3]).toHaveAccessibleName('Image 4 of 5');
    expect(within(dialog).getAllByRole('group', { name: /^Image \d of 5$/ })).toEqual([slides[3]]);
    // images lazy beyond the first, at the high preset
    const main = within(slides[1]!).getByRole('img', { name: 'Lounge Sofa, from the side', hidden: true });
    expect(main).toHaveAttribute('loading', 'lazy');
    expect(main.getAttribute('src')).toMatch(/_high\$$/);
  });

  it("'View All' lists every image; a 360 image offers its view; the welcome mat offers the visualizer", async () => {
    const { user, dialog } = await openGallery();
    await user.click(within(dialog).getByRole('button', { name: 'View All' }));
    expect(within(dialog).getByRole('list', { name: 'Product Images' }).children).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: 'Start 360° view' }));
    const rotate = within(dialog).getByRole('slider', { name: 'Rotate' });
    expect(rotate).toHaveAttribute('aria-valuetext', '0°');
    expect(within(dialog).getByText(/See it in your room/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View in Your Room' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to carousel' }));
    expect(within(dialog).getByRole('region', { name: 'Product Images' })).toBeInTheDocument();
  });

  it("in 'View All' the image scrolled 90 % into view becomes the selected one; 85 % does not [ref: gallery#rules, #limits]", async () => {
    const { user, dialog } = await openGallery();
    await user.click(within(dialog).getByRole('button', { name: 'View All' }));
    const list = within(dialog).getByRole('list', { name: 'Product Images' });
    const items = [...list.querySelectorAll<HTMLElement>('[data-index]')];
    const place = (el: Element, top: number, bottom: number) =>
      vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top, bottom, height: bottom - top } as DOMRect);
    // the list shows 0-600 px of the window; the others far below; image 4 is 300 px tall and
    // starts below the anchor line (a third of the window height), so only the 90 % rule can pick it
    expect(window.innerHeight / 3).toBeLessThan(330);
    place(list, 0, 600);
    items.forEach((item, i) => place(item, 10_000 + i * 300, 10_300 + i * 300));
    const thumbs = within(dialog).getAllByRole('button', { name: /^Image \d of 5$/ });
    const scrollTo = async (top: number) => {
      place(items[3]!, top, top + 300);
      list.dispatchEvent(new Event('scroll'));
      await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    };
    await scrollTo(345); // 255 of 300 px in view: 85 %
    expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await scrollTo(330); // 270 of 300 px: 90 %
    await waitFor(() => expect(thumbs[3]).toHaveAttribute('aria-current', 'true'));
    expect(thumbs[0]).not.toHaveAttribute('aria-current', 'true');
  });

  it('videos: a direct file plays as is with captions; another address goes through the video-URL lookup', async () => {
    const { user, dialog } = await openGallery();
    await user.click(within(dialog).getByRole('tab', { name: 'Product Videos' }));
    const first = dialog.querySelector('video')!;
    expect(first.querySelector('source')!.getAttribute('src')).toBe('/assets/site/demo-video.webm');
    expect(first.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(first).not.toHaveAttribute('autoplay');
    // a player is named by its altText (a video has no alt)
    expect(first).toHaveAttribute('aria-label', 'Lounge Sofa video');
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.videoUrl)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Image 2 of 2' }));
    await waitFor(() => expect(dialog.querySelectorAll('video')).toHaveLength(2));
    expect(api.to(PATHS.videoUrl)[0]?.url.searchParams.get('videoId')).toBe('Video_2');
  });

  it('customer images: the handle and the tagged products, 3 at a time', async () => {
    const { user, dialog } = await openGallery();
    await user.click(within(dialog).getByRole('tab', { name: 'Customer Images' }));
    const first = (await within(dialog).findAllByRole('group'))[0]!;
    expect(within(first).getByText('@cozy.corner')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Photo by @cozy.corner' })).toBeInTheDocument();
    const products = within(first).getByRole('region', { name: 'Shop the look' });
    expect(products.style.getPropertyValue('--hearth-carousel-per-view')).toBe('3');
    expect(within(products).getByRole('link', { name: /Lounge Sofa/ })).toBeInTheDocument();
  });
});

describe('[ref: gallery#rules]: the selection', () => {
  it('a change of sku or option goes back to the default image; a personalization swaps in its image', async () => {
    const user = userEvent.setup();
    render(
      <Gallery
        sku="300101"
        images={[
          { id: 'Image_1', type: 1, src: '/a.svg', altText: 'A', personalizationImage: '/a-mono.svg' },
          { id: 'Image_2', type: 1, src: '/b.svg', altText: 'B' },
        ]}
        customerImages={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'B' })).toBeInTheDocument();
    act(() => dispatchProductSelection({ sku: '300101', optionChoiceParameter: 'oc-2' }));
    expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toMatch(/^\/a\.svg/);
    act(() => dispatchProductSelection({ personalized: true }));
    expect(screen.getByRole('img', { name: 'A' }).getAttribute('src')).toMatch(/^\/a-mono\.svg/);
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.requests).toHaveLength(0);
  });
});

describe("Gallery in the page: the preview's parts", () => {
  it('no images: no preview, and nothing logged', () => {
    const error = vi.spyOn(console, 'error');
    const { container } = render(<Gallery sku="300101" images={[]} customerImages={[]} />);
    expect(container.querySelector('.hearth-gallery-preview')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View all images' })).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it('one image: no thumbnails; its own icon is the thumbnail where it has one', async () => {
    const { rerender, container } = render(
      <Gallery sku="300101" images={[{ id: 'Image_1', type: 1, src: '/a.svg', altText: 'A' }]} customerImages={[]} />,
    );
    expect(screen.getByRole('img', { name: 'A' })).toBeInTheDocument();
    expect(container.querySelector('.hearth-gallery-preview__thumbs')).toBeNull();
    rerender(
      <Gallery
        sku="300101"
        images={[
          { id: 'Image_1', type: 1, src: '/a.svg', srcIcon: '/a-icon.svg', altText: 'A' },
          { id: 'Image_2', type: 1, src: '/b.svg', altText: 'B' },
        ]}
        customerImages={[]}
      />,
    );
    const thumbs = screen.getAllByRole('button', { name: /^Image \d of 2$/ }).map((t) => t.querySelector('img')!);
    expect(thumbs[0]!.getAttribute('src')).toMatch(/^\/a-icon\.svg/);
    expect(thumbs[1]!.getAttribute('src')).toMatch(/^\/b\.svg/);
  });

  it('the main image opens the gallery on the image it shows', async () => {
    const user = userEvent.setup();
    render(
      <Gallery
        sku="300101"
        images={[
          { id: 'Image_1', type: 1, src: '/a.svg', altText: 'A' },
          { id: 'Image_2', type: 1, src: '/b.svg', altText: 'B' },
        ]}
        customerImages={[]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Image 2 of 2' }));
    await user.click(screen.getByRole('img', { name: 'B' }).closest('button')!);
    const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Image 2 of 2' })).toHaveAttribute('aria-current', 'true'),
    );
  });

  it('an address it refuses is left out, and one line says which island and field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Gallery
        sku="300101"
        images={[
          { id: 'Image_1', type: 1, src: 'javascript:main()', altText: 'A' },
          { id: 'Image_2', type: 1, src: '/b.svg', srcIcon: 'javascript:icon()', altText: 'B' },
        ]}
        customerImages={[]}
      />,
    );
    expect(screen.queryByRole('img', { name: 'A' })).toBeNull();
    const fields = error.mock.calls.map(([message]) => /refused field "([^"]+)"/.exec(String(message))?.[1]);
    expect(fields).toContain('images.src');
    expect(fields).toContain('images.srcIcon');
    expect(error.mock.calls.every(([message]) => String(message).includes('island "gallery"'))).toBe(true);
  });
});

describe('[ref: gallery#limits] zoom: debounce 750 ms, roll-over 300 ms', () => {
  const timers = () => {
    const pending = new Map<number, { at: number; run: () => void }>();
    let now = 0;
    let next = 1;
    return {
      setTimeout: (run: () => void, ms: number) => {
        pending.set(next, { at: now + ms, run });
        return next++;
      },
      clearTimeout: (id: unknown) => void pending.delete(id as number),
      advance(ms: number) {
        now += ms;
        for (const [id, t] of [...pending]) {
          if (t.at > now) continue;
          pending.delete(id);
          t.run();
        }
      },
    };
  };
  const mouse = {
    pointerType: 'mouse',
    clientX: 50,
    clientY: 50,
    currentTarget: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 100, height: 100 }) },
  } as never;

  it('the zoom image is asked for once the image has been selected 750 ms', () => {
    const t = timers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => t.advance(749));
    expect(result.current.ready).toBe(false);
    act(() => t.advance(1));
    expect(result.current.ready).toBe(true);
  });

  it('the pointer resting 300 ms zooms; leaving ends it; the button toggles it', () => {
    const t = timers();
    const { result } = renderHook(() => useZoom({ selected: true, timers: t }));
    act(() => result.current.handlers.onPointerEnter(mouse));
    act(() => t.advance(299));
    expect(result.current.zoomed).toBe(false);
    act(() => t.advance(1));
    expect(result.current.zoomed).toBe(true);
    act(() => result.current.handlers.onPointerLeave(mouse));
    expect(result.current.zoomed).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.zoomed).toBe(true);
    expect(result.current.ready).toBe(true);
  });

  it('an image zoomed, then another selected: the zoom ends (coming back shows it whole)', () => {
    const t = timers();
    const { result, rerender } = renderHook(({ selected }) => useZoom({ selected, timers: t }), {
      initialProps: { selected: true },
    });
    act(() => result.current.toggle());
    expect(result.current.zoomed).toBe(true);
    rerender({ selected: false });
    expect(result.current.zoomed).toBe(false);
    rerender({ selected: true });
    expect(result.current.zoomed).toBe(false);
  });
});
