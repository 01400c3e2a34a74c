/**
 * The Carousel's rules as pure functions: values by breakpoint, how many slides one press
 * moves, double-decker columns, and the slide labels of the WAI-ARIA APG carousel pattern.
 */
import { formatMessage } from '@hearth/core';
import { uiMessage } from '../wording';

/**
 * A value, or values by breakpoint: viewport min-width in CSS px → value. The widest breakpoint
 * the viewport reaches wins; below the narrowest, the narrowest's value applies.
 *
 * ```ts
 * const perView: Responsive<number> = { 0: 2.5, 769: 4 }; // 2.5 on phones, 4 from 769 px
 * ```
 */
export type Responsive<T> = T | Readonly<Record<number, T>>;

/** Whether `value` is a breakpoint map rather than a plain value. */
function isBreakpointMap<T>(value: Responsive<T>): value is Readonly<Record<number, T>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The breakpoints of `value` (min-widths), ascending; `[]` for a plain value. */
export function breakpointsOf<T>(value: Responsive<T>): number[] {
  if (!isBreakpointMap(value)) return [];
  return Object.keys(value)
    .map(Number)
    .filter((width) => Number.isFinite(width) && width >= 0)
    .sort((a, b) => a - b);
}

/**
 * The value of `value` at viewport `width` (CSS px). A breakpoint map with no usable key gives
 * `fallback`.
 */
export function valueAt<T>(value: Responsive<T>, width: number, fallback: T): T {
  if (!isBreakpointMap(value)) return value;
  const widths = breakpointsOf(value);
  // Stryker disable next-line ConditionalExpression: with no width the loop below chooses none, and the fallback comes all the same
  if (widths.length === 0) return fallback;
  let chosen = widths[0]!;
  for (const min of widths) if (width >= min) chosen = min;
  return value[chosen] ?? fallback;
}

/** Slides shown at once: a positive number (2.5 shows two and a half); anything else is 1. */
export function normalizePerView(perView: number): number {
  return Number.isFinite(perView) && perView > 0 ? perView : 1;
}

/**
 * Slides one press of Previous or Next moves: `perScroll` when given (a positive whole number),
 * else the whole slides in view (2.5 in view moves 2), at least 1.
 */
export function slidesPerScroll(perView: number, perScroll?: number): number {
  if (perScroll !== undefined && Number.isFinite(perScroll) && perScroll >= 1) return Math.floor(perScroll);
  return Math.max(1, Math.floor(normalizePerView(perView)));
}

/**
 * Items grouped in columns of `rows` (a double-decker carousel pairs two items per column):
 * `[[a, b], [c, d], [e]]` for rows 2. Rows below 1 count as 1.
 */
export function toColumns<T>(items: readonly T[], rows = 1): T[][] {
  // Stryker disable next-line EqualityOperator: rows of 1 are a size of 1 either way
  const size = Number.isInteger(rows) && rows > 1 ? rows : 1;
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}

/** APG carousel: each slide is a group labelled by its position, '3 of 8'. */
export function defaultSlideLabel(position: number, count: number): string {
  return formatMessage(uiMessage('slidePosition', '{position} of {count}'), { position, count });
}

/** A whole number of placeholders, at least 1: `2.5` slides in view need 3 placeholders. */
export function placeholderCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.ceil(count) : 1;
}

/** Where a page of a carousel leaves its slides: which are in the view at all, which wholly. */
export interface SlidesInView {
  /** Per slide: some of it is in the view (a half-shown slide of 2.5 per view counts). */
  visible: boolean[];
  /** The slides wholly in the view (0-based), in the order the view shows them. */
  shown: number[];
}

/** Less than this of a slide in or out of the view is rounding, not a slide. */
const EPSILON = 0.001;

/**
 * The slides page `page` shows (APG carousel: the others are hidden from assistive technology
 * and out of the tab order). Pages as Embla makes them with `align: 'start'`: page `p` starts at
 * slide `p × step`; without `loop`, the last page ends at the last slide (`containScroll:
 * 'trimSnaps'`), so 10 slides at 2.5 per view, 2 per move, start at 0, 2, 4, 6 and 7.5.
 */
export function slidesInView(page: number, count: number, perView: number, step: number, loop = false): SlidesInView {
  const total = Math.max(0, Math.floor(count));
  const view = normalizePerView(perView);
  const moves = Math.max(1, Math.floor(step));
  const offset = Math.max(0, Math.floor(page)) * moves;
  const start = loop ? offset % Math.max(1, total) : Math.max(0, Math.min(offset, total - view));
  const visible: boolean[] = [];
  const shown: Array<[position: number, index: number]> = [];
  for (let index = 0; index < total; index += 1) {
    let position = index - start;
    if (loop && position < 0) position += total;
    // Stryker disable next-line EqualityOperator: positions are whole numbers, equal to these edges only for a view a thousandth past a whole one
    visible.push(position + 1 > EPSILON && position < view - EPSILON);
    // Stryker disable next-line EqualityOperator: as above
    if (position > -EPSILON && position + 1 < view + EPSILON) shown.push([position, index]);
  }
  return { visible, shown: shown.sort((a, b) => a[0] - b[0]).map(([, index]) => index) };
}

/**
 * What a move says through the carousel's live region: 'Slide 5 of 8' with one slide shown,
 * 'Slides 5–8 of 12' with several (1-based `first` and `last`).
 */
export function defaultMoveAnnouncement(first: number, last: number, count: number): string {
  return formatMessage(
    first === last
      ? uiMessage('movedToSlide', 'Slide {first} of {count}')
      : uiMessage('movedToSlides', 'Slides {first}–{last} of {count}'),
    { first, last, count },
  );
}

/** The Previous button's name, with one slide in view and with several. */
export const previousSlidesLabel = (one: boolean): string =>
  one ? uiMessage('previousSlide', 'Previous slide') : uiMessage('previousSlides', 'Previous slides');

/** The Next button's name, with one slide in view and with several. */
export const nextSlidesLabel = (one: boolean): string =>
  one ? uiMessage('nextSlide', 'Next slide') : uiMessage('nextSlides', 'Next slides');
