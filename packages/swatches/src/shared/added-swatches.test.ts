// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ADDED_SWATCHES_COOKIE, normalizeAddedSwatches, SWATCH_COOKIE_DAYS } from './added-swatches';

describe('added swatches [ref: swatches#rules, #limits]', () => {
  it('names the shop-by-fabric cookie and its 7-day lifetime', () => {
    expect(ADDED_SWATCHES_COOKIE).toBe('addedCartSwatches');
    expect(SWATCH_COOKIE_DAYS).toBe(7);
  });

  it('keeps unique codes, at most 5 [ref: swatches#limits]', () => {
    expect(normalizeAddedSwatches([101, '101', 202, '', 303, 404, 505, 606])).toEqual([
      '101',
      '202',
      '303',
      '404',
      '505',
    ]);
  });
});
