// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MAX_FREE_SWATCHES,
  SWATCH_LIMIT_REACHED,
  SWATCH_NONE_SELECTED,
  swatchSelectionMessage,
} from './swatch-selection';

describe('swatchSelectionMessage [ref: swatches#validation]', () => {
  it.each([
    [0, SWATCH_NONE_SELECTED],
    [Number.NaN, SWATCH_NONE_SELECTED],
    [1, null],
    [4, null],
    [5, SWATCH_LIMIT_REACHED],
    [6, SWATCH_LIMIT_REACHED],
  ])('%i selected → %j', (count, message) => {
    expect(swatchSelectionMessage(count)).toBe(message);
  });

  it('uses the spec texts and limit', () => {
    expect(MAX_FREE_SWATCHES).toBe(5);
    expect(SWATCH_NONE_SELECTED).toBe('Please select at least one swatch.');
    expect(SWATCH_LIMIT_REACHED).toBe('You may only select up to five swatches.');
  });
});
