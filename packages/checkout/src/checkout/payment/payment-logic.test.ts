import { describe, expect, it } from 'vitest';
import { alternativePaymentOf, appliedCardIds, appliedCards } from './payment-logic';

const record = (extra: Record<string, unknown>) => ({ adyenCardData: null, ...extra });

describe('applied cards (001 §3 CardOne, CardTwo)', () => {
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
});
