import { defineIslandWithRules } from '@hearth/core';
import { quantitySelectorRules } from './props-rules';
import { QuantitySelectorIsland } from './quantity-selector-island';

/**
 * `quantity-selector` [ref: quantity-selector#validation, #limits]: the quantity stepper; renders an `<input name>` so legacy
 * forms submit it. Its props are checked by the rules of its schema (`props-rules.ts`).
 *
 * ```html
 * <div data-island="quantity-selector" data-props='{"value":2,"name":"qty"}'>
 *   <input type="number" name="qty" value="2">
 * </div>
 * ```
 */
export default defineIslandWithRules({
  name: 'quantity-selector',
  rules: quantitySelectorRules,
  component: QuantitySelectorIsland,
});
