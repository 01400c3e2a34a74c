/**
 * Validators and formatters shared by every Hearth form: card entry, addresses, contact fields
 * and select lists. Pure functions, no React, no DOM. Messages are the spec's, to the letter.
 *
 * `export *` only (as in the core barrel): an `export { … } from` here counts every validator as
 * reached by any island that uses one, and once an island used the select lists (the checkout's
 * address form) every page with a postal code check carried them.
 */
export * from './messages';
export * from './card-type';
export * from './card-number';
export * from './expiry';
export * from './security-code';
export * from './store-card';
export * from './amount';
export * from './postal-code';
export * from './phone';
export * from './email';
export * from './name';
export * from './address';
export * from './select-lists';
export * from './validate-fields';
