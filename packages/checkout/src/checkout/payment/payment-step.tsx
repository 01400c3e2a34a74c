import { Button } from '@hearth/ui';
import { useEffect, useId, useState } from 'react';
import { formatText, checkoutMessage } from '../../wording';
import { AddressFields } from '../shared/address-form';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutState } from '../checkout-state';
import { PayPalButtons } from './alt-pay-buttons';
import {
  alternativePaymentName,
  alternativePaymentOf,
  appliedCards,
  cardErrorsOf,
  type PaymentOption,
} from './payment-logic';
import { StoreCardOffer } from './store-card-offer';
import { AppliedCardItems } from './applied-card-items';
import { TendersPanel } from '../tenders/tenders-panel';
import { VerifyCard } from './verify-card';
import { useAddressForm } from '../shared/use-address-form';
import { openNewCard } from './new-card';

/** Props of {@link PaymentStep}. */
export interface PaymentStepProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/**
 * Paying by card [ref: checkout#screens]: the cards applied, their errors, the store card offer,
 * verification, 'Saved Cards' or 'Add New Card', and 'Pay with Two Cards'.
 */
function CardPayment({ controller, state, settings }: PaymentStepProps) {
  const payment = state.data?.paymentData;
  const cards = appliedCards(payment, settings.site);
  const cardErrors = cardErrorsOf(payment, settings.messages);
  const saved = payment?.creditCardData?.accountCardsInfo ?? [];
  const busy = state.loading !== null;
  const twoCards = payment?.isPayWithTwoCreditCardsEnabled === true && saved.length >= 2;
  // 'Add New Card': the card goes straight to SavePayment, never into the state
  const newCard = (opener: HTMLElement) => openNewCard(controller, settings.cardEntry, opener, saved.length > 0);
  return (
    <div className="hearth-checkout__cards">
      {cards.length === 0 ? (
        <p className="hearth-checkout__muted">{checkoutMessage('noCardYet', 'No card applied yet.')}</p>
      ) : null}
      <ul className="hearth-checkout__applied">
        <AppliedCardItems cards={cards} />
      </ul>
      {cardErrors.length > 0 ? (
        // [ref: checkout#data] card error flags, by the card they concern (applied or not)
        <div role="alert" className="hearth-checkout__notice">
          {cardErrors.map((error) => (
            <p key={error.key}>
              {error.lastFour ? (
                <strong>
                  {formatText(checkoutMessage('appliedCard', '{0} ending in {1}'), [error.name, error.lastFour])}:{' '}
                </strong>
              ) : null}
              {error.message}
            </p>
          ))}
        </div>
      ) : null}
      <StoreCardOffer payment={payment} controller={controller} busy={busy} />
      {cards
        .filter((card) => card.needsVerification)
        .map((card) => (
          <VerifyCard
            key={card.id}
            card={card}
            controller={controller}
            errors={payment?.verifyErrors}
            busy={state.loading === 'verifyCreditCard'}
          />
        ))}
      <div className="hearth-checkout__row-actions">
        {saved.length > 0 ? (
          <Button variant="secondary" disabled={busy} onClick={() => controller.openSavedCards('cardOne')}>
            {checkoutMessage('savedCardsTitle', 'Apply New/Saved Card')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={(e) => newCard(e.currentTarget)}>
            {checkoutMessage('addNewCardTitle', 'Add New Card')}
          </Button>
        )}
        {twoCards ? (
          <Button variant="link" disabled={busy} onClick={() => controller.openTwoCards()}>
            {checkoutMessage('payWithTwoCards', 'Pay with two cards')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Step 3, Payment and Billing [ref: checkout#screens]: the billing address, how to pay (a card, PayPal or Venmo,
 * Apple Pay), promo codes and credits, 'Back' and 'Next: Review & Place Order'. Loaded when the
 * flow reaches it (its own chunk): the Shipping step's page does not carry it.
 */
export function PaymentStep({ controller, state, settings }: PaymentStepProps) {
  const headingId = useId();
  const payment = state.data?.paymentData;
  const alt = alternativePaymentOf(payment);
  const [option, setOption] = useState<PaymentOption>(alt === 'applepay' ? 'applepay' : alt ? 'paypal' : 'card');
  const [sameAddress, setSameAddress] = useState(true);
  const form = useAddressForm({
    initial: state.data?.billingAddress,
    site: settings.site,
    messages: settings.messages,
    lists: settings.lists,
    serverErrors: state.addressErrors,
    onEdit: () => controller.clearAddressErrors(),
  });
  const busy = state.loading !== null;
  // [ref: checkout#data]: PayPal or Venmo, and Apple Pay (only where the browser can pay with it), when the
  // server has alternative payments on and the page offers them
  const altOn = payment?.isAlternativePaymentsEnabled !== false;
  const offered: Record<PaymentOption, boolean> = {
    card: true,
    paypal: altOn && (controller.altPayOffers('paypal') || controller.altPayOffers('venmo')),
    applepay: altOn && controller.altPayOffers('applepay'),
  };
  useEffect(() => {
    if (option === 'applepay') void controller.prepareAltPay();
  }, [controller, option]);
  return (
    // a group, not a form: the code fields below are forms of their own (forms do not nest)
    <div className="hearth-checkout__step" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{checkoutMessage('billingAddress', 'Billing Address')}</h3>
      <label className="hearth-checkbox">
        <input type="checkbox" checked={sameAddress} onChange={(e) => setSameAddress(e.target.checked)} />
        <span>{checkoutMessage('billingSameAsShipping', 'Same as my shipping address')}</span>
      </label>
      {sameAddress ? null : (
        <div className="hearth-checkout__billing">
          <AddressFields form={form} announce={form.submitted} />
          <Button
            variant="secondary"
            busy={state.loading === 'saveBillingAddress'}
            onClick={() => {
              const address = form.submit();
              if (address) void controller.saveBillingAddress(address);
            }}
          >
            {checkoutMessage('saveBillingAddress', 'Save Billing Address')}
          </Button>
        </div>
      )}
      <fieldset className="hearth-checkout__choices">
        <legend>{checkoutMessage('paymentMethod', 'Payment Method')}</legend>
        {(
          [
            ['card', checkoutMessage('payByCard', 'Credit or Debit Card')],
            ['paypal', checkoutMessage('payByPayPal', 'PayPal or Venmo')],
            ['applepay', checkoutMessage('payByApplePay', 'Apple Pay')],
          ] as const
        )
          .filter(([value]) => offered[value] || option === value)
          .map(([value, label]) => (
            <label key={value} className="hearth-checkbox">
              <input
                type="radio"
                name="paymentOption"
                value={value}
                checked={option === value}
                onChange={() => setOption(value)}
              />
              <span>{label}</span>
            </label>
          ))}
      </fieldset>
      {option === 'card' ? <CardPayment controller={controller} state={state} settings={settings} /> : null}
      {option === 'paypal' ? <PayPalButtons controller={controller} state={state} /> : null}
      {option === 'applepay' ? (
        // the Apple Pay sheet, then the order is placed from here (PlaceApplePayOrderFromPayment)
        <div className="hearth-checkout__row-actions">
          <Button
            variant="secondary"
            busy={state.loading === 'altPay:applepay'}
            aria-describedby={`${headingId}-applepay`}
            onClick={() => controller.payWithApplePay()}
          >
            {checkoutMessage('payWithApplePay', 'Pay with Apple Pay')}
          </Button>
          <p id={`${headingId}-applepay`} className="hearth-checkout__muted">
            {checkoutMessage('applePayPlaces', 'Your order is placed as soon as Apple Pay confirms your payment.')}
          </p>
        </div>
      ) : null}
      {alt ? (
        <p className="hearth-checkout__muted">
          {formatText(checkoutMessage('altPayApplied', 'Paying with {0}.'), [alternativePaymentName(alt)])}
        </p>
      ) : null}
      <TendersPanel controller={controller} state={state} settings={settings} />
      <div className="hearth-checkout__actions">
        <Button variant="secondary" disabled={busy} onClick={() => controller.back()}>
          {checkoutMessage('back', 'Back')}
        </Button>
        {/* busy while anything of the step is being sent too: a click then would be refused */}
        <Button busy={busy} onClick={() => controller.moveToReview()}>
          {checkoutMessage('nextReview', 'Next: Review & Place Order')}
        </Button>
      </div>
    </div>
  );
}
