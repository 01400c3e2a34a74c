import { QuantitySelector } from '@hearth/ui';
import { AddToCartView, type AddToCartParts, type AddToCartProps } from './add-to-cart-view';
import { PersonalizationFields } from './personalization/personalization-fields';

export { ADD_TO_CART_COMPONENT_NAME, AddToCartPopups } from './add-to-cart-view';
export type { AddToCartParts, AddToCartPopupsProps, AddToCartProps } from './add-to-cart-view';

const PARTS: AddToCartParts = { PersonalizationFields, QuantitySelector };

/**
 * Add-to-cart [ref: add-to-cart#rules, #errors, #limits]: personalization fields when the item has them, the
 * price, an optional quantity selector, the button, and the standard, Monogramming and Custom
 * confirmation popups with the add-ons list. After an add, `hearth:added-to-cart` bubbles from its
 * element (detail: the items).
 */
export function AddToCart(props: AddToCartProps) {
  return <AddToCartView {...props} parts={PARTS} />;
}
