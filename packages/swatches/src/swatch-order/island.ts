import { defineIsland } from '@hearth/core';
import { SwatchOrderPropsSchema } from './props-schema';
import { SwatchOrder } from './swatch-order';

/**
 * `swatch-order` [ref: script-tag#islands, swatch-order]: the 'Get Free Swatch' / 'Order Free Swatches'
 * modal, its form and the thank-you popup. A popup island. Props: see SwatchOrderPropsSchema.
 *
 * ```html
 * <button type="button" data-island-open="swatch-order" data-props='{"sku":"410100"}'>Order Free Swatches</button>
 * ```
 */
export default defineIsland({
  name: 'swatch-order',
  schema: SwatchOrderPropsSchema,
  component: SwatchOrder,
  popup: true,
  // in the page (`triggerLabel`), what was typed in the fallback's order form goes into the
  // popup's form, which its trigger opens
  handoff: { reveal: '[aria-haspopup=dialog]' },
});
