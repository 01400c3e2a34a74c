import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { layoutCarousels } from '../testing/carousel-layout';
import { seriousAxeViolations } from '../testing/axe';
import { Carousel, type CarouselProps } from './carousel';
import { useCarousel } from './use-carousel';

const ITEMS = Array.from({ length: 10 }, (_, i) => ({ id: `p${i + 1}`, name: `Product ${i + 1}` }));
const renderItem = (item: (typeof ITEMS)[number]) => <a href={`/p/${item.id}`}>{item.name}</a>;

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layoutCarousels(800);
});
afterEach(() => restoreLayout());

/** Embla settles on the next frames. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** The related products, two in view unless `props` say otherwise, settled: its user and its index spy. */
async function renderRelated(props: Partial<CarouselProps<(typeof ITEMS)[number]>> = {}) {
  const user = userEvent.setup();
  const onIndexChange = vi.fn();
  render(
    <Carousel
      aria-label="Related"
      items={ITEMS}
      renderItem={renderItem}
      perView={2}
      onIndexChange={onIndexChange}
      {...props}
    />,
  );
  await settle();
  return { user, onIndexChange };
}

describe('Carousel (APG carousel pattern)', () => {
  it('is a region with roledescription carousel, slides as groups "N of M", buttons named, axe clean', async () => {
    render(
      <Carousel
        aria-label="People Also Viewed"
        items={ITEMS}
        renderItem={renderItem}
        itemKey={(i) => i.id}
        perView={4}
      />,
    );
    const region = screen.getByRole('region', { name: 'People Also Viewed' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(10);
    expect(slides[2]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[2]).toHaveAccessibleName('3 of 10');
    await settle();
    expect(screen.getByRole('button', { name: 'Previous slides' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next slides' })).not.toHaveAttribute('aria-disabled');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('Next moves one page (4 slides), Previous comes back; the ends disable their button but keep focus', async () => {
    const { user, onIndexChange } = await renderRelated({ perView: 4 });
    const next = screen.getByRole('button', { name: 'Next slides' });
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await settle();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next); // at the end: nothing
    expect(onIndexChange).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Previous slides' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('Arrow keys on the buttons move it', async () => {
    const { user, onIndexChange } = await renderRelated();
    screen.getByRole('button', { name: 'Next slides' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('follows a controlled index (thumbnails), and reports swipes back', async () => {
    function Controlled() {
      const [index, setIndex] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setIndex(5)}>
            Show 6
          </button>
          <output>{index}</output>
          <Carousel aria-label="Images" items={ITEMS} renderItem={renderItem} index={index} onIndexChange={setIndex} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    await settle();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 6' }));
    await settle();
    expect(document.querySelector('output')).toHaveTextContent('5');
    // Embla moved there: Next goes on from slide 6, not from the first.
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(document.querySelector('output')).toHaveTextContent('6');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(document.querySelector('output')).toHaveTextContent('4');
  });

  it('shows placeholders while loading: a busy status, as many as asked, no buttons', () => {
    render(<Carousel aria-label="Related" items={[]} renderItem={renderItem} loading placeholders={5} />);
    const region = screen.getByRole('region', { name: 'Related' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(region.querySelectorAll('.hearth-carousel__slide')).toHaveLength(5);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('pairs two items per slide in the double-decker variant', () => {
    render(<Carousel aria-label="Related" items={ITEMS.slice(0, 5)} renderItem={renderItem} rows={2} />);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('1 of 3');
    expect(slides[0]).toHaveTextContent('Product 1Product 2');
    expect(slides[2]).toHaveTextContent('Product 5');
  });

  it('hides the slides out of view (inert, aria-hidden) and announces each move politely, not the first render', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} perView={4} />);
    await settle();
    const slides = document.querySelectorAll('.hearth-carousel__slide');
    const exposed = () => [...slides].flatMap((slide, i) => (slide.hasAttribute('inert') ? [] : [i + 1]));
    expect(exposed()).toEqual([1, 2, 3, 4]);
    expect(slides[4]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[0]).not.toHaveAttribute('aria-hidden');
    // only the shown slides' links are in the accessibility tree
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Product 1',
      'Product 2',
      'Product 3',
      'Product 4',
    ]);
    const live = document.querySelector('.hearth-carousel [aria-live="polite"]')!;
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(live).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'Next slides' }));
    await settle();
    expect(exposed()).toEqual([5, 6, 7, 8]);
    expect(live).toHaveTextContent('Slides 5–8 of 10');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Next slides' }));
    await settle();
    expect(exposed()).toEqual([7, 8, 9, 10]);
    expect(live).toHaveTextContent('Slides 7–10 of 10');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("one per view says 'Slide n of m'; a custom announce replaces the words", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Carousel aria-label="Images" items={ITEMS} renderItem={renderItem} />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await settle();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Slide 2 of 10');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Product 2']);
    unmount();
    render(
      <Carousel
        aria-label="Images"
        items={ITEMS}
        renderItem={renderItem}
        announce={(first, _last, count) => `Image ${first} / ${count}`}
      />,
    );
    await settle();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await settle();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Image 2 / 10');
  });

  it('Arrow keys on the Previous button move it too, and their page scrolling is held back', async () => {
    const { user, onIndexChange } = await renderRelated();
    await user.click(screen.getByRole('button', { name: 'Next slides' }));
    await user.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    const previous = screen.getByRole('button', { name: 'Previous slides' });
    previous.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    // the arrow moves the carousel, not the page
    expect(fireEvent.keyDown(previous, { key: 'ArrowLeft' })).toBe(false);
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('other keys on the buttons keep their own work: Enter and Space press, Tab moves on', async () => {
    const { user, onIndexChange } = await renderRelated();
    const next = screen.getByRole('button', { name: 'Next slides' });
    next.focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Product 1' })).toHaveFocus();
    next.focus();
    await user.keyboard('{Enter}');
    expect(onIndexChange).toHaveBeenLastCalledWith(1);
    await user.keyboard(' ');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('starts at defaultIndex: its slides shown, nothing announced, no change reported', async () => {
    const { onIndexChange } = await renderRelated({ perView: 4, defaultIndex: 1 });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Product 5',
      'Product 6',
      'Product 7',
      'Product 8',
    ]);
    expect(screen.getByRole('button', { name: 'Previous slides' })).not.toHaveAttribute('aria-disabled');
    expect(document.querySelector('.hearth-carousel [aria-live="polite"]')).toHaveTextContent(/^$/);
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('with loop, Next on the last page goes to the first and Previous on the first to the last', async () => {
    const user = userEvent.setup();
    const onIndexChange = vi.fn();
    render(
      <Carousel
        aria-label="Images"
        items={ITEMS.slice(0, 3)}
        renderItem={renderItem}
        loop
        onIndexChange={onIndexChange}
      />,
    );
    await settle();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).not.toHaveAttribute('aria-disabled');
    await user.click(previous);
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await settle();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Product 3']);
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('with loop, the page that wraps shows the last slides and the first, and hides the others', async () => {
    const user = userEvent.setup();
    render(<Carousel aria-label="Related" items={ITEMS.slice(0, 5)} renderItem={renderItem} perView={2} loop />);
    await settle();
    await user.click(screen.getByRole('button', { name: 'Previous slides' }));
    await settle();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Product 1', 'Product 5']);
  });

  it("passes Embla's own options on (one slide per press with four in view)", async () => {
    const { user, onIndexChange } = await renderRelated({ perView: 4, options: { slidesToScroll: 1 } });
    const next = screen.getByRole('button', { name: 'Next slides' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(onIndexChange).toHaveBeenLastCalledWith(3);
    await settle();
    expect(next).not.toHaveAttribute('aria-disabled');
  });

  it('hideControls leaves out Previous and Next though there is more to see', async () => {
    render(<Carousel aria-label="Images" items={ITEMS} renderItem={renderItem} perView={4} hideControls />);
    await settle();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('items that come after the first render bring Previous and Next once there is more than fits', async () => {
    const { rerender } = render(
      <Carousel aria-label="Related" items={ITEMS.slice(0, 3)} renderItem={renderItem} perView={4} />,
    );
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} perView={4} />);
    expect(await screen.findByRole('button', { name: 'Next slides' })).not.toHaveAttribute('aria-disabled');
  });

  it('slides per view follow the viewport width, by breakpoint', async () => {
    const setWidth = (width: number) =>
      act(() =>
        (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({
          width,
        }),
      );
    onTestFinished(() => setWidth(1024));
    setWidth(1024);
    render(<Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} perView={{ 0: 1, 769: 4, 2000: 5 }} />);
    await settle();
    expect(screen.getByRole('button', { name: 'Next slides' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    setWidth(400);
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(1));
  });

  it('renderItem gets each item with its index, in one row and in two', () => {
    const indexed = (item: (typeof ITEMS)[number], index: number) => <span>{`${index}:${item.name}`}</span>;
    const { unmount } = render(<Carousel aria-label="One" items={ITEMS.slice(0, 3)} renderItem={indexed} />);
    expect(screen.getAllByRole('group', { hidden: true }).map((slide) => slide.textContent)).toEqual([
      '0:Product 1',
      '1:Product 2',
      '2:Product 3',
    ]);
    unmount();
    render(<Carousel aria-label="Two" items={ITEMS.slice(0, 3)} renderItem={indexed} rows={2} />);
    expect(screen.getAllByRole('group', { hidden: true }).map((slide) => slide.textContent)).toEqual([
      '0:Product 11:Product 2',
      '2:Product 3',
    ]);
  });

  it('a double-decker slide says its rows (data-rows) for the stylesheet; a single row has none', () => {
    const { unmount } = render(
      <Carousel aria-label="Two" items={ITEMS.slice(0, 4)} renderItem={renderItem} rows={2} />,
    );
    expect(screen.getAllByRole('group', { hidden: true })[0]).toHaveAttribute('data-rows', '2');
    unmount();
    render(<Carousel aria-label="One" items={ITEMS.slice(0, 4)} renderItem={renderItem} />);
    expect(screen.getAllByRole('group', { hidden: true })[0]).not.toHaveAttribute('data-rows');
  });

  it('custom placeholders get their index and stay hidden from assistive technology; the state says loading, then ready', () => {
    const { rerender } = render(
      <Carousel
        aria-label="Related"
        items={[]}
        renderItem={renderItem}
        loading
        placeholders={3}
        renderPlaceholder={(i) => <img alt={`Card ${i + 1}`} src="data:," />}
      />,
    );
    const region = screen.getByRole('region', { name: 'Related' });
    expect(region).toHaveAttribute('data-state', 'loading');
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt'))).toEqual([
      'Card 1',
      'Card 2',
      'Card 3',
    ]);
    rerender(<Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} />);
    expect(region).toHaveAttribute('data-state', 'ready');
  });

  it('the viewport clips its slides from the first paint, before the stylesheet comes', () => {
    const { rerender, container } = render(
      <Carousel aria-label="Related" items={[]} renderItem={renderItem} loading />,
    );
    expect(container.querySelector<HTMLElement>('.hearth-carousel__viewport')!.style.overflow).toBe('hidden');
    rerender(<Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} />);
    expect(container.querySelector<HTMLElement>('.hearth-carousel__viewport')!.style.overflow).toBe('hidden');
  });

  it('slides to the next page, or jumps there when the shopper asks for reduced motion', async () => {
    /** The track's place one animation frame after a press: a jump is there, a slide on its way. */
    const afterOneFrame = (track: HTMLElement) =>
      new Promise<string>((resolve) => requestAnimationFrame(() => resolve(track.style.transform)));
    const PAGE_2 = 'translate3d(-800px,0px,0px)';
    function Controlled({ index }: { index: number }) {
      return <Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} perView={4} index={index} />;
    }
    const { unmount } = render(<Controlled index={0} />);
    await settle();
    let track = document.querySelector<HTMLElement>('.hearth-carousel__track')!;
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(await afterOneFrame(track)).not.toBe(PAGE_2);
    await waitFor(() => expect(track.style.transform).toBe(PAGE_2), { timeout: 3000 });
    unmount();

    const pageMedia = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(prefers-reduced-motion: reduce)' ? { ...pageMedia(query), matches: true } : pageMedia(query),
    );
    const { rerender } = render(<Controlled index={0} />);
    await settle();
    track = document.querySelector<HTMLElement>('.hearth-carousel__track')!;
    rerender(<Controlled index={1} />);
    expect(await afterOneFrame(track)).toBe(PAGE_2);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slides' }));
    expect(await afterOneFrame(track)).toBe('translate3d(0px,0px,0px)');
    fireEvent.click(screen.getByRole('button', { name: 'Next slides' }));
    expect(await afterOneFrame(track)).toBe(PAGE_2);
  });

  it('the loading words and the announcements are for screen readers only; the arrows point back and on, hidden', async () => {
    const { rerender } = render(<Carousel aria-label="Related" items={[]} renderItem={renderItem} loading />);
    expect(screen.getByText('Loading…')).toHaveClass('hearth-visually-hidden');
    rerender(<Carousel aria-label="Related" items={ITEMS} renderItem={renderItem} perView={4} />);
    await settle();
    expect(document.querySelector('.hearth-carousel [aria-live="polite"]')).toHaveClass('hearth-visually-hidden');
    const arrow = (name: string) => screen.getByRole('button', { name }).querySelector('svg')!;
    expect(arrow('Previous slides')).toHaveAttribute('aria-hidden', 'true');
    expect(arrow('Next slides')).toHaveAttribute('aria-hidden', 'true');
    expect(arrow('Previous slides').innerHTML).not.toBe(arrow('Next slides').innerHTML);
  });

  it("useCarousel: an npm user's own carousel moves with goTo and hides the slides out of view", async () => {
    const onIndexChange = vi.fn();
    function Strip() {
      const carousel = useCarousel({ slideCount: 4, onIndexChange });
      return (
        <div className="hearth-carousel">
          <button type="button" onClick={() => carousel.goTo(2)}>
            Show 3
          </button>
          <div className="hearth-carousel__viewport" ref={carousel.viewportRef}>
            <div className="hearth-carousel__track" ref={carousel.trackRef}>
              {ITEMS.slice(0, 4).map((item) => (
                <div key={item.id} className="hearth-carousel__slide">
                  {renderItem(item)}
                </div>
              ))}
            </div>
          </div>
        </div>
      );
    }
    const user = userEvent.setup();
    render(<Strip />);
    await settle();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Product 1']);
    await user.click(screen.getByRole('button', { name: 'Show 3' }));
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    await settle();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Product 3']);
  });

  it('has no buttons when everything fits', async () => {
    render(<Carousel aria-label="Related" items={ITEMS.slice(0, 3)} renderItem={renderItem} perView={4} />);
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
