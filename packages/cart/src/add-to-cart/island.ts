import { defineIsland } from '@hearth/core';
import { AddToCartIsland } from './add-to-cart-island';
import { prepareParts } from './island-parts';
import { AddToCartPropsSchema } from './props-schema';

/**
 * `add-to-cart` [ref: script-tag#islands, add-to-cart]: the button with its label by config,
 * an optional quantity selector, personalization fields, and the standard, Monogramming and Custom
 * confirmation popups with 'Extras and Essentials We Recommend'. Props: see AddToCartPropsSchema.
 *
 * ```html
 * <div data-island="add-to-cart" data-props='{"items":[{"Sku":"410100"}],"showQuantity":true}'>
 *   <button type="submit" form="legacy-add">Add to cart</button>
 * </div>
 * ```
 */
export default defineIsland({
  name: 'add-to-cart',
  schema: AddToCartPropsSchema,
  component: AddToCartIsland,
  // the personalization fields and the quantity selector load only for props that show them
  prepare: prepareParts,
});
