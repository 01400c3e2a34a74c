import { lazyPart } from '@hearth/ui';

/**
 * The confirmation popups load when the first one opens, or earlier when the pointer or focus
 * reaches the add-to-cart button (the script-tag build puts each in a chunk of its own, so a
 * product page carries no popup code until then).
 */
export const ConfirmationPopup = lazyPart(
  () => import('./confirmation-dialog').then((m) => m.ConfirmationDialog),
  'ConfirmationDialog',
);

/** The Custom popup, loaded like {@link ConfirmationPopup}. */
export const CustomConfirmationPopup = lazyPart(
  () => import('./custom-confirmation-dialog').then((m) => m.CustomConfirmationDialog),
  'CustomConfirmationDialog',
);

/** Starts loading both popups (never throws; a failure is logged and retried later). */
export function preloadConfirmations(): void {
  void ConfirmationPopup.preload();
  void CustomConfirmationPopup.preload();
}
