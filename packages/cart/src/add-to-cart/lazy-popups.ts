import { lazyPart } from '@hearth/ui';
import type * as Extras from './send/add-to-cart-extras';

let extras: Promise<typeof Extras> | undefined;

/**
 * The sending code and the confirmation popups (add-to-cart-extras.ts, one chunk in the
 * script-tag build), loaded once: at the first click, or when the pointer or focus reaches the
 * button, so a product page carries none of it until then. A load that failed is tried again at
 * the next call.
 */
export function loadSender(): Promise<typeof Extras> {
  extras ??= import('./send/add-to-cart-extras').catch((error: unknown) => {
    extras = undefined;
    throw error;
  });
  return extras;
}

/** The standard and Monogramming confirmation popup, loaded with the sending code. */
export const ConfirmationPopup = lazyPart(() => loadSender().then((m) => m.ConfirmationDialog), 'ConfirmationDialog');

/** The Custom popup, loaded like {@link ConfirmationPopup}. */
export const CustomConfirmationPopup = lazyPart(
  () => loadSender().then((m) => m.CustomConfirmationDialog),
  'CustomConfirmationDialog',
);

/**
 * Starts loading both popups and the sending code (never throws; a popup's failure is logged and
 * retried later, the sending code's at the click).
 */
export function preloadConfirmations(): void {
  void ConfirmationPopup.preload();
  void CustomConfirmationPopup.preload();
  // Stryker disable next-line all: the popups' own loads above load the sending code (a popup already in means it is in)
  loadSender().catch(() => undefined);
}
