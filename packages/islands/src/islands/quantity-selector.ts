import { defineIsland } from '@hearth/core';
import { QuantitySelector, QuantitySelectorPropsSchema } from '@hearth/ui';

/** `quantity-selector` (001 §5, §9). */
export default defineIsland({
  name: 'quantity-selector',
  schema: QuantitySelectorPropsSchema,
  component: QuantitySelector,
});
