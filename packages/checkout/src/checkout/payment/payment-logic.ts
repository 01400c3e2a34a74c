/** What the Payment and Billing step shows of the payment data [ref: checkout#data]. */
import { type Site } from '@hearth/core';
import { type CardType } from '@hearth/commerce';
import { checkoutMessage } from '../../wording';
import { appliedMoney } from '../tenders/applied-tenders';
import { cardName, savedCardType } from './card-logic';
import type { PaymentCardRecord, PaymentData } from '../shared/schema-payment';

/** [ref: checkout#data] payment options. */
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
 * [ref: checkout#data] CardOne and CardTwo, applied ones only, each with what it pays as the server last said
 * (the balance due after every other tender), as money for `site` ('' when the answer has none).
 */
export function appliedCards(data: PaymentData | null | undefined, site: Site = 'US'): AppliedCard[] {
  const credit = data?.creditCardData;
  return [credit?.cardOneInfo, credit?.cardTwoInfo]
    .filter((card): card is PaymentCardRecord => Boolean(card && card.isApplied !== false && card.lastFour))
    .map((card) => ({
      id: String(card.id ?? card.lastFour),
      type: savedCardType({ cardInfo: { type: card.type ?? '' } }),
      name: cardName(savedCardType({ cardInfo: { type: card.type ?? '' } }), card.type),
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

/** The providers' own names, as the shopper knows them; the server names them in lower case. */
const ALTERNATIVE_PAYMENT_NAMES: Record<string, string> = {
  applepay: 'Apple Pay',
  paypal: 'PayPal',
  venmo: 'Venmo',
  // a legacy checkout's own wallets (retired by their networks; no Hearth button offers them)
  masterpass: 'Masterpass',
  visa: 'Visa Checkout',
};

/** The alternative payment's name for 'Paying with {0}.': a provider the store knows by its own name, another as the server gives it. */
export function alternativePaymentName(value: string): string {
  return ALTERNATIVE_PAYMENT_NAMES[value.toLowerCase()] ?? value;
}

/**
 * [ref: checkout#data] card error flags and the default message of each ([ref: checkout#errors]: the messages are the server's;
 * its message set, keyed by the flag's name, wins over these). In the order they show.
 */
export const CARD_ERROR_FLAGS = {
  hasSessionError: () =>
    checkoutMessage('cardErrorSession', 'Your payment session has expired. Please enter your card again.'),
  hasRewardsRestrictionError: () =>
    checkoutMessage(
      'cardErrorRewardsRestriction',
      'Rewards on this order can only be paid with a store credit card. Please use another card.',
    ),
  hasZeroAmountError: () =>
    checkoutMessage(
      'cardErrorZeroAmount',
      'Nothing is left to pay with this card. Please remove it or update your payment.',
    ),
  cbccNotAppliedError: () =>
    checkoutMessage(
      'cardErrorStoreCardNotApplied',
      'Your store credit card could not be applied. Please try again or use another card.',
    ),
} as const satisfies Partial<Record<keyof PaymentCardRecord, () => string>>;

/** One of the [ref: checkout#data] card error flags. */
export type CardErrorFlag = keyof typeof CARD_ERROR_FLAGS;

/** A card error flag raised on card one or two, with what to say about it. */
export interface CardError {
  /** Unique in the list (React key). */
  key: string;
  flag: CardErrorFlag;
  /** The card it concerns: its display name and last four ('' when the record has none). */
  name: string;
  lastFour: string;
  message: string;
}

/**
 * The card error flags card one and card two carry [ref: checkout#data], applied or not: a store card that was
 * not applied, or a card whose payment session ended, is exactly the one the shopper must hear about.
 * Each raised flag (`true`, nothing else) gives the server's message for it (`messages[flag]`),
 * else the default.
 */
export function cardErrorsOf(
  data: PaymentData | null | undefined,
  messages: Readonly<Record<string, string>> = {},
): CardError[] {
  const credit = data?.creditCardData;
  const errors: CardError[] = [];
  for (const [slot, card] of [
    ['cardOne', credit?.cardOneInfo],
    ['cardTwo', credit?.cardTwoInfo],
  ] as const) {
    if (!card) continue;
    const type = savedCardType({ cardInfo: { type: card.type ?? '' } });
    for (const [flag, message] of Object.entries(CARD_ERROR_FLAGS) as Array<[CardErrorFlag, () => string]>) {
      if (card[flag] !== true) continue;
      errors.push({
        key: `${slot}-${flag}`,
        flag,
        name: cardName(type, card.type),
        lastFour: card.lastFour ?? '',
        message: messages[flag] || message(),
      });
    }
  }
  return errors;
}
