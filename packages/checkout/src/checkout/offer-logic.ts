/**
 * 'Please select an offer' (001 §2, §4): the store-credit-card offer, rewards (option 1) or
 * financing (option 2), as a pure state machine the popup renders.
 */

/** 001 §4: the offer options. */
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

/** 001 §4: option 1 by default; an error message shows the error view first. */
export function initialOffer(errorMessage: string | null | undefined): OfferState {
  return { view: errorMessage ? 'error' : 'choose', option: OFFER_OPTION.rewards, financeOpted: false };
}

/** What a button of the popup leads to: a new state, or saving the selection and closing. */
export type OfferStep = { kind: 'state'; state: OfferState } | { kind: 'save'; option: OfferOption; financeOpted: boolean } | { kind: 'close' };

/** Choosing an option (radio). */
export function chooseOffer(state: OfferState, option: OfferOption): OfferState {
  return { ...state, option };
}

/**
 * 001 §4 'Continue': option 2 with financing terms present shows the terms and marks finance
 * opted; otherwise the selection is saved and the popup closes.
 */
export function continueOffer(state: OfferState, hasFinancingTerms: boolean): OfferStep {
  if (state.option === OFFER_OPTION.financing && hasFinancingTerms) {
    return { kind: 'state', state: { ...state, view: 'terms', financeOpted: true } };
  }
  return { kind: 'save', option: state.option, financeOpted: state.financeOpted };
}

/** 001 §4 'Accept' (on the terms): saves the selection (SavePlccOfferSelection) and closes. */
export function acceptOffer(state: OfferState): OfferStep {
  return { kind: 'save', option: state.option, financeOpted: state.financeOpted };
}

/** 001 §4 'Decline' (on the terms): back to option 1, finance opted cleared. */
export function declineOffer(state: OfferState): OfferState {
  return { ...state, view: 'choose', option: OFFER_OPTION.rewards, financeOpted: false };
}

/** 'Cancel', and the error view's 'Back to payment page': the popup closes, nothing saved. */
export function cancelOffer(): OfferStep {
  return { kind: 'close' };
}
