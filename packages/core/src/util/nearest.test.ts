import { describe, expect, it } from 'vitest';
import { editDistance, isNearMiss, nearest } from './nearest';

describe('editDistance', () => {
  it.each([
    ['addItem', 'addItem', 0],
    ['RefreshCheckout', 'refreshCheckout', 0],
    ['addItme', 'addItem', 1],
    ['adItem', 'addItem', 1],
    ['addItems', 'addItem', 1],
    ['labelAddToCrt', 'labelAddToCart', 1],
    ['endpoint', 'endpoints', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('%s → %s: %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });

  it('stops past its limit', () => {
    expect(editDistance('placeOrder', 'getCartJsx', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    // a distance right at the limit is still told
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('abc', 'abcde', 2)).toBe(2);
    expect(editDistance('abc', 'xyz', 3)).toBe(3);
  });

  it('a swap of two neighbours is one edit, wherever it is; two letters apart it is two', () => {
    expect(editDistance('ba', 'ab')).toBe(1);
    expect(editDistance('getEdd', 'gteEdd')).toBe(1);
    expect(editDistance('cartx', 'carxt')).toBe(1);
    expect(editDistance('abc', 'cba')).toBe(2);
    // a swap after other edits still counts them; one letter matching across is no swap
    expect(editDistance('abxy', 'cdyx')).toBe(3);
    expect(editDistance('ax', 'xb')).toBe(2);
  });
});

describe('nearest', () => {
  const names = ['addItem', 'removeItem', 'refreshCheckout', 'getEdd'];

  it('finds the closest candidate, within a limit', () => {
    expect(nearest('addItme', names)).toEqual({ name: 'addItem', distance: 1 });
    expect(nearest('RefreshCheckout', names)).toEqual({ name: 'refreshCheckout', distance: 0 });
    expect(nearest('subscribe', names, 2)).toBeUndefined();
    expect(nearest('subscribe', names)?.name).toBeDefined();
    expect(nearest('x', [])).toBeUndefined();
    // right at the limit is found; of two as near, the first
    expect(nearest('addItme', names, 1)).toEqual({ name: 'addItem', distance: 1 });
    expect(nearest('getEdx', ['getEdy', 'getEdz', 'getEd'])).toEqual({ name: 'getEdy', distance: 1 });
    expect(nearest('getEdx', ['getEdyy', 'getEdz'])).toEqual({ name: 'getEdz', distance: 1 });
  });

  it('calls a near miss a slip: case, or two edits (one for short words)', () => {
    expect(isNearMiss('RefreshCheckout', 0)).toBe(true);
    expect(isNearMiss('addItme', 2)).toBe(true);
    expect(isNearMiss('addItme', 3)).toBe(false);
    expect(isNearMiss('popp', 2)).toBe(false);
    expect(isNearMiss('popp', 1)).toBe(true);
    expect(isNearMiss('poppy', 2)).toBe(true);
  });
});
