import { integer, min, optional, type, type Infer } from 'superstruct';

/** Island props of `cart-count` (CONTRACT §5). */
export const CartCountPropsSchema = type({
  /** The count the server rendered. */
  count: optional(min(integer(), 0)),
});

/** Props of the `cart-count` island, inferred from its schema. */
export type CartCountIslandProps = Infer<typeof CartCountPropsSchema>;
