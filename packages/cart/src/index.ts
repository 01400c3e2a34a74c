/**
 * @hearth/cart: the cart area (000): the cart header count, add-to-cart and its popups, the cart
 * page. What npm users use: the components, their hooks and props schemas, and the calls and rules
 * the README documents; nothing else.
 */

// cart-count (000 §4)
export { CartCount, type CartCountProps } from './cart-count/cart-count';
export { CartCountPropsSchema, type CartCountIslandProps } from './cart-count/props-schema';
export { setCartCount } from './cart-count/cart-count-state';

// add-to-cart (000 §4, 001 §8-§9, 002 §2-§4)
export { AddToCart, type AddToCartProps } from './add-to-cart/add-to-cart';
export { useAddToCart, type AddToCartState, type UseAddToCartOptions } from './add-to-cart/use-add-to-cart';
export { AddToCartPropsSchema, type AddToCartIslandProps } from './add-to-cart/props-schema';
export type { PersonalizationInput } from './add-to-cart/schema';
export { addItem, customConfirmation, monogramConfirmation, skuPricing } from './add-to-cart/calls';

// the cart page (000)
export { CartPage, type CartPageProps } from './cart/cart-page';
export { useCartPage, type UseCartPageOptions } from './cart/use-cart-page';
export { CartPropsSchema, type CartIslandProps } from './cart/props-schema';

// The cart validation popups (shared with the checkout) are @hearth/commerce's; the shopper's ZIP
// (shared with the lists islands) is getShopperZip/setShopperZip of @hearth/core.

// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { CART_ENDPOINT_NAMES } from './endpoint-names';

// every shopper-visible string: sections `add-to-cart`, `cart` and `cart-count` of the wording pages can change
export { ADD_TO_CART_MESSAGES } from './add-to-cart/messages';
export { CART_MESSAGES } from './cart/messages';
export { CART_COUNT_MESSAGES } from './cart-count/messages';
