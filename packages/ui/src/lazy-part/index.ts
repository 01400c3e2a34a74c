export * from './lazy-part';
