import { checkUrl, formatCents, type Site } from '@hearth/core';
import { Button } from '@hearth/ui';
import { useEffect, useId } from 'react';
import { formatText, checkoutMessage } from '../../wording';
import type { CheckoutController } from '../checkout-controller';
import { CHECKOUT_ISLAND } from '../checkout-context';
import type { CheckoutState } from '../checkout-state';
import { quantityOf } from '../options/options-logic';
import type { CheckoutSettings } from '../checkout-settings';
import { alternativePaymentName, alternativePaymentOf, appliedCards } from '../payment/payment-logic';
import { AppliedCardItems } from '../payment/applied-card-items';
import { addressLine } from '../shared/address-logic';
import { itemImageLoading, useDesktop } from '../shared/item-images';
import type { CheckoutItem } from '../shared/schema-items';
import { appliedTenders } from '../tenders/applied-tenders';

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/**
 * Step 4, Review and Place Order [ref: checkout#screens]: where it ships, how it is paid, 'Back' and 'Place
 * Order'. 'Place Order' stays busy while the order is placed: it cannot be sent twice. When
 * Apple Pay is the payment, 'Place Order' opens the Apple Pay sheet and sends PlaceApplePayOrder.
 */
export function ReviewStep({ controller, state, settings }: ReviewStepProps) {
  const headingId = useId();
  const recipients = state.data?.shippingOptions?.recipients ?? [];
  const payment = state.data?.paymentData;
  const cards = appliedCards(payment, settings.site);
  const tenders = appliedTenders(payment, settings.site).filter((tender) => tender.kind !== 'promo');
  const billing = state.data?.billingAddress;
  const alt = alternativePaymentOf(payment);
  // Apple Pay's sheet must open in the 'Place Order' click's own task: its provider loads now
  useEffect(() => {
    if (alt === 'applepay') void controller.prepareAltPay();
  }, [alt, controller]);
  const busy = state.loading !== null;
  return (
    <div className="hearth-checkout__step" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{checkoutMessage('reviewShipTo', 'Shipping to')}</h3>
      {recipients.map((recipient, index) => {
        const items = recipient.shipments.flatMap((s) => s.items).filter((item) => !item.isRemoved);
        const before = recipients.slice(0, index).flatMap((r) => r.shipments.flatMap((s) => s.items));
        return (
          <section key={String(recipient.id)} className="hearth-checkout__review-recipient">
            {recipient.address ? <p>{addressLine(recipient.address)}</p> : null}
            <ReviewItems items={items} firstIndex={before.length} site={settings.site} />
          </section>
        );
      })}
      <h3>{checkoutMessage('billingAddress', 'Billing Address')}</h3>
      <p>{billing ? addressLine(billing) : checkoutMessage('billingSameAsShipping', 'Same as my shipping address')}</p>
      <h3>{checkoutMessage('reviewPayment', 'Payment')}</h3>
      <ul className="hearth-checkout__applied">
        {tenders.map((tender) => (
          <li key={tender.key}>
            {tender.label}
            {tender.amount ? <span className="hearth-checkout__muted"> {tender.amount}</span> : null}
          </li>
        ))}
        <AppliedCardItems cards={cards} />
        {alt ? (
          <li>{formatText(checkoutMessage('altPayApplied', 'Paying with {0}.'), [alternativePaymentName(alt)])}</li>
        ) : null}
        {cards.length === 0 && !alt ? (
          <li className="hearth-checkout__muted">{checkoutMessage('noCardYet', 'No card applied yet.')}</li>
        ) : null}
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
          {checkoutMessage('back', 'Back')}
        </Button>
        <Button
          busy={state.loading === 'placeOrder'}
          disabled={busy && state.loading !== 'placeOrder'}
          onClick={() => (alt === 'applepay' ? controller.placeOrderWithApplePay() : controller.placeOrder())}
        >
          {checkoutMessage('placeOrder', 'Place Order')}
        </Button>
      </div>
    </div>
  );
}

/** The items to be confirmed: picture, name, options, quantity and price ([ref: checkout#screens] Review). */
function ReviewItems({ items, firstIndex, site }: { items: readonly CheckoutItem[]; firstIndex: number; site: Site }) {
  const desktop = useDesktop();
  return (
    <ul className="hearth-checkout__review-items">
      {items.map((item, index) => {
        const image = checkUrl(item.imagePath, { island: CHECKOUT_ISLAND, field: 'items.imagePath' });
        return (
          <li key={String(item.id)} className="hearth-checkout__review-item">
            {image ? (
              <img src={image} alt="" width={64} height={64} loading={itemImageLoading(firstIndex + index, desktop)} />
            ) : (
              <span />
            )}
            <div>
              <p className="hearth-checkout__item-name">{item.name || item.sku || String(item.id)}</p>
              {(item.selectedOptions ?? []).map((option, i) =>
                option.title || option.text ? (
                  <p key={i} className="hearth-checkout__muted">
                    {[option.title, option.text].filter(Boolean).join(': ')}
                  </p>
                ) : null,
              )}
              <p className="hearth-checkout__muted">
                {checkoutMessage('quantity', 'Qty')} {quantityOf(item)}
              </p>
            </div>
            <p>{typeof item.totalPrice === 'number' ? formatCents(item.totalPrice, site) : null}</p>
          </li>
        );
      })}
    </ul>
  );
}
