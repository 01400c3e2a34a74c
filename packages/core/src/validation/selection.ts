/**
 * Selection-count rules: pay with two cards (001 §4, §5) and free swatches (002 §5, §9).
 */
import { SELECT_TWO_CARDS, SWATCH_LIMIT_REACHED, SWATCH_NONE_SELECTED } from './messages';

/** 001 §5: pay with two cards needs exactly two; else 'Please select two cards.' */
export function validateTwoCardSelection(selectedCount: number): string | null {
  return selectedCount === 2 ? null : SELECT_TWO_CARDS;
}

/** 002 §9: at most 5 free swatches per order. */
export const MAX_FREE_SWATCHES = 5;

/**
 * 002 §5: the swatch selection notice: 'Please select at least one swatch.' with none,
 * 'You may only select up to five swatches.' at 5 or more (a full order of 5 can still be sent;
 * the text tells the shopper no more can be added), else `null`.
 */
export function swatchSelectionMessage(selectedCount: number): string | null {
  if (!(selectedCount > 0)) return SWATCH_NONE_SELECTED;
  return selectedCount >= MAX_FREE_SWATCHES ? SWATCH_LIMIT_REACHED : null;
}
