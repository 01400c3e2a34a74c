/**
 * The Payment and Billing step's actions (001 §2, §4, §7): billing address, promo codes, gift
 * cards, tender codes, reward certificates, tax exemption, cards, the offer, and the move to Review.
 * No card number or security code is kept in the state or logged: bodies go to the client only.
 */
import { getConfig } from '@hearth/core';
import { CHECKOUT_MESSAGES as M } from '../messages';
import { CHECKOUT_CALLS } from './calls';
import type { CheckoutContext } from './checkout-context';
import { PAYMENT_CALLS, PROVIDER_CALLS } from './payment-calls';
import type { Address } from './schema-shipping';
import type { CheckoutAnswer } from './schema';
import {
  applyCertificateBody,
  applyGiftCardBody,
  PAYMENT_PROVIDER_FEATURE,
  promoVerifyOutcome,
  removeGiftCardBody,
  TAX_EXEMPTION_GET_FEATURE,
  taxExemptionRequest,
  tenderCodeBody,
  tenderPayloadVariant,
} from './tender-logic';
import { TAX_EXEMPT_KEY } from './place-order-logic';
import { withCardVerified, withVerifyFailed } from './verify-logic';

/** A card for SavePayment: a saved one by id, or a new one as card entry produced it. */
export type PaymentCard = { kind: 'saved'; id: string } | { kind: 'new'; card: { number: string; type: string; expMonth: string; expYear: string; cvv: string; saveToAccount: boolean } };

/** A new card as card entry hands it back (000 §3 Card entity). */
export type NewCard = Extract<PaymentCard, { kind: 'new' }>['card'];

/** SavePayment's body (001 §7 `{cardOneData, accountCardOneData, cardTwoData, accountCardTwoData}`). */
export function savePaymentBody(one: PaymentCard, two: PaymentCard | null = null): Record<string, unknown> {
  const fresh = (c: PaymentCard | null) => (c?.kind === 'new' ? c.card : null);
  const account = (c: PaymentCard | null) => (c?.kind === 'saved' ? { id: c.id } : null);
  return { cardOneData: fresh(one), accountCardOneData: account(one), cardTwoData: fresh(two), accountCardTwoData: account(two) };
}

/** The payment step's actions. */
export function paymentActions(ctx: CheckoutContext) {
  const { get, set } = ctx;
  const features = () => getConfig().features ?? {};
  const provider = () => features()[PAYMENT_PROVIDER_FEATURE] === true;
  const variant = () => tenderPayloadVariant(features());
  // the promo this page applied (VerifyPromoCode sends it; '' lets the server use the basket's)
  let promo = '';

  /** Sends a tender call: a refusal shows its message; success refreshes the checkout (totals, tenders). */
  const tender = async (answer: CheckoutAnswer | null): Promise<boolean> => {
    if (!answer) return false;
    if (answer.isSuccess === false) {
      set({ notice: answer.errorMessage || answer.message || M.addressNotSaved });
      return false;
    }
    await refresh();
    return true;
  };
  const refresh = async () => {
    const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
    if (data) ctx.replaceData(data);
  };

  return {
    /** SaveBillingAddress {address}. */
    saveBillingAddress: (address: Address) =>
      ctx.task('saveBillingAddress', async () => {
        const answer = await ctx.send(PAYMENT_CALLS.saveBillingAddress, { address });
        if (answer && answer.isSuccess === false) set({ notice: answer.errorMessage || answer.message || M.addressNotSaved, addressErrors: answer.validationErrors ?? {} });
        else if (answer) await refresh();
      }),
    /** ApplyPromoCode {promoCode} (retry). */
    applyPromo: (promoCode: string) =>
      ctx.task('applyPromoCode', async () => {
        if (await tender(await ctx.send(PAYMENT_CALLS.applyPromoCode, { promoCode: promoCode.trim() }))) promo = promoCode.trim();
      }),
    /** RemovePromoCode {}. */
    removePromo: () =>
      ctx.task('removePromoCode', async () => {
        if (await tender(await ctx.send(PAYMENT_CALLS.removePromoCode, {}))) promo = '';
      }),
    /** Gift card: both payload variants by config; a failed call sets gift card service not available (001 §8). */
    applyGiftCard: (number: string, pin: string) =>
      ctx.task('applyGiftCardTender', async () => {
        const call = provider() ? PROVIDER_CALLS.applyGiftCardTender : PAYMENT_CALLS.applyGiftCardTender;
        const body = provider() ? applyGiftCardBody('named', number, pin) : applyGiftCardBody(variant(), number, pin);
        const answer = await ctx.send(call, body);
        if (!answer) return set({ giftCardUnavailable: true, popup: null });
        await tender(answer);
      }),
    removeGiftCard: (number: string) =>
      ctx.task('removeGiftCardTender', async () => {
        const call = provider() ? PROVIDER_CALLS.removeGiftCardTender : PAYMENT_CALLS.removeGiftCardTender;
        const answer = await ctx.send(call, removeGiftCardBody(provider() ? 'named' : variant(), number));
        if (!answer) return set({ giftCardUnavailable: true, popup: null });
        await tender(answer);
      }),
    applyTenderCode: (code: string) =>
      ctx.task('applyTenderCode', async () => void (await tender(await ctx.send(PAYMENT_CALLS.applyTenderCode, tenderCodeBody(variant(), code))))),
    removeTenderCode: (code: string) =>
      ctx.task('removeTenderCode', async () => void (await tender(await ctx.send(PAYMENT_CALLS.removeTenderCode, tenderCodeBody(variant(), code))))),
    /** ApplyRewardCertificate (or the provider's apply-reward-certificate). */
    applyCertificate: (certificateNumber: string) =>
      ctx.task('applyRewardCertificate', async () => {
        const call = provider() ? PROVIDER_CALLS.applyRewardCertificate : PAYMENT_CALLS.applyRewardCertificate;
        await tender(await ctx.send(call, applyCertificateBody(provider(), certificateNumber)));
      }),
    removeCertificate: (certificateNumber: string) =>
      ctx.task('removeRewardCertificate', async () => {
        const call = provider() ? PROVIDER_CALLS.removeRewardCertificate : PAYMENT_CALLS.removeRewardCertificate;
        await tender(await ctx.send(call, { certificateNumber }));
      }),
    /** 'Are you sure?' first; its confirmation sends RemoveCertificates. */
    askRemoveCertificates: () => ctx.open({ kind: 'certificates' }),
    removeCertificates: () =>
      ctx.task('removeCertificates', async () => {
        set({ popup: null });
        const call = provider() ? PROVIDER_CALLS.removeCertificates : PAYMENT_CALLS.removeCertificates;
        await tender(await ctx.send(call, {}));
      }),
    /** ApplyTaxExemption: POST `{isTaxExemptionApplied}` or GET `?taxExemption=` by config; the flag kept in session storage. */
    setTaxExemption: (applied: boolean) =>
      ctx.task('applyTaxExemption', async () => {
        const request = taxExemptionRequest(features()[TAX_EXEMPTION_GET_FEATURE] === true ? 'get' : 'post', applied);
        const answer =
          request.method === 'GET' ? await ctx.send(PAYMENT_CALLS.applyTaxExemptionGet, undefined, request.query) : await ctx.send(PAYMENT_CALLS.applyTaxExemption, request.body);
        if (!(await tender(answer))) return;
        try {
          const storage = ctx.env.sessionStorage();
          if (applied) storage?.setItem(TAX_EXEMPT_KEY, 'true');
          else storage?.removeItem(TAX_EXEMPT_KEY);
        } catch (error) {
          ctx.env.log('hearth checkout: the tax-exempt flag could not be stored', error);
        }
      }),
    /** SavePayment with card one and, paying with two, card two (or the provider's save-credit-card-to-basket). */
    savePayment: (one: PaymentCard, two: PaymentCard | null = null) =>
      ctx.task('savePayment', async () => {
        set({ popup: null });
        const call = provider() ? PROVIDER_CALLS.savePayment : PAYMENT_CALLS.savePayment;
        await tender(await ctx.send(call, savePaymentBody(one, two)));
      }),
    /** VerifyCreditCard {cardData}: success clears the card's verify flag; failure stores verifyErrors with its id (001 §4). */
    verifyCard: (cardId: string, cvv: string) =>
      ctx.task('verifyCreditCard', async () => {
        const answer = await ctx.send(PAYMENT_CALLS.verifyCreditCard, { cardData: { id: cardId, cvv } });
        const data = get().data;
        if (!answer || !data) return;
        const payment = data.paymentData ?? {};
        const next = answer.isSuccess === false ? withVerifyFailed(payment, cardId, answer.verifyErrors) : withCardVerified(payment, cardId);
        set({ data: { ...data, paymentData: next } });
      }),
    /** SavePlccOfferSelection {selectedOption}; closes the offer popup. */
    saveOffer: (selectedOption: number) =>
      ctx.task('savePlccOfferSelection', async () => {
        const answer = await ctx.send(PAYMENT_CALLS.savePlccOfferSelection, { selectedOption });
        if (answer) set({ popup: null });
      }),
    /**
     * 'Next: Review & Place Order' (001 §4): VerifyPromoCode first: 'Promotion Code has been
     * removed' resets the promo (the data refreshed) and scrolls to the top; anything else runs
     * cart validation and MoveToReviewPage.
     */
    moveToReview: () =>
      ctx.task('moveToReviewPage', async () => {
        const verified = await ctx.send(PAYMENT_CALLS.verifyPromoCode, { promoCode: promo });
        if (!verified) return;
        if (promoVerifyOutcome(verified.message) === 'reset') {
          promo = '';
          await refresh();
          set({ notice: M.promoRemoved });
          ctx.env.scrollToTop();
          return;
        }
        await ctx.move(4, CHECKOUT_CALLS.moveToReviewPage);
      }),
    openSavedCards: (slot: 'cardOne' | 'cardTwo' = 'cardOne') => ctx.open({ kind: 'savedCards', slot }),
    openTwoCards: () => ctx.open({ kind: 'twoCards' }),
    openOffer: (errorMessage: string | null = null, financingTerms: string | null = null) => ctx.open({ kind: 'offer', errorMessage, financingTerms }),
  };
}
