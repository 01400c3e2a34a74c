/**
 * 'Add New Card' [ref: checkout#screens]: the card-entry island through `hearth.open` on a script-tag page, or the
 * component an npm page passes as `<Checkout cardEntry>` (a feature never imports another, so the
 * checkout cannot load `@hearth/account`'s form itself). Either way the card goes straight into
 * SavePayment: never into the checkout state, never logged.
 */
import { checkoutMessage } from '../../wording';
import { CHECKOUT_ISLAND } from '../checkout-context';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutCardEntry } from '../checkout-settings';
import type { PopupProps } from '../popups/popup-props';
import type { NewCard } from './payment-actions';

/** The popup's title, the words of the button that opens it (not the cart's 'Apply New Card'). */
const newCardTitle = () => checkoutMessage('addNewCardTitle', 'Add New Card');

/** Where 'Add New Card' goes: the npm page's component, else the card-entry island. */
export function openNewCard(
  controller: CheckoutController,
  cardEntry: CheckoutCardEntry | undefined,
  opener: HTMLElement,
  showSaveToAccount: boolean,
): void {
  if (cardEntry) {
    void controller.openCardEntry(showSaveToAccount, opener);
    return;
  }
  const hearth = typeof window === 'undefined' ? undefined : window.hearth;
  if (!hearth) {
    // an npm page without the prop: say what is missing rather than a button that does nothing
    console.error(
      `hearth ${CHECKOUT_ISLAND}: 'Add New Card' needs the card-entry island (the script tag) or the cardEntry prop (<Checkout cardEntry={CardEntryDialog} />).`,
    );
    return;
  }
  void hearth.open(
    'card-entry',
    {
      title: newCardTitle(),
      showSaveToAccount,
      onApply: (card: NewCard) => void controller.savePayment({ kind: 'new', card }),
    },
    opener,
  );
}

/** The `cardEntry` popup: the npm page's component, open while the checkout says so. */
export function CardEntryPopup({ popup, open, onOpenChange, controller, settings }: PopupProps<'cardEntry'>) {
  const CardEntry = settings.cardEntry;
  if (!CardEntry) return null;
  return (
    <CardEntry
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={popup.opener}
      showSaveToAccount={popup.showSaveToAccount}
      title={newCardTitle()}
      onApply={(card) => void controller.savePayment({ kind: 'new', card })}
    />
  );
}
