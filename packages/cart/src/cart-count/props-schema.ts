import { MAX_CART_COUNT } from '@hearth/core';
import { integer, max, min, optional, type, type Infer } from 'superstruct';

/** Island props of `cart-count` (CONTRACT §5). */
export const CartCountPropsSchema = type({
  /** The count the server rendered: a whole number from 0 to 9999 (a larger one is a page bug). */
  count: optional(max(min(integer(), 0), MAX_CART_COUNT)),
});

/** Props of the `cart-count` island, inferred from its schema. */
export type CartCountIslandProps = Infer<typeof CartCountPropsSchema>;
