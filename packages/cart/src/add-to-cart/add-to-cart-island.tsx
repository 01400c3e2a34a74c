import { AddToCartView, type AddToCartProps } from './add-to-cart-view';
import { ISLAND_PARTS } from './island-parts';

/** The add-to-cart island: {@link AddToCartView} with the parts its props need loaded on demand. */
export function AddToCartIsland(props: AddToCartProps) {
  return <AddToCartView {...props} parts={ISLAND_PARTS} />;
}
