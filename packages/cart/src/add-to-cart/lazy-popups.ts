import { lazyPart } from '@hearth/ui';
import type * as Sender from './send/add-to-cart-sender';

/**
 * The confirmation popups load when the first one opens, or earlier when the pointer or focus
 * reaches the add-to-cart button (the script-tag build puts each in a chunk of its own, so a
 * product page carries no popup code until then). The sending code comes the same way.
 */
export const ConfirmationPopup = lazyPart(
  () => import('./confirmation/confirmation-dialog').then((m) => m.ConfirmationDialog),
  'ConfirmationDialog',
);

/** The Custom popup, loaded like {@link ConfirmationPopup}. */
export const CustomConfirmationPopup = lazyPart(
  () => import('./confirmation/custom-confirmation-dialog').then((m) => m.CustomConfirmationDialog),
  'CustomConfirmationDialog',
);

let sender: Promise<typeof Sender> | undefined;

/**
 * The sending code (add-to-cart-sender.ts), loaded once: at the first click, or when the pointer
 * or focus reaches the button. A load that failed is tried again at the next call.
 */
export function loadSender(): Promise<typeof Sender> {
  sender ??= import('./send/add-to-cart-sender').catch((error: unknown) => {
    sender = undefined;
    throw error;
  });
  return sender;
}

/**
 * Starts loading both popups and the sending code (never throws; a popup's failure is logged and
 * retried later, the sending code's at the click).
 */
export function preloadConfirmations(): void {
  void ConfirmationPopup.preload();
  void CustomConfirmationPopup.preload();
  loadSender().catch(() => undefined);
}
