import { Button, TextField } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import { CHECKOUT_MESSAGES as M } from '../messages';
import type { CheckoutController } from './checkout-controller';
import type { CheckoutState } from './checkout-state';

/** One code field and its 'Apply' (a promo code, a tender code, a certificate). */
function CodeForm({ label, busy, onApply, maxLength = 30 }: { label: string; busy: boolean; onApply: (value: string) => Promise<boolean>; maxLength?: number }) {
  const [value, setValue] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && (await onApply(value))) setValue('');
  };
  return (
    <form className="hearth-checkout__code" onSubmit={submit} noValidate>
      <TextField label={label} value={value} maxLength={maxLength} autoComplete="off" onChange={(e) => setValue(e.target.value)} />
      <Button type="submit" variant="secondary" busy={busy}>
        {M.apply}
      </Button>
    </form>
  );
}

/** Props of {@link TendersPanel}. */
export interface TendersPanelProps {
  controller: CheckoutController;
  state: CheckoutState;
}

/**
 * Promo codes, gift cards, tender codes, reward certificates and tax exemption (001 §1, §7). The
 * gift card's number and PIN live only in this form; they are sent, never kept.
 */
export function TendersPanel({ controller, state }: TendersPanelProps) {
  const [card, setCard] = useState({ number: '', pin: '' });
  const busy = (key: string) => state.loading === key;
  const rewards = state.data?.paymentData?.rewardsData;
  const summary = state.data?.orderSummary;
  const applyGiftCard = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.number.trim()) return;
    await controller.applyGiftCard(card.number, card.pin);
    setCard({ number: '', pin: '' });
  };
  return (
    <section className="hearth-checkout__tenders" aria-labelledby="hearth-checkout-tenders">
      <h3 id="hearth-checkout-tenders">{M.discountsAndCredits}</h3>
      <CodeForm label={M.promoCode} busy={busy('applyPromoCode')} onApply={(code) => controller.applyPromo(code)} />
      {state.giftCardUnavailable ? (
        <p role="alert" className="hearth-checkout__muted">
          {M.giftCardUnavailable}
        </p>
      ) : (
        <form className="hearth-checkout__code" onSubmit={applyGiftCard} noValidate>
          <TextField label={M.giftCardNumber} value={card.number} inputMode="numeric" autoComplete="off" maxLength={24} onChange={(e) => setCard({ ...card, number: e.target.value })} />
          <TextField label={M.giftCardPin} value={card.pin} inputMode="numeric" autoComplete="off" maxLength={8} onChange={(e) => setCard({ ...card, pin: e.target.value })} />
          <Button type="submit" variant="secondary" busy={busy('applyGiftCardTender')}>
            {M.apply}
          </Button>
        </form>
      )}
      <CodeForm label={M.tenderCode} busy={busy('applyTenderCode')} onApply={(code) => controller.applyTenderCode(code)} />
      <CodeForm label={M.rewardCertificate} busy={busy('applyRewardCertificate')} onApply={(code) => controller.applyCertificate(code)} />
      {rewards?.successMessage ? (
        <p className="hearth-checkout__muted" role="status">
          {rewards.successMessage}{' '}
          <Button variant="link" onClick={() => controller.askRemoveCertificates()}>
            {M.removeCertificates}
          </Button>
        </p>
      ) : null}
      {rewards?.errorMessage ? <p role="alert">{rewards.errorMessage}</p> : null}
      {summary?.rewardsExceedOrderTotalMessage ? <p className="hearth-checkout__muted">{summary.rewardsExceedOrderTotalMessage}</p> : null}
      <label className="hearth-checkbox">
        <input type="checkbox" disabled={state.loading !== null} onChange={(e) => void controller.setTaxExemption(e.target.checked)} />
        <span>{M.taxExempt}</span>
      </label>
    </section>
  );
}
