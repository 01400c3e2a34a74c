/**
 * The tenders' actions [ref: checkout#calls, #errors]: gift cards, tender codes and reward
 * certificates, each in both payload variants (or the payment provider's calls) by config.
 */
import { getConfig } from '@hearth/core';
import type { CheckoutContext } from '../checkout-context';
import { PAYMENT_CALLS, PROVIDER_CALLS } from '../payment-calls';
import {
  applyCertificateBody,
  applyGiftCardBody,
  PAYMENT_PROVIDER_FEATURE,
  removeGiftCardBody,
  tenderCodeBody,
  tenderPayloadVariant,
} from './tender-logic';
import { tenderRunner } from './tender-runner';

/** The page's feature flags. */
export const checkoutFeatures = () => getConfig().features ?? {};
/** Whether the payment provider's calls replace the basket's. */
export const usesPaymentProvider = (): boolean => checkoutFeatures()[PAYMENT_PROVIDER_FEATURE] === true;
const variant = () => tenderPayloadVariant(checkoutFeatures());

/** Gift cards, tender codes and reward certificates: apply and remove. */
export function tenderActions(ctx: CheckoutContext) {
  const { set } = ctx;
  const { tender, run } = tenderRunner(ctx);
  const provider = usesPaymentProvider;
  /** [ref: checkout#errors]: a gift card call that failed (no answer): gift card service not available, its error popup closed. */
  const unavailable = () => {
    set({ giftCardUnavailable: true, popup: null });
    return false;
  };
  return {
    /** Gift card: both payload variants by config; a failed call sets gift card service not available [ref: checkout#errors]. */
    applyGiftCard: (number: string, pin: string) =>
      run('applyGiftCardTender', async () => {
        const call = provider() ? PROVIDER_CALLS.applyGiftCardTender : PAYMENT_CALLS.applyGiftCardTender;
        const body = provider() ? applyGiftCardBody('named', number, pin) : applyGiftCardBody(variant(), number, pin);
        const answer = await ctx.send(call, body);
        return answer ? tender(answer) : unavailable();
      }),
    /** RemoveGiftCardTender {cardNumber} / {number} (or the provider's remove-gift-card): the card as the applied list names it. */
    removeGiftCard: (cardNumber: string) =>
      run('removeGiftCardTender', async () => {
        const call = provider() ? PROVIDER_CALLS.removeGiftCardTender : PAYMENT_CALLS.removeGiftCardTender;
        const answer = await ctx.send(call, removeGiftCardBody(provider() ? 'named' : variant(), cardNumber));
        return answer ? tender(answer) : unavailable();
      }),
    applyTenderCode: (code: string) =>
      run('applyTenderCode', async () =>
        tender(await ctx.send(PAYMENT_CALLS.applyTenderCode, tenderCodeBody(variant(), code))),
      ),
    removeTenderCode: (code: string) =>
      run('removeTenderCode', async () =>
        tender(await ctx.send(PAYMENT_CALLS.removeTenderCode, tenderCodeBody(variant(), code))),
      ),
    /** ApplyRewardCertificate (or the provider's apply-reward-certificate). */
    applyCertificate: (certificateNumber: string) =>
      run('applyRewardCertificate', async () => {
        const call = provider() ? PROVIDER_CALLS.applyRewardCertificate : PAYMENT_CALLS.applyRewardCertificate;
        return tender(await ctx.send(call, applyCertificateBody(provider(), certificateNumber)));
      }),
    /** RemoveRewardCertificate {certificateNumber} (or the provider's remove-reward-certificate). */
    removeCertificate: (certificateNumber: string) =>
      run('removeRewardCertificate', async () => {
        const call = provider() ? PROVIDER_CALLS.removeRewardCertificate : PAYMENT_CALLS.removeRewardCertificate;
        return tender(await ctx.send(call, { certificateNumber: certificateNumber.trim() }));
      }),
    /** 'Are you sure?' first; its confirmation sends RemoveCertificates. */
    askRemoveCertificates: () => ctx.open({ kind: 'certificates' }),
    removeCertificates: () =>
      run('removeCertificates', async () => {
        set({ popup: null });
        const call = provider() ? PROVIDER_CALLS.removeCertificates : PAYMENT_CALLS.removeCertificates;
        return tender(await ctx.send(call, {}));
      }),
  };
}
