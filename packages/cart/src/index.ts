/** @hearth/cart: the cart area (000): cart count, add-to-cart and its popups, the cart page. */
export * from './cart-count/index';
export * from './add-to-cart/index';
export * from './cart/index';
export { getShopperZip, setShopperZip } from './shared/zip';
