/** The free swatch selection's count rule [ref: swatches#validation, #limits], shared by the order modal and shop-by-fabric. */
import { swatchesMessage } from '../wording';

/** [ref: swatch-order#limits]: at most 5 free swatches per order. */
export const MAX_FREE_SWATCHES = 5;

/**
 * [ref: swatches#validation]: the swatch selection notice: 'Please select at least one swatch.' with none,
 * 'You may only select up to five swatches.' at 5 or more (a full order of 5 can still be sent;
 * the text tells the shopper no more can be added), else `null`.
 */
export function swatchSelectionMessage(selectedCount: number): string | null {
  if (!(selectedCount > 0)) return swatchesMessage('swatchNoneSelected', 'Please select at least one swatch.');
  return selectedCount >= MAX_FREE_SWATCHES
    ? swatchesMessage('swatchLimitReached', 'You may only select up to five swatches.')
    : null;
}
