/**
 * Safe cookie and localStorage helpers: malformed stored JSON reads as empty (the fallback),
 * and nothing here ever throws.
 */
export * from './cookies';
export * from './json-cookies';
export * from './local-storage';
