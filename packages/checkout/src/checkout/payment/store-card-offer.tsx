import { Button } from '@hearth/ui';
import { formatText, checkoutMessage } from '../../wording';
import type { CheckoutController } from '../checkout-controller';
import { OFFER_OPTION, selectedOffer, storeCardIsCardOne } from './offer-logic';
import type { PaymentData } from '../shared/schema-payment';

/**
 * The store credit card's offer on the payment step ([ref: checkout#screens] 'Please select an offer'): while the
 * store card is card one, which offer is chosen (or that there is one to choose) and a 'Choose an
 * offer' / 'Change offer' button that opens the popup. The popup also opens by itself when the
 * store card becomes card one with no offer chosen (the payment actions).
 */
export function StoreCardOffer({
  payment,
  controller,
  busy,
}: {
  payment: PaymentData | null | undefined;
  controller: CheckoutController;
  busy: boolean;
}) {
  if (!storeCardIsCardOne(payment)) return null;
  const selected = selectedOffer(payment);
  return (
    <p className="hearth-checkout__offer">
      <span>
        {selected === null
          ? checkoutMessage('offerNone', 'Your store credit card has offers to choose from.')
          : formatText(checkoutMessage('offerSelected', 'Offer: {0}'), [
              selected === OFFER_OPTION.financing
                ? checkoutMessage('offerFinancing', 'Special financing')
                : checkoutMessage('offerRewards', 'Earn rewards on this purchase'),
            ])}
      </span>{' '}
      <Button variant="link" disabled={busy} onClick={() => controller.openOffer()}>
        {selected === null
          ? checkoutMessage('offerChoose', 'Choose an offer')
          : checkoutMessage('offerChange', 'Change offer')}
      </Button>
    </p>
  );
}
