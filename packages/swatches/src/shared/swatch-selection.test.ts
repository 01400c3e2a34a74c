// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_FREE_SWATCHES, swatchSelectionMessage } from './swatch-selection';
import { SWATCHES_MESSAGES as M } from '../messages';

describe('swatchSelectionMessage [ref: swatches#validation]', () => {
  it.each([
    [0, M.swatchNoneSelected],
    [Number.NaN, M.swatchNoneSelected],
    [1, null],
    [4, null],
    [5, M.swatchLimitReached],
    [6, M.swatchLimitReached],
  ])('%i selected → %j', (count, message) => {
    expect(swatchSelectionMessage(count)).toBe(message);
  });

  it('uses the spec texts and limit', () => {
    expect(MAX_FREE_SWATCHES).toBe(5);
    expect(M.swatchNoneSelected).toBe('Please select at least one swatch.');
    expect(M.swatchLimitReached).toBe('You may only select up to five swatches.');
  });
});
