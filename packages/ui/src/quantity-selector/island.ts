import { defineIsland } from '@hearth/core';
import { QuantitySelectorPropsSchema } from './props-schema';
import { QuantitySelectorIsland } from './quantity-selector-island';

/**
 * `quantity-selector` [ref: quantity-selector#validation, #limits]: the quantity stepper; renders an `<input name>` so legacy
 * forms submit it.
 *
 * ```html
 * <div data-island="quantity-selector" data-props='{"value":2,"name":"qty"}'>
 *   <input type="number" name="qty" value="2">
 * </div>
 * ```
 */
export default defineIsland({
  name: 'quantity-selector',
  schema: QuantitySelectorPropsSchema,
  component: QuantitySelectorIsland,
});
