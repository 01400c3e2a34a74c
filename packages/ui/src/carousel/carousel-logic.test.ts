import { describe, expect, it } from 'vitest';
import {
  breakpointsOf,
  defaultMoveAnnouncement,
  defaultSlideLabel,
  normalizePerView,
  placeholderCount,
  slidesInView,
  slidesPerScroll,
  toColumns,
  valueAt,
} from './carousel-logic';

describe('valueAt', () => {
  const perView = { 0: 2.5, 769: 4 };
  it.each([
    [320, 2.5],
    [768, 2.5],
    [769, 4],
    [1600, 4],
  ])('at %i px: %s', (width, expected) => expect(valueAt(perView, width, 1)).toBe(expected));

  it('uses the narrowest breakpoint below it, a plain value as is, and the fallback for an empty map', () => {
    expect(valueAt({ 600: 3, 1200: 6 }, 300, 1)).toBe(3);
    expect(valueAt(5, 300, 1)).toBe(5);
    expect(valueAt({}, 300, 1)).toBe(1);
    expect(breakpointsOf({ 1281: 6, 0: 2, 769: 4 })).toEqual([0, 769, 1281]);
    expect(breakpointsOf(2)).toEqual([]);
  });
});

describe('slides per view and per move', () => {
  it('2.5 in view moves 2; 4 moves 4; an explicit move wins; never below 1', () => {
    expect(slidesPerScroll(2.5)).toBe(2);
    expect(slidesPerScroll(4)).toBe(4);
    expect(slidesPerScroll(4, 1)).toBe(1);
    expect(slidesPerScroll(0.5)).toBe(1);
    expect(slidesPerScroll(3, 0)).toBe(3);
  });
  it('a per-view that is not positive is 1', () => {
    expect(normalizePerView(0)).toBe(1);
    expect(normalizePerView(Number.NaN)).toBe(1);
    expect(normalizePerView(2.5)).toBe(2.5);
  });
  it('placeholders are whole: 2.5 needs 3', () => {
    expect(placeholderCount(2.5)).toBe(3);
    expect(placeholderCount(4)).toBe(4);
    expect(placeholderCount(-1)).toBe(1);
  });
});

describe('toColumns', () => {
  it('pairs items for a double-decker carousel, and keeps one per column otherwise', () => {
    expect(toColumns(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(toColumns(['a', 'b'], 1)).toEqual([['a'], ['b']]);
    expect(toColumns(['a', 'b'], 0)).toEqual([['a'], ['b']]);
    expect(toColumns([], 2)).toEqual([]);
  });
});

it('labels slides "N of M" (APG)', () => {
  expect(defaultSlideLabel(3, 8)).toBe('3 of 8');
});

describe('slidesInView (APG: slides out of the view are hidden)', () => {
  const visibleOf = (result: { visible: boolean[] }) =>
    result.visible.flatMap((shown, index) => (shown ? [index + 1] : []));

  it('4 per view, 4 per move, 10 slides: pages show 1–4, 5–8, then the last 4 (7–10)', () => {
    expect(slidesInView(0, 10, 4, 4).shown).toEqual([0, 1, 2, 3]);
    expect(visibleOf(slidesInView(0, 10, 4, 4))).toEqual([1, 2, 3, 4]);
    expect(visibleOf(slidesInView(1, 10, 4, 4))).toEqual([5, 6, 7, 8]);
    expect(visibleOf(slidesInView(2, 10, 4, 4))).toEqual([7, 8, 9, 10]);
    expect(slidesInView(2, 10, 4, 4).shown).toEqual([6, 7, 8, 9]);
  });

  it('2.5 per view: the half-shown slide is in the view (it can be clicked) but not wholly shown', () => {
    const first = slidesInView(0, 10, 2.5, 2);
    expect(visibleOf(first)).toEqual([1, 2, 3]);
    expect(first.shown).toEqual([0, 1]);
    // the last page starts at 7.5: slide 8 half shown, 9 and 10 wholly
    const last = slidesInView(4, 10, 2.5, 2);
    expect(visibleOf(last)).toEqual([8, 9, 10]);
    expect(last.shown).toEqual([8, 9]);
  });

  it('one per view: only the selected slide', () => {
    expect(visibleOf(slidesInView(5, 8, 1, 1))).toEqual([6]);
    expect(slidesInView(5, 8, 1, 1).shown).toEqual([5]);
  });

  it('everything fits: every slide is in the view', () => {
    expect(visibleOf(slidesInView(0, 3, 4, 4))).toEqual([1, 2, 3]);
    expect(slidesInView(0, 3, 4, 4).shown).toEqual([0, 1, 2]);
  });

  it('loop: the view wraps round to the first slides', () => {
    expect(visibleOf(slidesInView(4, 9, 2, 2, true))).toEqual([1, 9]);
    expect(slidesInView(4, 9, 2, 2, true).shown).toEqual([8, 0]);
  });
});

describe('defaultMoveAnnouncement', () => {
  it("says 'Slide 5 of 8' for one, 'Slides 5–8 of 12' for a range", () => {
    expect(defaultMoveAnnouncement(5, 5, 8)).toBe('Slide 5 of 8');
    expect(defaultMoveAnnouncement(5, 8, 12)).toBe('Slides 5–8 of 12');
  });
});

describe('breakpoints, the edges of what a map may hold', () => {
  it('keeps only non-negative widths, ascending whatever order they were written in', () => {
    expect(breakpointsOf({ '-5': 1, abc: 2, 769: 4, 0: 2 } as Record<number, number>)).toEqual([0, 769]);
    expect(breakpointsOf({ '20.5': 1, '10.5': 2 } as Record<number, number>)).toEqual([10.5, 20.5]);
  });

  it('a plain null is a value, not a map', () => {
    expect(breakpointsOf<number | null>(null)).toEqual([]);
    expect(valueAt<number | null>(null, 500, 3)).toBeNull();
  });

  it('no slide in view still leaves one placeholder', () => {
    expect(placeholderCount(0)).toBe(1);
  });
});
