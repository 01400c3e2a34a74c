import { describe, expect, it } from 'vitest';
import {
  breakpointsOf,
  defaultSlideLabel,
  normalizePerView,
  placeholderCount,
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
