/**
 * The cart validation popups' parts (000 §8, 001 §8), shared by the cart page and the checkout.
 * `export *` only: an `export { … } from` here counts every module as reached by whoever imports
 * one of them, and the cart page then carried the dialog it only opens lazily.
 */
export * from './unavailable-list';
export * from './oversize-list';
export * from './unavailable-items-dialog';
