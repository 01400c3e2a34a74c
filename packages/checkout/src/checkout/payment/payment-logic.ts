/** What the Payment and Billing step shows of the payment data (001 §3). */
import { cardDisplayName, type CardType, type Site } from '@hearth/core';
import { appliedMoney } from '../tenders/applied-tenders';
import { savedCardType } from './card-logic';
import type { PaymentCardRecord, PaymentData } from '../shared/schema-payment';

/** 001 §3 payment options. */
export type PaymentOption = 'card' | 'paypal' | 'applepay';

/** An applied card as the steps list it: name, last four, the amount it pays as money. */
export interface AppliedCard {
  id: string;
  type: CardType;
  name: string;
  lastFour: string;
  amount: string;
  needsVerification: boolean;
}

/**
 * 001 §3 CardOne and CardTwo, applied ones only, each with what it pays as the server last said
 * (the balance due after every other tender), as money for `site` ('' when the answer has none).
 */
export function appliedCards(data: PaymentData | null | undefined, site: Site = 'US'): AppliedCard[] {
  const credit = data?.creditCardData;
  return [credit?.cardOneInfo, credit?.cardTwoInfo]
    .filter((card): card is PaymentCardRecord => Boolean(card && card.isApplied !== false && card.lastFour))
    .map((card) => ({
      id: String(card.id ?? card.lastFour),
      type: savedCardType({ cardInfo: { type: card.type ?? '' } }),
      name: cardDisplayName(savedCardType({ cardInfo: { type: card.type ?? '' } })) || String(card.type ?? ''),
      lastFour: card.lastFour ?? '',
      amount: appliedMoney(card, site) ?? '',
      needsVerification: card.verifyCreditCard === true,
    }));
}

/** Ids of the applied cards (a saved-card row already in use shows 'Card already in use.'). */
export function appliedCardIds(data: PaymentData | null | undefined, except?: 'cardOne' | 'cardTwo'): Set<string> {
  const credit = data?.creditCardData;
  const ids = new Set<string>();
  if (except !== 'cardOne' && credit?.cardOneInfo?.id != null) ids.add(String(credit.cardOneInfo.id));
  if (except !== 'cardTwo' && credit?.cardTwoInfo?.id != null) ids.add(String(credit.cardTwoInfo.id));
  return ids;
}

/** The alternative payment in use (the mock and servers name it in alternativePaymentsData), if any. */
export function alternativePaymentOf(data: PaymentData | null | undefined): string | null {
  const value = data?.alternativePaymentsData?.['alternativePayment'] ?? data?.alternativePaymentsData?.['selected'];
  return typeof value === 'string' && value ? value : null;
}
