import { describe, expect, it } from 'vitest';
import {
  alternativePaymentName,
  alternativePaymentOf,
  appliedCardIds,
  appliedCards,
  cardErrorsOf,
} from './payment-logic';

const record = (extra: Record<string, unknown>) => ({ adyenCardData: null, ...extra });

describe('applied cards ([ref: checkout#data] CardOne, CardTwo)', () => {
  it('lists applied cards with their display name and the amount they pay, as money', () => {
    const cards = appliedCards({
      creditCardData: {
        cardOneInfo: record({
          id: 'c1',
          type: 'CoBrandMasterCard',
          lastFour: '4444',
          appliedAmount: 12.5,
          isApplied: true,
        }),
        cardTwoInfo: record({
          id: 'c2',
          type: 'Jcb',
          lastFour: '0005',
          appliedAmountString: '7.25',
          verifyCreditCard: true,
        }),
      },
    });
    expect(cards).toEqual([
      {
        id: 'c1',
        type: 'CoBrandMasterCard',
        name: 'C&B/CB2 MC',
        lastFour: '4444',
        amount: '$12.50',
        needsVerification: false,
      },
      { id: 'c2', type: 'Discover', name: 'Discover', lastFour: '0005', amount: '$7.25', needsVerification: true },
    ]);
  });
  it('the amount in the currency of the Canadian site', () => {
    const data = {
      creditCardData: { cardOneInfo: record({ id: 'c1', lastFour: '1111', appliedAmountString: '2756.46' }) },
    };
    expect(appliedCards(data, 'CA')[0]?.amount).toBe('CAD 2,756.46');
  });
  it('leaves out cards not applied or with no number', () => {
    expect(
      appliedCards({
        creditCardData: {
          cardOneInfo: record({ id: 'c1', isApplied: false, lastFour: '1' }),
          cardTwoInfo: record({ id: 'c2' }),
        },
      }),
    ).toEqual([]);
    expect(appliedCards(null)).toEqual([]);
  });
  it('the ids in use, leaving out the slot being chosen', () => {
    const data = { creditCardData: { cardOneInfo: record({ id: 'c1' }), cardTwoInfo: record({ id: 'c2' }) } };
    expect([...appliedCardIds(data)]).toEqual(['c1', 'c2']);
    expect([...appliedCardIds(data, 'cardOne')]).toEqual(['c2']);
  });
  it('the alternative payment in use', () => {
    expect(alternativePaymentOf({ alternativePaymentsData: { alternativePayment: 'paypal' } })).toBe('paypal');
    expect(alternativePaymentOf({ alternativePaymentsData: {} })).toBeNull();
  });
  it("the alternative payment's name for the shopper: the providers' own, another as the server gives it", () => {
    expect(alternativePaymentName('applepay')).toBe('Apple Pay');
    expect(alternativePaymentName('paypal')).toBe('PayPal');
    expect(alternativePaymentName('Venmo')).toBe('Venmo');
    expect(alternativePaymentName('venmo')).toBe('Venmo');
    expect(alternativePaymentName('masterpass')).toBe('Masterpass');
    expect(alternativePaymentName('visa')).toBe('Visa Checkout');
    expect(alternativePaymentName('clicktopay')).toBe('clicktopay');
  });
});

describe('card error flags (messages [ref: checkout#errors]) [ref: checkout#data]', () => {
  const flagged = (one: Record<string, unknown>, two?: Record<string, unknown>) => ({
    creditCardData: {
      cardOneInfo: record({ id: 'c1', type: 'Visa', lastFour: '1111', ...one }),
      ...(two && { cardTwoInfo: record({ id: 'c2', type: 'PLCCSynchrony', lastFour: '7788', ...two }) }),
    },
  });

  it.each([
    ['hasSessionError', 'Your payment session has expired. Please enter your card again.'],
    [
      'hasRewardsRestrictionError',
      'Rewards on this order can only be paid with a store credit card. Please use another card.',
    ],
    ['hasZeroAmountError', 'Nothing is left to pay with this card. Please remove it or update your payment.'],
    ['cbccNotAppliedError', 'Your store credit card could not be applied. Please try again or use another card.'],
  ])('%s shows its default message, naming the card', (flag, message) => {
    expect(cardErrorsOf(flagged({ [flag]: true }))).toEqual([
      { key: `cardOne-${flag}`, flag, name: 'Visa', lastFour: '1111', message },
    ]);
  });

  it("the server's message set, keyed by the flag, wins over the default", () => {
    const errors = cardErrorsOf(flagged({ hasSessionError: true }), { hasSessionError: 'TNS session ended.' });
    expect(errors.map((e) => e.message)).toEqual(['TNS session ended.']);
  });

  it('reads card two too, and a card that is not applied (the store card that was refused)', () => {
    const errors = cardErrorsOf(flagged({ hasZeroAmountError: true }, { cbccNotAppliedError: true, isApplied: false }));
    expect(errors.map((e) => [e.flag, e.name, e.lastFour])).toEqual([
      ['hasZeroAmountError', 'Visa', '1111'],
      ['cbccNotAppliedError', 'C&B/CB2 CC', '7788'],
    ]);
  });

  it('says nothing for flags that are false, absent, or not a card', () => {
    expect(
      cardErrorsOf(flagged({ hasSessionError: false, hasZeroAmountError: null, cbccNotAppliedError: undefined })),
    ).toEqual([]);
    expect(cardErrorsOf(null)).toEqual([]);
    expect(cardErrorsOf({ creditCardData: null })).toEqual([]);
  });
});
