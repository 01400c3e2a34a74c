import { Button, waitingChoiceProps } from '@hearth/ui';
import { useRef } from 'react';
import { checkoutMessage } from '../../wording';
import { AccountRewards } from './account-rewards';
import { appliedCertificatesOf, appliedTenders } from './applied-tenders';
import { AppliedTendersList } from './applied-tenders-list';
import type { CheckoutController } from '../checkout-controller';
import type { CheckoutSettings } from '../checkout-settings';
import type { CheckoutState } from '../checkout-state';
import { CodeForm, GiftCardForm } from './code-forms';
import { KEEP_FOCUS_ATTRIBUTE, useKeepFocus } from './use-keep-focus';

/** Props of {@link TendersPanel}. */
export interface TendersPanelProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: Pick<CheckoutSettings, 'site'>;
}

/**
 * Promo codes, gift cards, tender codes, reward certificates, account rewards and tax exemption
 * [ref: checkout#overview, #calls]: the forms, what is applied with its Remove, 'Remove all certificates' (after 'Are
 * you sure?'), the rewards messages. Focus stays in the panel when what it was on goes away.
 */
export function TendersPanel({ controller, state, settings }: TendersPanelProps) {
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = (key: string) => state.loading === key;
  const payment = state.data?.paymentData;
  const rewards = payment?.rewardsData;
  const taxExempt = state.taxExempt ?? payment?.isTaxExemptionApplied === true;
  const rows = appliedTenders(payment, settings.site);
  const certificates = appliedCertificatesOf(payment).length > 0 || Boolean(rewards?.successMessage);
  // what the panel lists changed: a focused Remove (or an Apply now 'Applied') may have gone
  useKeepFocus(panel, heading, `${rows.map((r) => r.key).join('|')}#${certificates}`);
  return (
    <section ref={panel} className="hearth-checkout__tenders" aria-labelledby="hearth-checkout-tenders">
      <h3 id="hearth-checkout-tenders" ref={heading} tabIndex={-1} className="hearth-checkout__heading">
        {checkoutMessage('discountsAndCredits', 'Promo Codes, Gift Cards and Rewards')}
      </h3>
      <CodeForm
        label={checkoutMessage('promoCode', 'Promo code')}
        busy={busy('applyPromoCode')}
        onApply={(code) => controller.applyPromo(code)}
      />
      {state.giftCardUnavailable ? (
        <p role="alert" className="hearth-checkout__muted">
          {checkoutMessage('giftCardUnavailable', 'Gift card service is not available right now.')}
        </p>
      ) : (
        <GiftCardForm
          busy={busy('applyGiftCardTender')}
          onApply={(number, pin) => controller.applyGiftCard(number, pin)}
        />
      )}
      <CodeForm
        label={checkoutMessage('tenderCode', 'Tender code')}
        busy={busy('applyTenderCode')}
        onApply={(code) => controller.applyTenderCode(code)}
      />
      {payment?.tenderCodesData?.errorMessage ? <p role="alert">{payment.tenderCodesData.errorMessage}</p> : null}
      <CodeForm
        label={checkoutMessage('rewardCertificate', 'Reward certificate')}
        busy={busy('applyRewardCertificate')}
        onApply={(code) => controller.applyCertificate(code)}
      />
      <AccountRewards controller={controller} state={state} site={settings.site} />
      <AppliedTendersList rows={rows} controller={controller} />
      {rewards?.successMessage ? (
        <p className="hearth-checkout__muted" role="status">
          {rewards.successMessage}
        </p>
      ) : null}
      {rewards?.errorMessage ? <p role="alert">{rewards.errorMessage}</p> : null}
      {certificates ? (
        <p>
          <Button variant="link" {...{ [KEEP_FOCUS_ATTRIBUTE]: '' }} onClick={() => controller.askRemoveCertificates()}>
            {checkoutMessage('removeCertificates', 'Remove all certificates')}
          </Button>
        </p>
      ) : null}
      <label className="hearth-checkbox">
        {/* what the server applied: it changes once ApplyTaxExemption went through */}
        <input
          type="checkbox"
          checked={taxExempt}
          onChange={() => void controller.setTaxExemption(!taxExempt)}
          {...waitingChoiceProps(state.loading !== null)}
        />
        <span>{checkoutMessage('taxExempt', 'This order is tax exempt')}</span>
      </label>
    </section>
  );
}
