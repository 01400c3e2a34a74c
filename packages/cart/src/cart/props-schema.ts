import { nullable, number, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { CartData } from './schema';

const cartPropsSchemaStruct = type({
  /** The cart [ref: cart#data]; absent: fetched from `getCartJsx`. */
  cartData: optional(CartData),
  /** The store whose pickup estimate getEdd gives [ref: cart#calls]. */
  locationId: optional(nullable(union([string(), number()]))),
  /** Where 'Continue Shopping' goes from an empty cart. */
  continueShoppingUrl: optional(string()),
});
/** Island props of `cart` [ref: script-tag#islands]: the cart the server rendered, else it is fetched. Unknown keys are ignored. */
export const CartPropsSchema: Struct<CartIslandProps, unknown> = cartPropsSchemaStruct;

/** Props of the `cart` island, inferred from its schema. */
export interface CartIslandProps extends Infer<typeof cartPropsSchemaStruct> {}
