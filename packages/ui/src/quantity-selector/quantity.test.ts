import { describe, expect, it } from 'vitest';
import {
  acceptTypedQuantity,
  disabledButtons,
  normalizeQuantity,
  quantityOnBlur,
  QUANTITY_MAX,
  QUANTITY_MIN,
  stepQuantity,
} from './quantity';

describe('quantity rules [ref: quantity-selector#validation, #limits]', () => {
  it('bounds are 1 and 99', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 99]);
  });

  it.each([
    [1, 1, 2],
    [98, 1, 99],
    [99, 1, 1], // past the maximum wraps to 1
    [2, -1, 1],
    [1, -1, 1], // past the minimum wraps to 1
    [50, -1, 49],
  ])('step %i by %i gives %i', (value, delta, expected) => {
    expect(stepQuantity(value, delta)).toBe(expected);
  });

  it('wraps to the given minimum with custom bounds', () => {
    expect(stepQuantity(10, 1, { min: 2, max: 10 })).toBe(2);
  });

  it.each([
    ['5', '5'],
    ['99', '99'],
    ['1', '1'],
    ['', ''],
    ['07', '7'],
    ['0', null], // out of range: ignored
    ['100', null],
    ['-1', null],
    ['2.5', null],
    ['a', null],
    ['1e2', null],
  ])('typing %j is %j', (text, expected) => {
    expect(acceptTypedQuantity(text)).toBe(expected);
  });

  it('an empty field resets to 1 on blur, otherwise keeps the number', () => {
    expect(quantityOnBlur('')).toBe(1);
    expect(quantityOnBlur('42')).toBe(42);
  });

  it('buttons are never disabled before one has been used', () => {
    expect(disabledButtons(1, false)).toEqual({ decrease: false, increase: false });
    expect(disabledButtons(99, false)).toEqual({ decrease: false, increase: false });
  });

  it('once used, minus disables at the minimum and plus at the maximum', () => {
    expect(disabledButtons(1, true)).toEqual({ decrease: true, increase: false });
    expect(disabledButtons(99, true)).toEqual({ decrease: false, increase: true });
    expect(disabledButtons(50, true)).toEqual({ decrease: false, increase: false });
  });

  it.each([
    [undefined, 1],
    [0, 1],
    [150, 99],
    [3.7, 3],
    [Number.NaN, 1],
  ])('normalizes %s to %i', (value, expected) => {
    expect(normalizeQuantity(value)).toBe(expected);
  });
});
