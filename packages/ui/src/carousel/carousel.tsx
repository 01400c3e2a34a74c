import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes, Key, ReactNode } from 'react';
import { SkeletonBlock } from '../skeleton/skeleton';
import {
  defaultSlideLabel,
  nextSlidesLabel,
  placeholderCount,
  previousSlidesLabel,
  toColumns,
  type Responsive,
} from './carousel-logic';
import { useCarousel, type UseCarouselOptions } from './use-carousel';
import { useResponsive } from './use-responsive';
import { uiMessage } from '../wording';

/** Name of the part, used in class names and error messages. */
export const CAROUSEL_NAME = 'Carousel';

/** Props of {@link Carousel}. */
export interface CarouselProps<T>
  extends UseCarouselOptions, Omit<HTMLAttributes<HTMLElement>, 'children' | 'onKeyDown'> {
  /** The items, one slide each (or `rows` per slide). */
  items: readonly T[];
  /** Renders one item. */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item. @default the index */
  itemKey?: ((item: T, index: number) => Key) | undefined;
  /** Items stacked in one slide: 2 makes a double-decker carousel. @default 1 */
  rows?: number | undefined;
  /** Show placeholders instead of the items. @default false */
  loading?: boolean | undefined;
  /** Placeholders while loading, by breakpoint. @default the slides in view, rounded up */
  placeholders?: Responsive<number> | undefined;
  /** Renders one placeholder. @default a grey block */
  renderPlaceholder?: ((index: number) => ReactNode) | undefined;
  /** What a screen reader hears while loading. @default 'Loading…' */
  loadingLabel?: string | undefined;
  /** Accessible name of the Previous button. @default 'Previous slides' ('Previous slide' with one in view) */
  previousLabel?: string | undefined;
  /** Accessible name of the Next button. @default 'Next slides' ('Next slide' with one in view) */
  nextLabel?: string | undefined;
  /** Label of each slide group (APG). @default '{position} of {count}' */
  slideLabel?: ((position: number, count: number) => string) | undefined;
  /**
   * What a move says through the polite live region, from the 1-based first and last slides
   * wholly shown. @default 'Slide {n} of {count}' or 'Slides {first}–{last} of {count}'
   */
  announce?: ((first: number, last: number, count: number) => string) | undefined;
  /** Hide the Previous and Next buttons (e.g. thumbnails drive it). @default false */
  hideControls?: boolean | undefined;
}

const Chevron = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={back ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    />
  </svg>
);

/**
 * The viewport clips its slides from the first paint: on a script-tag page the carousel's
 * stylesheet may arrive after its markup, and the track would widen the page meanwhile.
 */
const CLIP = { overflow: 'hidden' } as const;

/**
 * A carousel on Embla after the WAI-ARIA APG carousel pattern: a region with
 * `aria-roledescription="carousel"` named by `aria-label` or `aria-labelledby`, Previous and
 * Next buttons first (`aria-disabled` at the ends, so focus stays; Arrow keys on them move too),
 * each slide a group '{n} of {count}', no auto-rotation (so no pause control). Slides out of the
 * view are `inert` and `aria-hidden` (out of the tab order, hidden from assistive technology; a
 * half-shown slide stays reachable and scrolls in on focus), and a move is announced through a
 * polite live region: 'Slide 5 of 8', or the range shown, 'Slides 5–8 of 12'. Slides per view
 * and per move follow breakpoints; swiping and dragging move it. While `loading`, placeholders
 * stand in for the slides.
 *
 * ```tsx
 * <Carousel aria-label="People Also Viewed" items={products} perView={{ 0: 2.5, 769: 4 }}
 *   renderItem={(p) => <ProductCard product={p} />} itemKey={(p) => p.sku} />
 * ```
 */
export function Carousel<T>({
  items,
  renderItem,
  itemKey,
  rows = 1,
  loading = false,
  placeholders,
  renderPlaceholder,
  loadingLabel = uiMessage('loading', 'Loading…'),
  previousLabel,
  nextLabel,
  slideLabel = defaultSlideLabel,
  announce,
  hideControls = false,
  perView,
  perScroll,
  index,
  defaultIndex,
  onIndexChange,
  loop,
  options,
  className,
  style,
  ...rest
}: CarouselProps<T>) {
  const columns = toColumns(items, rows);
  const carousel = useCarousel({
    perView,
    perScroll,
    index,
    defaultIndex,
    onIndexChange,
    loop,
    options,
    slideCount: loading ? 0 : columns.length,
    announce,
  });
  const placeholderTotal = placeholderCount(useResponsive(placeholders ?? carousel.perView, carousel.perView));
  const one = carousel.perView <= 1;
  const cssVars = { ...style, '--hearth-carousel-per-view': carousel.perView } as CSSProperties;
  const controls = !hideControls && !loading && carousel.pages > 1;

  return (
    <section
      {...rest}
      aria-roledescription={uiMessage('carousel', 'carousel')}
      aria-busy={loading || undefined}
      className={clsx('hearth-carousel', className)}
      data-state={loading ? 'loading' : 'ready'}
      style={cssVars}
    >
      {controls && (
        <div className="hearth-carousel__controls">
          <button
            type="button"
            className="hearth-carousel__button hearth-carousel__button--previous"
            aria-label={previousLabel ?? previousSlidesLabel(one)}
            aria-disabled={!carousel.canPrevious || undefined}
            onClick={carousel.previous}
            onKeyDown={carousel.onKeyDown}
          >
            <Chevron back />
          </button>
          <button
            type="button"
            className="hearth-carousel__button hearth-carousel__button--next"
            aria-label={nextLabel ?? nextSlidesLabel(one)}
            aria-disabled={!carousel.canNext || undefined}
            onClick={carousel.next}
            onKeyDown={carousel.onKeyDown}
          >
            <Chevron />
          </button>
        </div>
      )}
      {loading ? (
        <div className="hearth-carousel__viewport" role="status" style={CLIP}>
          <span className="hearth-visually-hidden">{loadingLabel}</span>
          <div className="hearth-carousel__track">
            {Array.from({ length: placeholderTotal }, (_, i) => (
              <div key={i} className="hearth-carousel__slide" aria-hidden="true">
                {renderPlaceholder ? renderPlaceholder(i) : <SkeletonBlock height="12rem" />}
              </div>
            ))}
          </div>
        </div>
      ) : (
        <div className="hearth-carousel__viewport" ref={carousel.viewportRef} style={CLIP}>
          <div className="hearth-carousel__track" ref={carousel.trackRef}>
            {columns.map((column, c) => (
              <div
                key={itemKey && column[0] !== undefined ? itemKey(column[0], c * rows) : c}
                role="group"
                aria-roledescription={uiMessage('slide', 'slide')}
                aria-label={slideLabel(c + 1, columns.length)}
                className="hearth-carousel__slide"
                data-rows={rows > 1 ? rows : undefined}
              >
                {rows > 1
                  ? column.map((item, r) => (
                      <div key={itemKey ? itemKey(item, c * rows + r) : r} className="hearth-carousel__cell">
                        {renderItem(item, c * rows + r)}
                      </div>
                    ))
                  : renderItem(column[0]!, c)}
              </div>
            ))}
          </div>
        </div>
      )}
      {!loading && (
        <p className="hearth-visually-hidden" aria-live="polite" aria-atomic="true">
          {carousel.announcement}
        </p>
      )}
    </section>
  );
}
