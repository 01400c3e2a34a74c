import { describe, expect, it, vi } from 'vitest';
import { firstClick } from './first-click';

describe('firstClick', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 0],
    [3, 0],
  ])('a click with detail %i runs the action %i time(s)', (detail, times) => {
    const run = vi.fn();
    firstClick(run)({ detail });
    expect(run).toHaveBeenCalledTimes(times);
  });
});
