import { QuantitySelector } from './quantity-selector';
import type { QuantitySelectorIslandProps } from './props-schema';

/** The `quantity-selector` island: the server's `value` is where it starts; from then on the shopper owns it. */
export function QuantitySelectorIsland({ value, ...rest }: QuantitySelectorIslandProps) {
  return <QuantitySelector defaultValue={value} {...rest} />;
}
