import { MAX_CART_COUNT } from '@hearth/core';
import { integer, max, min, optional, type, type Infer, type Struct } from 'superstruct';

const cartCountPropsSchemaStruct = type({
  /** The count the server rendered: a whole number from 0 to 9999 (a larger one is a page bug). */
  count: optional(max(min(integer(), 0), MAX_CART_COUNT)),
});
/** Island props of `cart-count` [ref: script-tag#islands]. */
export const CartCountPropsSchema: Struct<CartCountIslandProps, unknown> = cartCountPropsSchemaStruct;

/** Props of the `cart-count` island, inferred from its schema. */
export interface CartCountIslandProps extends Infer<typeof cartCountPropsSchemaStruct> {}
