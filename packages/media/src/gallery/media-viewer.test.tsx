import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutCarousels } from '../testing/setup';
import { MediaViewer, type MediaViewerProps, type ViewerEntry } from './media-viewer';
import { SpinView } from './spin-view';
import { ZoomableImage } from './zoomable-image';

/**
 * The gallery's viewer [ref: gallery#screens, #rules]: thumbnails and a main carousel kept in step, 'View All' and
 * its scrolling. Rendered alone, as the 'Product Gallery' tabs render it, with entries of our own.
 */
let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layoutCarousels(800);
  // Embla listens for drags only on a carousel that is laid out (its track has an offsetParent);
  // happy-dom has no offsetParent at all
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.matches('.hearth-carousel__track') ? this.parentElement : undefined;
    },
  });
});
afterEach(() => {
  restoreLayout();
  delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent;
});

/** Embla settles on the next frames. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** The frame after the one a scroll asked for. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

const entries = (count: number): ViewerEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `Image_${i + 1}`,
    thumb: `/thumb-${i + 1}.jpg`,
    label: `Image ${i + 1} of ${count}`,
  }));
const drawn = (entry: ViewerEntry, _: number, selected: boolean) => (
  <p>{selected ? `${entry.label} (selected)` : entry.label}</p>
);

/** A page's use of the viewer: it keeps the selection and the view, with a new onSelect each render (as the gallery). */
function Viewer({
  items,
  start = 0,
  all = false,
  onSelect = () => {},
  renderEntry = drawn,
}: {
  items: ViewerEntry[];
  start?: number;
  all?: boolean;
  onSelect?: (index: number) => void;
  renderEntry?: (entry: ViewerEntry, index: number, selected: boolean) => ReactNode;
}) {
  const [selected, setSelected] = useState(start);
  const [viewAll, setViewAll] = useState(all);
  return (
    <MediaViewer
      entries={items}
      selected={selected}
      onSelect={(index) => {
        onSelect(index);
        setSelected(index);
      }}
      viewAll={viewAll}
      onViewAll={setViewAll}
      label="Product Images"
      renderEntry={renderEntry}
    />
  );
}

const thumbs = () => screen.getAllByRole('button', { name: /^Image \d+ of \d+$/ });
const currentThumb = () => thumbs().findIndex((thumb) => thumb.getAttribute('aria-current') === 'true');
const list = () => screen.getByRole('list', { name: 'Product Images' });
const rows = () => [...list().querySelectorAll<HTMLElement>('[data-index]')];
const place = (element: Element, top: number, bottom: number) =>
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom, height: bottom - top } as DOMRect);
/** The 'View All' list shows 0-600 px of the window; every entry far below it but `shown`, wholly in it. */
const layOut = (shown?: number, listTop = 0) => {
  place(list(), listTop, 600);
  rows().forEach((row, i) => place(row, 10_000 + i * 300, 10_300 + i * 300));
  if (shown !== undefined) place(rows()[shown]!, 100, 400);
};
const scrolled = async (target: EventTarget = list()) => {
  target.dispatchEvent(new Event('scroll'));
  await nextFrame();
};

describe('MediaViewer: thumbnails', () => {
  it('each a button named by its entry, its picture 72×54, the first six eager and the rest lazy; none without a picture', () => {
    const items = entries(8);
    items[7] = { ...items[7]!, thumb: undefined };
    render(<Viewer items={items} />);
    const pictures = thumbs().map((thumb) => thumb.querySelector('img'));
    expect(pictures[0]).toHaveAttribute('src', '/thumb-1.jpg');
    expect(pictures[0]).toHaveAttribute('alt', '');
    expect(pictures[0]).toHaveAttribute('width', '72');
    expect(pictures[0]).toHaveAttribute('height', '54');
    expect(pictures.slice(0, 7).map((picture) => picture?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(pictures[7]).toBeNull();
    expect(thumbs()[7]).toBeEmptyDOMElement();
  });

  it("says which view it shows, for the page's styles: data-view 'carousel', then 'all'", async () => {
    const user = userEvent.setup();
    const { container } = render(<Viewer items={entries(3)} />);
    const viewer = container.querySelector('.hearth-gallery-viewer')!;
    expect(viewer).toHaveAttribute('data-view', 'carousel');
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(viewer).toHaveAttribute('data-view', 'all');
    expect(screen.getByRole('button', { name: 'Back to carousel' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('MediaViewer: the carousel', () => {
  it('a selection past the last entry (fewer entries than before) shows the last, and reports no move of its own', async () => {
    const onSelect = vi.fn();
    render(
      <MediaViewer
        entries={entries(3)}
        selected={5}
        onSelect={onSelect}
        viewAll={false}
        onViewAll={() => {}}
        label="Product Images"
        renderEntry={drawn}
      />,
    );
    await settle();
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['Image 3 of 3']);
    expect(screen.getByRole('button', { name: 'Image 3 of 3', current: true })).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('a drag moves it to the next entry, but not one started on a zoomed image or a started 360° view', async () => {
    const user = userEvent.setup();
    render(
      <Viewer
        items={entries(3)}
        renderEntry={(entry, index, selected) =>
          index === 1 ? (
            <SpinView src="/spin.jpg" alt={entry.label} loading="lazy" />
          ) : (
            <ZoomableImage src={`/image-${index + 1}.jpg`} alt={entry.label} selected={selected} loading="lazy" />
          )
        }
      />,
    );
    await settle();
    const drag = async (from: Element) => {
      fireEvent.mouseDown(from, { clientX: 600, clientY: 50 });
      fireEvent.mouseMove(document, { clientX: 300, clientY: 50 });
      fireEvent.mouseMove(document, { clientX: 100, clientY: 50 });
      fireEvent.mouseUp(document, { clientX: 100, clientY: 50 });
      await settle();
    };
    const slide = (n: number) => screen.getByRole('group', { name: `Image ${n} of 3` });

    await user.click(within(slide(1)).getByRole('button', { name: 'Zoom in' }));
    await drag(screen.getByRole('img', { name: 'Image 1 of 3' }));
    expect(currentThumb()).toBe(0);
    await user.click(within(slide(1)).getByRole('button', { name: 'Zoom out' }));
    await drag(screen.getByRole('img', { name: 'Image 1 of 3' }));
    expect(currentThumb()).toBe(1);

    await user.click(within(slide(2)).getByRole('button', { name: 'Start 360° view' }));
    await drag(screen.getByRole('img', { name: 'Image 2 of 3' }));
    expect(currentThumb()).toBe(1);
  });
});

describe("MediaViewer: 'View All'", () => {
  it('every entry in a list; the selected one drawn as selected and marked is-selected (the stylesheet outlines it)', async () => {
    const user = userEvent.setup();
    render(<Viewer items={entries(4)} start={2} all />);
    expect(rows().map((row) => row.textContent)).toEqual([
      'Image 1 of 4',
      'Image 2 of 4',
      'Image 3 of 4 (selected)',
      'Image 4 of 4',
    ]);
    expect(rows().map((row) => row.classList.contains('is-selected'))).toEqual([false, false, true, false]);
    await user.click(thumbs()[0]!);
    expect(rows().map((row) => row.textContent)).toEqual([
      'Image 1 of 4 (selected)',
      'Image 2 of 4',
      'Image 3 of 4',
      'Image 4 of 4',
    ]);
    expect(rows().map((row) => row.classList.contains('is-selected'))).toEqual([true, false, false, false]);
  });

  it('entering it scrolls the selected entry into view; so does a thumbnail pressed there', async () => {
    const user = userEvent.setup();
    const scrolls = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(<Viewer items={entries(5)} start={2} />);
    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(scrolls.mock.contexts).toEqual([rows()[2]]);
    await user.click(thumbs()[4]!);
    expect(scrolls.mock.contexts).toEqual([rows()[2], rows()[4]]);
  });

  it('an entry selected by scrolling is not scrolled to again; a thumbnail pressed after it is', async () => {
    const user = userEvent.setup();
    const scrolls = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(<Viewer items={entries(5)} all />);
    expect(scrolls.mock.contexts).toEqual([rows()[0]]);
    layOut(3);
    await scrolled();
    expect(currentThumb()).toBe(3);
    expect(scrolls.mock.contexts).toEqual([rows()[0]]);
    await user.click(thumbs()[1]!);
    expect(scrolls.mock.contexts).toEqual([rows()[0], rows()[1]]);
  });

  it('scrolling selects the first entry too; with no entry in view, or the selected one, it selects nothing', async () => {
    const onSelect = vi.fn();
    render(<Viewer items={entries(5)} start={3} all onSelect={onSelect} />);
    layOut();
    await scrolled();
    layOut(3);
    await scrolled();
    expect(onSelect).not.toHaveBeenCalled();
    layOut(0);
    await scrolled();
    expect(onSelect.mock.calls).toEqual([[0]]);
    expect(currentThumb()).toBe(0);
  });

  it('scrolling the page selects as scrolling the list does', async () => {
    render(<Viewer items={entries(5)} all />);
    layOut(2);
    await scrolled(window);
    expect(currentThumb()).toBe(2);
  });

  it("only what the list shows is in view: an entry scrolled above the list's top is not", async () => {
    // the entry ends above the anchor line (a third of the window height), so only the 90 % rule could pick it
    expect(window.innerHeight / 3).toBeGreaterThan(245);
    render(<Viewer items={entries(5)} all />);
    // the list starts 100 px down the window: 145 of the entry's 225 px show
    layOut(undefined, 100);
    place(rows()[1]!, 20, 245);
    await scrolled();
    expect(currentThumb()).toBe(0);
    // the list at the window's top: all of it shows
    place(list(), 0, 600);
    await scrolled();
    expect(currentThumb()).toBe(1);
  });

  it('a selection past the last entry (fewer entries than before): the last is marked, its thumbnail current', () => {
    render(
      <MediaViewer
        entries={entries(3)}
        selected={5}
        onSelect={() => {}}
        viewAll
        onViewAll={() => {}}
        label="Product Images"
        renderEntry={drawn}
      />,
    );
    // drawn as the selected one, too
    expect(rows().map((row) => row.textContent)).toEqual(['Image 1 of 3', 'Image 2 of 3', 'Image 3 of 3 (selected)']);
    expect([...list().querySelectorAll('.is-selected')]).toEqual([rows()[2]]);
    expect(currentThumb()).toBe(2);
  });

  it('in a DOM without scrollIntoView (jsdom, where npm users test), it still opens and selects', async () => {
    const user = userEvent.setup();
    const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView')!;
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    try {
      render(<Viewer items={entries(3)} />);
      await user.click(screen.getByRole('button', { name: 'View All' }));
      await user.click(thumbs()[2]!);
      expect(rows()[2]).toHaveTextContent('Image 3 of 3 (selected)');
    } finally {
      Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
    }
  });

  it('a new onSelect replaces the old one (the old listeners go); back in the carousel, scrolling selects nothing', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const props: Omit<MediaViewerProps<ViewerEntry>, 'onSelect'> = {
      entries: entries(4),
      selected: 0,
      viewAll: true,
      onViewAll: () => {},
      label: 'Product Images',
      renderEntry: drawn,
    };
    const { rerender } = render(<MediaViewer {...props} onSelect={first} />);
    rerender(<MediaViewer {...props} onSelect={second} />);
    layOut(3);
    await scrolled();
    expect(second.mock.calls).toEqual([[3]]);
    await scrolled(window);
    expect(second.mock.calls).toEqual([[3], [3]]);
    expect(first).not.toHaveBeenCalled();
    rerender(<MediaViewer {...props} onSelect={second} viewAll={false} />);
    await scrolled(window);
    expect(second.mock.calls).toEqual([[3], [3]]);
  });
});
