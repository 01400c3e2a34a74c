// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, expandedAfterSwipe, swipeDirection } from './bottom-sheet-logic';

describe('bottom sheet swipes [ref: swatch-order#screens]', () => {
  it.each([
    [300, 300 - SWIPE_THRESHOLD_PX, 'up'],
    [300, 100, 'up'],
    [100, 100 + SWIPE_THRESHOLD_PX, 'down'],
    [100, 130, null],
    [100, 70, null],
    [Number.NaN, 10, null],
  ])('%d → %d: %s', (start, end, direction) => {
    expect(swipeDirection(start, end)).toBe(direction);
  });

  it.each([
    [100, 100.5, 'down'],
    [100, 99.5, 'up'],
  ])('with no threshold, any move is a swipe by its sign: %d → %d: %s', (start, end, direction) => {
    expect(swipeDirection(start, end, 0)).toBe(direction);
  });

  it.each([
    [false, 'up', true],
    [true, 'down', false],
    [true, 'up', true],
    [false, 'down', false],
    [true, null, true],
    [false, null, false],
  ] as const)('expanded %s, swipe %s → %s', (expanded, direction, next) => {
    expect(expandedAfterSwipe(expanded, direction)).toBe(next);
  });
});
