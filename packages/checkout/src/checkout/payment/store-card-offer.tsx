import { Button } from '@hearth/ui';
import { CHECKOUT_MESSAGES as M, formatText } from '../../messages';
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
          ? M.offerNone
          : formatText(M.offerSelected, [selected === OFFER_OPTION.financing ? M.offerFinancing : M.offerRewards])}
      </span>{' '}
      <Button variant="link" disabled={busy} onClick={() => controller.openOffer()}>
        {selected === null ? M.offerChoose : M.offerChange}
      </Button>
    </p>
  );
}
