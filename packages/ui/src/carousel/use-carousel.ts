import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useControllableState } from '../utils/use-controllable-state';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';
import { useReducedMotion } from '../utils/use-reduced-motion';
import {
  defaultMoveAnnouncement,
  normalizePerView,
  slidesInView,
  slidesPerScroll,
  type Responsive,
} from './carousel-logic';
import { useResponsive } from './use-responsive';

/** The Embla instance behind a Carousel (its API: scrollTo, on('select'), …). */
export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
/** Embla's options, for what the Carousel's own props do not cover. */
export type CarouselEmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/** Options of {@link useCarousel}. */
export interface UseCarouselOptions {
  /** Slides in view, by breakpoint (2.5 shows two and a half). @default 1 */
  perView?: Responsive<number> | undefined;
  /** Slides one press moves, by breakpoint. @default the whole slides in view */
  perScroll?: Responsive<number | undefined> | undefined;
  /** Selected page (scroll snap; with one slide per view, the slide), controlled. @default undefined */
  index?: number | undefined;
  /** Selected page at first, uncontrolled. @default 0 */
  defaultIndex?: number | undefined;
  /** Called with the page each move selects (buttons, swipe, keyboard focus). @default undefined */
  onIndexChange?: ((index: number) => void) | undefined;
  /** Wrap from the last page to the first. @default false */
  loop?: boolean | undefined;
  /** Further Embla options. @default undefined */
  options?: CarouselEmblaOptions | undefined;
  /** Slides in the track (columns of a double-decker), to hide those out of view. @default 0 */
  slideCount?: number | undefined;
  /**
   * What a move says through the live region, from the 1-based first and last slides wholly shown.
   * @default 'Slide {n} of {count}' or 'Slides {first}–{last} of {count}'
   */
  announce?: ((first: number, last: number, count: number) => string) | undefined;
}

/** What {@link useCarousel} returns. */
export interface CarouselResult {
  api: UseEmblaCarouselType[1];
  viewportRef: UseEmblaCarouselType[0];
  perView: number;
  perScroll: number;
  selected: number;
  pages: number;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
  goTo: (page: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  trackRef: RefObject<HTMLDivElement | null>;
  visible: boolean[];
  announcement: string;
}

/**
 * A carousel's state and handlers on Embla (`embla-carousel-react`): the selected page,
 * whether Previous and Next can move, the slides per view at this viewport width, and the
 * props of the viewport and buttons. No auto-rotation, so no pause control (APG). With reduced
 * motion, moves jump instead of sliding.
 */
export function useCarousel({
  perView = 1,
  perScroll,
  index,
  defaultIndex = 0,
  onIndexChange,
  loop = false,
  options,
  slideCount = 0,
  announce = defaultMoveAnnouncement,
}: UseCarouselOptions): CarouselResult {
  const shown = normalizePerView(useResponsive(perView, 1));
  const step = slidesPerScroll(shown, useResponsive<number | undefined>(perScroll, undefined));
  const reduced = useReducedMotion();
  const [selected, setSelected] = useControllableState({
    value: index,
    defaultValue: defaultIndex,
    onChange: onIndexChange,
  });

  const emblaOptions = useMemo<CarouselEmblaOptions>(
    () => ({
      align: 'start',
      containScroll: 'trimSnaps',
      slidesToScroll: step,
      loop,
      startIndex: selected,
      ...options,
    }),
    // The start index matters only when Embla starts; moves go through scrollTo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [step, loop, options],
  );
  const [viewportRef, api] = useEmblaCarousel(emblaOptions);
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false, pages: 0 });
  // Only a move is announced, never the first render (nor the server's HTML).
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (!api) return undefined;
    const sync = () => {
      setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext(), pages: api.scrollSnapList().length });
      setSelected(api.selectedScrollSnap());
    };
    const onSelect = () => {
      sync();
      setMoved(true);
    };
    sync();
    api.on('select', onSelect).on('reInit', sync);
    return () => void api.off('select', onSelect).off('reInit', sync);
  }, [api, setSelected]);

  // APG: slides out of the view are hidden from assistive technology and out of the tab order.
  // From the selected page, so the server and the first render agree (no slide hidden yet in the
  // HTML: it says nothing of the view); `inert` and `aria-hidden` are set on the elements after
  // render, as React 18 (no `inert` prop), React 19 (a boolean) and Preact (a property) differ.
  const inView = slidesInView(selected, slideCount, shown, step, loop);
  const hiddenKey = inView.visible.map((visible) => (visible ? 1 : 0)).join('');
  const trackRef = useRef<HTMLDivElement | null>(null);
  // After every render: slides re-rendered under new keys come without the attributes.
  useIsomorphicLayoutEffect(() => {
    const slides = trackRef.current?.children;
    if (!slides) return;
    for (let i = 0; i < slides.length; i += 1) {
      const hidden = hiddenKey[i] === '0';
      slides[i]!.toggleAttribute('inert', hidden);
      if (hidden) slides[i]!.setAttribute('aria-hidden', 'true');
      else slides[i]!.removeAttribute('aria-hidden');
    }
  });
  const first = inView.shown[0];
  const last = inView.shown[inView.shown.length - 1];
  const announcement =
    moved && first !== undefined && last !== undefined ? announce(first + 1, last + 1, slideCount) : '';

  // A controlled index moved from outside (a thumbnail): follow it.
  useEffect(() => {
    if (api && selected !== api.selectedScrollSnap()) api.scrollTo(selected, reduced);
  }, [api, selected, reduced]);

  const previous = useCallback(() => {
    if (api?.canScrollPrev()) api.scrollPrev(reduced);
  }, [api, reduced]);
  const next = useCallback(() => {
    if (api?.canScrollNext()) api.scrollNext(reduced);
  }, [api, reduced]);
  const goTo = useCallback((page: number) => setSelected(page), [setSelected]);

  /** Arrow keys on the Previous and Next buttons move too. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return {
    api,
    viewportRef,
    perView: shown,
    perScroll: step,
    selected,
    pages: edges.pages,
    canPrevious: edges.canPrevious,
    canNext: edges.canNext,
    previous,
    next,
    goTo,
    onKeyDown,
    /** Ref of the element whose children are the slides. */
    trackRef,
    /** Per slide: in the view, at least partly. */
    visible: inView.visible,
    /** What the live region says: the slides shown after the last move ('' before any). */
    announcement,
  };
}

/** What {@link useCarousel} returns. */
export type CarouselState = ReturnType<typeof useCarousel>;
