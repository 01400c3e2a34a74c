/**
 * The Payment and Billing step's actions [ref: checkout#screens, #rules, #calls]: billing address, promo codes, gift
 * cards, tender codes, reward certificates, tax exemption, cards, the offer, and the move to Review.
 * No card number or security code is kept in the state or logged: bodies go to the client only.
 */
import { checkoutMessage } from '../../wording';
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import { PAYMENT_CALLS, PROVIDER_CALLS } from '../payment-calls';
import type { Address } from '../shared/schema-shipping';
import { promoVerifyOutcome, TAX_EXEMPTION_GET_FEATURE, taxExemptionRequest } from '../tenders/tender-logic';
import { offerOpensAfter, offerPopupOf } from './offer-logic';
import { TAX_EXEMPT_KEY } from '../review/place-order-logic';
import { checkoutFeatures, tenderActions, usesPaymentProvider } from '../tenders/tender-actions';
import { tenderRunner } from '../tenders/tender-runner';
import { withCardVerified, withVerifyFailed } from './verify-logic';

/** A card for SavePayment: a saved one by id, or a new one as card entry produced it. */
export type PaymentCard =
  | { kind: 'saved'; id: string }
  | {
      kind: 'new';
      card: { number: string; type: string; expMonth: string; expYear: string; cvv: string; saveToAccount: boolean };
    };

/** A new card as card entry hands it back ([ref: checkout#data] Card entity). */
export type NewCard = Extract<PaymentCard, { kind: 'new' }>['card'];

/** SavePayment's body ([ref: checkout#calls] `{cardOneData, accountCardOneData, cardTwoData, accountCardTwoData}`). */
export function savePaymentBody(one: PaymentCard, two: PaymentCard | null = null): Record<string, unknown> {
  const fresh = (c: PaymentCard | null) => (c?.kind === 'new' ? c.card : null);
  const account = (c: PaymentCard | null) => (c?.kind === 'saved' ? { id: c.id } : null);
  return {
    cardOneData: fresh(one),
    accountCardOneData: account(one),
    cardTwoData: fresh(two),
    accountCardTwoData: account(two),
  };
}

/** The cards' actions: SavePayment, verification, the store card offer and the card popups. */
function cardActions(ctx: CheckoutContext) {
  const { get, set } = ctx;
  const { tender } = tenderRunner(ctx);
  return {
    /** SavePayment with card one and, paying with two, card two (or the provider's save-credit-card-to-basket). */
    savePayment: (one: PaymentCard, two: PaymentCard | null = null) =>
      ctx.task('savePayment', async () => {
        set({ popup: null });
        const before = get().data?.paymentData;
        const call = usesPaymentProvider() ? PROVIDER_CALLS.savePayment : PAYMENT_CALLS.savePayment;
        if (!(await tender(await ctx.send(call, savePaymentBody(one, two))))) return;
        // the store credit card just became card one, no offer chosen: 'Please select an offer'
        const after = get().data?.paymentData;
        if (offerOpensAfter(before, after)) ctx.open({ kind: 'offer', ...offerPopupOf(after) });
      }),
    /** VerifyCreditCard {cardData}: success clears the card's verify flag; failure stores verifyErrors with its id [ref: checkout#rules]. */
    verifyCard: (cardId: string, cvv: string) =>
      ctx.task('verifyCreditCard', async () => {
        const answer = await ctx.send(PAYMENT_CALLS.verifyCreditCard, { cardData: { id: cardId, cvv } });
        const data = get().data;
        if (!answer || !data) return;
        const payment = data.paymentData ?? {};
        const next =
          answer.isSuccess === false
            ? withVerifyFailed(payment, cardId, answer.verifyErrors)
            : withCardVerified(payment, cardId);
        set({ data: { ...data, paymentData: next } });
      }),
    /**
     * SavePlccOfferSelection {selectedOption}: success closes the popup and the step shows the
     * offer chosen; a refusal opens the popup again on its error view (the server's message).
     */
    saveOffer: (selectedOption: number) =>
      ctx.task('savePlccOfferSelection', async () => {
        const answer = await ctx.send(PAYMENT_CALLS.savePlccOfferSelection, { selectedOption });
        if (!answer) return;
        const data = get().data;
        if (answer.isSuccess === false) {
          ctx.open({
            kind: 'offer',
            errorMessage:
              answer.errorMessage ||
              answer.message ||
              checkoutMessage('offerFailed', 'Your offer could not be saved. Please try again.'),
            financingTerms: null,
          });
          return;
        }
        const payment = data?.paymentData ?? {};
        set({
          popup: null,
          ...(data && {
            data: { ...data, paymentData: { ...payment, plccOfferData: { ...payment.plccOfferData, selectedOption } } },
          }),
        });
      }),
    openSavedCards: (slot: 'cardOne' | 'cardTwo' = 'cardOne') => ctx.open({ kind: 'savedCards', slot }),
    openTwoCards: () => ctx.open({ kind: 'twoCards' }),
    /** 'Add New Card' as a popup of the checkout (the `cardEntry` prop): focus goes back to `opener`. */
    openCardEntry: (showSaveToAccount: boolean, opener: HTMLElement | null = null) =>
      ctx.open({ kind: 'cardEntry', showSaveToAccount, opener }),
    /** 'Please select an offer', with the server's error message and financing terms unless given. */
    openOffer: (errorMessage?: string | null, financingTerms?: string | null) => {
      const offer = offerPopupOf(get().data?.paymentData);
      ctx.open({
        kind: 'offer',
        errorMessage: errorMessage === undefined ? offer.errorMessage : errorMessage,
        financingTerms: financingTerms === undefined ? offer.financingTerms : financingTerms,
      });
    },
  };
}

/** The payment step's actions. */
export function paymentActions(ctx: CheckoutContext) {
  const { get, set } = ctx;
  const { refresh, tender, run } = tenderRunner(ctx);
  // the promo this page applied (VerifyPromoCode sends it, else the one the data lists, else '' for the basket's)
  let promo = '';
  const promoToVerify = () => promo || get().data?.paymentData?.promoCodeData?.promoCode || '';

  return {
    ...tenderActions(ctx),
    ...cardActions(ctx),
    /** SaveBillingAddress {address}. */
    saveBillingAddress: (address: Address) =>
      ctx.task('saveBillingAddress', async () => {
        const answer = await ctx.send(PAYMENT_CALLS.saveBillingAddress, { address });
        if (answer && answer.isSuccess === false)
          set({
            notice:
              answer.errorMessage || answer.message || checkoutMessage('addressNotSaved', 'Please check your address.'),
            addressErrors: answer.validationErrors ?? {},
          });
        else if (answer) await refresh();
      }),
    /** ApplyPromoCode {promoCode} (retry). Resolves whether it applied (each apply and remove does). */
    applyPromo: (promoCode: string) =>
      run('applyPromoCode', async () => {
        const applied = await tender(await ctx.send(PAYMENT_CALLS.applyPromoCode, { promoCode: promoCode.trim() }));
        if (applied) promo = promoCode.trim();
        return applied;
      }),
    /** RemovePromoCode {}. */
    removePromo: () =>
      run('removePromoCode', async () => {
        const removed = await tender(await ctx.send(PAYMENT_CALLS.removePromoCode, {}));
        if (removed) promo = '';
        return removed;
      }),
    /** ApplyTaxExemption: POST `{isTaxExemptionApplied}` or GET `?taxExemption=` by config; the flag kept in session storage. */
    setTaxExemption: (applied: boolean) =>
      ctx.task('applyTaxExemption', async () => {
        const request = taxExemptionRequest(
          checkoutFeatures()[TAX_EXEMPTION_GET_FEATURE] === true ? 'get' : 'post',
          applied,
        );
        const answer =
          request.method === 'GET'
            ? await ctx.send(PAYMENT_CALLS.applyTaxExemptionGet, undefined, request.query)
            : await ctx.send(PAYMENT_CALLS.applyTaxExemption, request.body);
        if (!(await tender(answer))) return;
        set({ taxExempt: applied });
        try {
          const storage = ctx.env.sessionStorage();
          if (applied) storage?.setItem(TAX_EXEMPT_KEY, 'true');
          else storage?.removeItem(TAX_EXEMPT_KEY);
        } catch (error) {
          ctx.env.log('hearth checkout: the tax-exempt flag could not be stored', error);
        }
      }),
    /**
     * 'Next: Review & Place Order' [ref: checkout#rules]: VerifyPromoCode first: 'Promotion Code has been
     * removed' resets the promo (the data refreshed) and scrolls to the top; anything else runs
     * cart validation and MoveToReviewPage.
     */
    moveToReview: () =>
      ctx.task('moveToReviewPage', async () => {
        const verified = await ctx.send(PAYMENT_CALLS.verifyPromoCode, { promoCode: promoToVerify() });
        if (!verified) return;
        if (promoVerifyOutcome(verified.message) === 'reset') {
          promo = '';
          await refresh();
          set({ notice: checkoutMessage('promoRemoved', 'Promotion Code has been removed') });
          ctx.env.scrollToTop();
          return;
        }
        await ctx.move('review', CHECKOUT_CALLS.moveToReviewPage);
      }),
  };
}
