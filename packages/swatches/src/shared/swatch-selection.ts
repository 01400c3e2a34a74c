/** The free swatch selection's count rule [ref: swatches#validation, #limits], shared by the order modal and shop-by-fabric. */

/** [ref: swatches#validation]: no swatch selected. */
export const SWATCH_NONE_SELECTED = 'Please select at least one swatch.';
/** [ref: swatches#validation]: shown at 5 or more swatches. */
export const SWATCH_LIMIT_REACHED = 'You may only select up to five swatches.';

/** [ref: swatch-order#limits]: at most 5 free swatches per order. */
export const MAX_FREE_SWATCHES = 5;

/**
 * [ref: swatches#validation]: the swatch selection notice: 'Please select at least one swatch.' with none,
 * 'You may only select up to five swatches.' at 5 or more (a full order of 5 can still be sent;
 * the text tells the shopper no more can be added), else `null`.
 */
export function swatchSelectionMessage(selectedCount: number): string | null {
  if (!(selectedCount > 0)) return SWATCH_NONE_SELECTED;
  return selectedCount >= MAX_FREE_SWATCHES ? SWATCH_LIMIT_REACHED : null;
}
