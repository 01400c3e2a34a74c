/**
 * @hearth/cart: the cart area [ref: cart]: the cart header count, add-to-cart and its popups, the cart
 * page. What npm users use: the components, their hooks and props schemas, and the calls and rules
 * the README documents; nothing else.
 */

// cart-count [ref: cart#rules]
export { CartCount, type CartCountProps } from './cart-count/cart-count';
export { CartCountPropsSchema, type CartCountIslandProps } from './cart-count/props-schema';
export { setCartCount } from './cart-count/cart-count-state';

// add-to-cart [ref: cart]
export { AddToCart, type AddToCartProps } from './add-to-cart/add-to-cart';
export {
  useAddToCart,
  type AddToCartResult,
  type AddToCartState,
  type UseAddToCartOptions,
} from './add-to-cart/use-add-to-cart';
export { AddToCartPropsSchema, type AddToCartIslandProps } from './add-to-cart/props-schema';
export type { PersonalizationInput } from './add-to-cart/schema';
export { addItem, customConfirmation, monogramConfirmation, skuPricing } from './add-to-cart/calls';

// the cart page [ref: cart]
export { CartPage, type CartPageProps } from './cart/cart-page';
export { useCartPage, type CartPageResult, type UseCartPageOptions } from './cart/use-cart-page';
export { CartPropsSchema, type CartIslandProps } from './cart/props-schema';

// The cart validation popups (shared with the checkout) are @hearth/commerce's; the shopper's ZIP
// (shared with the lists islands) is getShopperZip/setShopperZip of @hearth/core.

// every shopper-visible string: sections `add-to-cart`, `cart` and `cart-count` of the wording pages can change
export { ADD_TO_CART_MESSAGES } from './add-to-cart/messages';
export { addToCartMessage } from './add-to-cart/wording';
export { CART_MESSAGES } from './cart/messages';
export { cartMessage } from './cart/wording';
export { CART_COUNT_MESSAGES } from './cart-count/messages';
export { cartCountMessage } from './cart-count/wording';
// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export {
  AddedItem,
  AddItemAnswer,
  CustomConfirmationAnswer,
  MonogramAnswer,
  SkuPricingAnswer,
} from './add-to-cart/call-schema';
export {
  AddOn,
  AddToCartItem,
  MonogramFont,
  Personalization,
  PersonalizationLine,
  ThreadColor,
} from './add-to-cart/schema';
export {
  AppliedCertificate,
  CartConfiguration,
  CartData,
  CartLineItem,
  CartOrderSummary,
  Edd,
  SelectedOption,
} from './cart/schema';
export type { CallClient } from './add-to-cart/add-to-cart-calls';
export type { AddToCartEnv } from './add-to-cart/add-to-cart-env';
export type { AddToCartItemInput } from './add-to-cart/schema';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { CART_ENDPOINT_NAMES } from './endpoint-names';
