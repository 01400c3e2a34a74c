import { describe, expect, it } from 'vitest';
import { itemImageLoading } from './item-images';

describe('item pictures (lazy after the 2nd item on a phone, the 4th on a desktop) [ref: checkout#limits]', () => {
  it('a phone: the first 2 at once, then lazily', () => {
    expect([0, 1, 2, 3].map((i) => itemImageLoading(i, false))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
  it('a desktop: the first 4 at once, then lazily', () => {
    expect([0, 3, 4, 9].map((i) => itemImageLoading(i, true))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
