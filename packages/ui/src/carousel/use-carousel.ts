import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useControllableState } from '../utils/use-controllable-state';
import { useReducedMotion } from '../utils/use-reduced-motion';
import { normalizePerView, slidesPerScroll, type Responsive } from './carousel-logic';
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
}: UseCarouselOptions) {
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

  useEffect(() => {
    if (!api) return undefined;
    const sync = () => {
      setEdges({ canPrevious: api.canScrollPrev(), canNext: api.canScrollNext(), pages: api.scrollSnapList().length });
      setSelected(api.selectedScrollSnap());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => void api.off('select', sync).off('reInit', sync);
  }, [api, setSelected]);

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
  };
}

/** What {@link useCarousel} returns. */
export type CarouselState = ReturnType<typeof useCarousel>;
