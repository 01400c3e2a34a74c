import { defineIsland } from '@hearth/core';
import { QuantitySelector, QuantitySelectorPropsSchema, type QuantitySelectorIslandProps } from '@hearth/ui';

/** The server's `value` is where the stepper starts; from then on the shopper owns it. */
function QuantitySelectorIsland({ value, ...rest }: QuantitySelectorIslandProps) {
  return <QuantitySelector defaultValue={value} {...rest} />;
}

/** `quantity-selector` (001 §5, §9). */
export default defineIsland({
  name: 'quantity-selector',
  schema: QuantitySelectorPropsSchema,
  component: QuantitySelectorIsland,
});
