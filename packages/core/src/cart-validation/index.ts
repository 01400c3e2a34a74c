/**
 * Cart validation (000 §8, 001 §3, §8): the error types, the popup each opens, its strings and the
 * items it lists. Shared by the cart page and the checkout, which each send their own removal call.
 */
export * from './cart-validation';
export * from './messages';
export * from './schema';
