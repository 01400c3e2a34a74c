/** @hearth/cart: the cart area (000): cart count, add-to-cart, cart page. */
export * from './cart-count/index';
