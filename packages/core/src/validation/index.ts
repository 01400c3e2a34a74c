/**
 * Validators and formatters shared by every Hearth form: card entry, addresses, contact fields
 * and select lists. Pure functions, no React, no DOM. Messages are the spec's, to the letter.
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
export * from './selection';
export * from './validate-fields';
