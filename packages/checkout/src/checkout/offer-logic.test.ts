import { describe, expect, it } from 'vitest';
import { acceptOffer, cancelOffer, chooseOffer, continueOffer, declineOffer, initialOffer, OFFER_OPTION } from './offer-logic';

describe("'Please select an offer' (001 §4)", () => {
  it('defaults to option 1 (rewards); an error message shows the error view first', () => {
    expect(initialOffer(null)).toEqual({ view: 'choose', option: 1, financeOpted: false });
    expect(initialOffer('Offer unavailable').view).toBe('error');
    expect(initialOffer('').view).toBe('choose');
  });

  it('Continue with option 2 and financing terms shows the terms and marks finance opted', () => {
    const step = continueOffer(chooseOffer(initialOffer(null), OFFER_OPTION.financing), true);
    expect(step).toEqual({ kind: 'state', state: { view: 'terms', option: 2, financeOpted: true } });
  });

  it.each([
    ['option 1', OFFER_OPTION.rewards, true],
    ['option 2 with no terms', OFFER_OPTION.financing, false],
  ] as const)('Continue with %s saves and closes', (_, option, terms) => {
    expect(continueOffer(chooseOffer(initialOffer(null), option), terms)).toEqual({ kind: 'save', option, financeOpted: false });
  });

  it('Accept saves the selection (option 2, finance opted)', () => {
    const terms = { view: 'terms' as const, option: OFFER_OPTION.financing, financeOpted: true };
    expect(acceptOffer(terms)).toEqual({ kind: 'save', option: 2, financeOpted: true });
  });

  it('Decline resets to option 1 and clears finance opted', () => {
    const terms = { view: 'terms' as const, option: OFFER_OPTION.financing, financeOpted: true };
    expect(declineOffer(terms)).toEqual({ view: 'choose', option: 1, financeOpted: false });
  });

  it('Cancel closes with nothing saved', () => {
    expect(cancelOffer()).toEqual({ kind: 'close' });
  });
});
