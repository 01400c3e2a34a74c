/**
 * State shared by the islands of one page, whichever chunk or framework (React, Preact) they
 * run in: a registry of named signals (features declare their own), page events, and a hook to
 * read signals.
 */
export * from './shared-signal';
export * from './events';
export * from './use-signal-value';
export * from './shopper-zip';
export * from './store';
