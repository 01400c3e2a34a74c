/**
 * 'Please select an offer' [ref: checkout#screens, #rules]: the store-credit-card offer, rewards (option 1) or
 * financing (option 2), as a pure state machine the popup renders; when it opens by itself.
 */
import { CardType } from '@hearth/commerce';
import { savedCardType } from './card-logic';
import type { PaymentData } from '../shared/schema-payment';

/** [ref: checkout#rules]: the offer options. */
export const OFFER_OPTION = { rewards: 1, financing: 2 } as const;
/** An offer option. */
export type OfferOption = (typeof OFFER_OPTION)[keyof typeof OFFER_OPTION];

/** The popup's state. */
export interface OfferState {
  /** 'choose' the option, read the financing 'terms', or the 'error' view. */
  view: 'choose' | 'terms' | 'error';
  option: OfferOption;
  financeOpted: boolean;
}

/** [ref: checkout#rules]: option 1 by default; an error message shows the error view first. */
export function initialOffer(errorMessage: string | null | undefined): OfferState {
  return { view: errorMessage ? 'error' : 'choose', option: OFFER_OPTION.rewards, financeOpted: false };
}

/** What a button of the popup leads to: a new state, or saving the selection and closing. */
export type OfferStep =
  | { kind: 'state'; state: OfferState }
  | { kind: 'save'; option: OfferOption; financeOpted: boolean }
  | { kind: 'close' };

/** Choosing an option (radio). */
export function chooseOffer(state: OfferState, option: OfferOption): OfferState {
  return { ...state, option };
}

/**
 * [ref: checkout#rules] 'Continue': option 2 with financing terms present shows the terms and marks finance
 * opted; otherwise the selection is saved and the popup closes.
 */
export function continueOffer(state: OfferState, hasFinancingTerms: boolean): OfferStep {
  if (state.option === OFFER_OPTION.financing && hasFinancingTerms) {
    return { kind: 'state', state: { ...state, view: 'terms', financeOpted: true } };
  }
  return { kind: 'save', option: state.option, financeOpted: state.financeOpted };
}

/** [ref: checkout#rules] 'Accept' (on the terms): saves the selection (SavePlccOfferSelection) and closes. */
export function acceptOffer(state: OfferState): OfferStep {
  return { kind: 'save', option: state.option, financeOpted: state.financeOpted };
}

/** [ref: checkout#rules] 'Decline' (on the terms): back to option 1, finance opted cleared. */
export function declineOffer(state: OfferState): OfferState {
  return { ...state, view: 'choose', option: OFFER_OPTION.rewards, financeOpted: false };
}

/** 'Cancel', and the error view's 'Back to payment page': the popup closes, nothing saved. */
export function cancelOffer(): OfferStep {
  return { kind: 'close' };
}

/**
 * The store credit card ([ref: checkout#data] the private-label Synchrony card 'C&B/CB2 CC' and the
 * store-credit-card type): the card the offer is about. The co-brand Mastercard is a Mastercard
 * first and gets no offer.
 */
const STORE_CARD_TYPES: readonly string[] = [CardType.PLCCSynchrony, CardType.StoreCreditCard];

/** Whether the applied card one is the store credit card. */
export function storeCardIsCardOne(payment: PaymentData | null | undefined): boolean {
  const one = payment?.creditCardData?.cardOneInfo;
  return Boolean(
    one && one.isApplied !== false && STORE_CARD_TYPES.includes(savedCardType({ cardInfo: { type: one.type ?? '' } })),
  );
}

/** The offer chosen for the store card (1 rewards, 2 financing), or null when none has been. */
export function selectedOffer(payment: PaymentData | null | undefined): OfferOption | null {
  const option = payment?.plccOfferData?.selectedOption;
  return option === OFFER_OPTION.rewards || option === OFFER_OPTION.financing ? option : null;
}

/** What the offer popup opens with: the server's error message (error view first) and financing terms. */
export function offerPopupOf(payment: PaymentData | null | undefined): {
  errorMessage: string | null;
  financingTerms: string | null;
} {
  const offer = payment?.plccOfferData;
  return { errorMessage: offer?.errorMessage || null, financingTerms: offer?.financingTerms || null };
}

/**
 * Whether 'Please select an offer' opens by itself (the spec does not say when): the store
 * credit card has just become card one (it was not card one before) and no offer has been chosen.
 */
export function offerOpensAfter(
  before: PaymentData | null | undefined,
  after: PaymentData | null | undefined,
): boolean {
  if (!storeCardIsCardOne(after) || selectedOffer(after) !== null) return false;
  const was = before?.creditCardData?.cardOneInfo?.id;
  return !storeCardIsCardOne(before) || String(was ?? '') !== String(after?.creditCardData?.cardOneInfo?.id ?? '');
}
