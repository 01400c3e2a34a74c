import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutPopup, CheckoutPopupKind, CheckoutState } from '../checkout-state';

/** What every popup of the checkout gets: its data (kept while it closes), whether it is open, and the rest. */
export interface PopupProps<K extends CheckoutPopupKind> {
  popup: Extract<CheckoutPopup, { kind: K }>;
  open: boolean;
  /** Closing (Escape, the close button, the backdrop) goes through the controller [ref: checkout#errors]. */
  onOpenChange: (open: boolean) => void;
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}
