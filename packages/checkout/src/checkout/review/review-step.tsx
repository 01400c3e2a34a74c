import { Button } from '@hearth/ui';
import { useId } from 'react';
import { CHECKOUT_MESSAGES as M, formatText } from '../../messages';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutState } from '../checkout-state';
import type { CheckoutSettings } from '../checkout-settings';
import { alternativePaymentOf, appliedCards } from '../payment/payment-logic';

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/**
 * Step 4, Review and Place Order (001 §2): where it ships, how it is paid, 'Back' and 'Place
 * Order'. 'Place Order' stays busy while the order is placed: it cannot be sent twice. When
 * Apple Pay is the payment, 'Place Order' opens the Apple Pay sheet and sends PlaceApplePayOrder.
 */
export function ReviewStep({ controller, state, settings }: ReviewStepProps) {
  const headingId = useId();
  const recipients = state.data?.shippingOptions?.recipients ?? [];
  const payment = state.data?.paymentData;
  const cards = appliedCards(payment, settings.site);
  const alt = alternativePaymentOf(payment);
  const busy = state.loading !== null;
  return (
    <div className="hearth-checkout__step" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{M.reviewShipTo}</h3>
      <ul className="hearth-checkout__applied">
        {recipients.map((recipient) => {
          const a = recipient.address;
          const items = recipient.shipments.flatMap((s) => s.items).filter((item) => !item.isRemoved);
          return (
            <li key={String(recipient.id)}>
              {a ? [a.firstName, a.lastName].filter(Boolean).join(' ') : null}
              {a ? (
                <span className="hearth-checkout__muted">
                  {' '}
                  {[a.address1, a.city, a.state, a.postalCode].filter(Boolean).join(', ')}
                </span>
              ) : null}
              <ul>
                {items.map((item) => (
                  <li key={String(item.id)}>
                    {item.name ?? item.sku} × {item.priceQuantityTotals?.quantity ?? 1}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <h3>{M.reviewPayment}</h3>
      <ul className="hearth-checkout__applied">
        {cards.map((card) => (
          <li key={card.id}>
            {formatText(M.appliedCard, [card.name, card.lastFour])}
            {card.amount ? (
              <span className="hearth-checkout__muted"> {formatText(M.appliedAmount, [card.amount])}</span>
            ) : null}
          </li>
        ))}
        {alt ? <li>{formatText(M.altPayApplied, [alt])}</li> : null}
        {cards.length === 0 && !alt ? <li className="hearth-checkout__muted">{M.noCardYet}</li> : null}
      </ul>
      {state.giftCardErrors.length > 0 ? (
        <div role="alert" className="hearth-checkout__notice">
          <ul>
            {state.giftCardErrors.map((error, index) => (
              <li key={index}>
                {error.cardNumber} {error.errorMessage}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="hearth-checkout__actions">
        <Button variant="secondary" disabled={busy} onClick={() => controller.back()}>
          {M.back}
        </Button>
        <Button
          busy={state.loading === 'placeOrder'}
          disabled={busy && state.loading !== 'placeOrder'}
          onClick={() => (alt === 'applepay' ? controller.placeOrderWithApplePay() : controller.placeOrder())}
        >
          {M.placeOrder}
        </Button>
      </div>
    </div>
  );
}
