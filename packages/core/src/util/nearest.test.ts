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
  });

  it('calls a near miss a slip: case, or two edits (one for short words)', () => {
    expect(isNearMiss('RefreshCheckout', 0)).toBe(true);
    expect(isNearMiss('addItme', 2)).toBe(true);
    expect(isNearMiss('addItme', 3)).toBe(false);
    expect(isNearMiss('popp', 2)).toBe(false);
    expect(isNearMiss('popp', 1)).toBe(true);
  });
});
