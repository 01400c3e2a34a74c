import { describe, expect, it } from 'vitest';
import type { PaymentData } from '../shared/schema-payment';
import {
  acceptOffer,
  cancelOffer,
  chooseOffer,
  continueOffer,
  declineOffer,
  initialOffer,
  OFFER_OPTION,
  offerOpensAfter,
  offerPopupOf,
  selectedOffer,
  storeCardIsCardOne,
} from './offer-logic';

describe("'Please select an offer' [ref: checkout#rules]", () => {
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
    expect(continueOffer(chooseOffer(initialOffer(null), option), terms)).toEqual({
      kind: 'save',
      option,
      financeOpted: false,
    });
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

describe('when the offer is about (the store credit card as card one)', () => {
  const card = (type: string, id = 'c1') =>
    ({ creditCardData: { cardOneInfo: { id, type, lastFour: '7788', isApplied: true } } }) as PaymentData;
  const withOffer = (payment: PaymentData, selectedOption: number | null): PaymentData => ({
    ...payment,
    plccOfferData: { selectedOption },
  });

  it.each([
    ['PLCCSynchrony', true],
    ['StoreCreditCard', true],
    ['CoBrandMasterCard', false],
    ['Visa', false],
  ])('%s as card one: %s', (type, expected) => {
    expect(storeCardIsCardOne(card(type))).toBe(expected);
  });

  it('no card one, or one not applied: no offer', () => {
    expect(storeCardIsCardOne(null)).toBe(false);
    expect(
      storeCardIsCardOne({
        creditCardData: { cardOneInfo: { type: 'PLCCSynchrony', isApplied: false } },
      } as PaymentData),
    ).toBe(false);
  });

  it('the selected offer is 1 or 2; anything else is none', () => {
    expect(selectedOffer(withOffer(card('PLCCSynchrony'), 2))).toBe(2);
    expect(selectedOffer(withOffer(card('PLCCSynchrony'), 3))).toBeNull();
    expect(selectedOffer(card('PLCCSynchrony'))).toBeNull();
  });

  it('opens by itself when the store card becomes card one with no offer chosen', () => {
    expect(offerOpensAfter(card('Visa'), card('PLCCSynchrony'))).toBe(true);
    expect(offerOpensAfter(null, card('PLCCSynchrony'))).toBe(true);
    expect(offerOpensAfter(card('PLCCSynchrony', 'a'), card('PLCCSynchrony', 'b'))).toBe(true);
    // already card one, an offer chosen, or not the store card: it does not
    expect(offerOpensAfter(card('PLCCSynchrony'), card('PLCCSynchrony'))).toBe(false);
    expect(offerOpensAfter(card('Visa'), withOffer(card('PLCCSynchrony'), 1))).toBe(false);
    expect(offerOpensAfter(null, card('Visa'))).toBe(false);
  });

  it("opens with the server's error message and financing terms ('' is none)", () => {
    expect(offerPopupOf({ plccOfferData: { errorMessage: 'x', financingTerms: '' } })).toEqual({
      errorMessage: 'x',
      financingTerms: null,
    });
    expect(offerPopupOf(null)).toEqual({ errorMessage: null, financingTerms: null });
  });
});
