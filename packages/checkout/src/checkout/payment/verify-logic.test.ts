import { describe, expect, it } from 'vitest';
import type { PaymentData } from '../shared/schema-payment';
import { needsVerification, withCardVerified, withVerifyFailed } from './verify-logic';

const data = (): PaymentData => ({
  creditCardData: {
    accountCardsInfo: [
      { id: 'c1', cardInfo: { id: 'c1', type: 'Visa', verifyCreditCard: true } },
      { id: 'c2', cardInfo: { id: 'c2', type: 'Visa', verifyCreditCard: true } },
    ],
    cardOneInfo: { id: 'c1', verifyCreditCard: true, adyenCardData: null },
  },
  verifyErrors: { hasCvvError: true, cardId: 'c1' },
});

describe('card verification [ref: checkout#rules]', () => {
  it('success clears the verify flag on that card only, and the errors', () => {
    const next = withCardVerified(data(), 'c1');
    expect(next.creditCardData?.accountCardsInfo?.map((c) => c.cardInfo.verifyCreditCard)).toEqual([false, true]);
    expect(next.creditCardData?.cardOneInfo?.verifyCreditCard).toBe(false);
    expect(next.verifyErrors).toBeNull();
    expect(needsVerification(next.creditCardData?.accountCardsInfo?.[0])).toBe(false);
    expect(needsVerification(next.creditCardData?.accountCardsInfo?.[1])).toBe(true);
  });

  it('failure stores verifyErrors with the card id', () => {
    expect(withVerifyFailed(data(), 'c2', { hasCvvError: true }).verifyErrors).toEqual({
      hasCvvError: true,
      cardId: 'c2',
    });
    expect(withVerifyFailed(data(), 'c2', null).verifyErrors).toEqual({ hasVerifyFailedError: true, cardId: 'c2' });
  });

  it.each([
    ['a saved card flagged', { id: 's', cardInfo: { id: 's', type: 'Visa', verifyCreditCard: true } }, true],
    ['a saved card not flagged', { id: 's', cardInfo: { id: 's', type: 'Visa', verifyCreditCard: false } }, false],
    ['a saved card with no flag', { id: 's', cardInfo: { id: 's', type: 'Visa' } }, false],
    ['an applied card flagged', { id: 'a', verifyCreditCard: true, adyenCardData: null }, true],
    ['an applied card not flagged', { id: 'a', verifyCreditCard: false, adyenCardData: null }, false],
    ['an applied card with no flag', { id: 'a', adyenCardData: null }, false],
    ['no card', null, false],
  ] as const)('%s: needs verification %s', (_, card, needed) => {
    expect(needsVerification(card as Parameters<typeof needsVerification>[0])).toBe(needed);
  });

  it('a payment data with no cards stays whole', () => {
    expect(withCardVerified({}, 'x')).toEqual({ verifyErrors: null });
  });
});
