/**
 * What add-to-cart loads at the first click (or when the pointer or focus reaches its button): the
 * sending code and the confirmation popups, in one module, so one chunk: they are always asked for
 * together (lazy-popups.ts), and three chunks were two more files for every add.
 */
export * from './add-to-cart-sender';
export { ConfirmationDialog } from '../confirmation/confirmation-dialog';
export { CustomConfirmationDialog } from '../confirmation/custom-confirmation-dialog';
