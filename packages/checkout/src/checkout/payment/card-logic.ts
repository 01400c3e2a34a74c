/**
 * Saved cards on the payment step [ref: checkout#data, #rules, #limits]: which rows of 'Apply New/Saved Card' and
 * 'Select Two Cards' can be chosen, the two-card selection, the saved-card limit.
 */
import { brandToCardType, CardType, cardDisplayName, isRewardCardType } from '@hearth/commerce';
import { getConfig } from '@hearth/core';
import { checkoutMessage } from '../../wording';
import type { SavedCard } from '../shared/schema-payment';

/** Why a card row is disabled [ref: checkout#rules]: expired, already in use, or not a reward type when only the store card is allowed. */
export type CardRowReason = 'expired' | 'inUse' | 'notAllowed';

/** A row of a saved-card list. */
export interface CardRow {
  id: string;
  type: CardType;
  /** 'Visa', 'C&B/CB2 MC', … ([ref: checkout#data] display names; Diners Club, Cup and Jcb show as Discover). */
  name: string;
  lastFour: string;
  disabled: boolean;
  reason: CardRowReason | null;
  /** The text saying why, if disabled ('Card already in use.' to the letter). */
  note: string | null;
}

const KNOWN_TYPES = new Set<string>(Object.values(CardType));

/**
 * A card's name: the store's own name for its cards when the page's configuration gives one
 * (`cardNames`, by card type: `{"PLCCSynchrony": "Hearth Card"}`; the retailer's brand, not
 * the reference's), else [ref: checkout#data]'s display names ('C&B/CB2 CC', 'Mastercard'), else
 * the type as sent.
 */
export function cardName(type: CardType, sent: unknown): string {
  const names = getConfig()['cardNames'];
  const own =
    names && typeof names === 'object' && Object.hasOwn(names, type) ? (names as Record<string, unknown>)[type] : '';
  return (typeof own === 'string' && own.trim()) || cardDisplayName(type) || String(sent ?? '');
}
/** The store's own cards: the co-brand Mastercard, the private-label card and the store credit card. */
const STORE_CARD_TYPES: readonly CardType[] = [
  CardType.PLCCSynchrony,
  CardType.CoBrandMasterCard,
  CardType.StoreCreditCard,
];

/** The card type of a saved card: a type of [ref: checkout#data] as sent, else its brand mapped (unknown: Unspecified). */
export function savedCardType(card: SavedCard): CardType {
  const type = card.cardInfo.type ?? '';
  return KNOWN_TYPES.has(type) ? (type as CardType) : brandToCardType(type);
}

/**
 * [ref: checkout#rules] "reward type" where only the store credit card is allowed (`isOnlyCbccAllowed`): the
 * reward types and the store's own cards, which earn its rewards (the spec names no list).
 */
export function isRewardType(type: CardType): boolean {
  return isRewardCardType(type) || STORE_CARD_TYPES.includes(type);
}

/** The id of a saved card (its own, else its cardInfo's). */
export const cardIdOf = (card: SavedCard): string => String(card.id ?? card.cardInfo.id ?? '');

/**
 * Whether a card has expired: the server's `isExpired`, or an expiry month before `now`'s
 * (a card is good through the last day of its month; '00'/'0000' is a card with no expiry).
 */
export function isCardExpired(card: SavedCard, now: Date = new Date()): boolean {
  if (card.isExpired === true) return true;
  const month = Number(card.cardInfo.expMonth);
  let year = Number(card.cardInfo.expYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year <= 0) return false;
  if (year < 100) year += 2000;
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** What the rows depend on besides the card. */
export interface CardRowContext {
  /** Ids of cards applied elsewhere (the other card of two). */
  inUse: ReadonlySet<string>;
  /** [ref: checkout#data] creditCardData.isOnlyCbccAllowed. */
  onlyStoreCard: boolean;
  now?: Date;
}

/** [ref: checkout#rules]: a row is disabled when expired, already in use, or (only the store card allowed) not a reward type. */
export function cardRow(card: SavedCard, ctx: CardRowContext): CardRow {
  const id = cardIdOf(card);
  const type = savedCardType(card);
  let reason: CardRowReason | null = null;
  if (isCardExpired(card, ctx.now)) reason = 'expired';
  else if (ctx.inUse.has(id)) reason = 'inUse';
  else if (ctx.onlyStoreCard && !isRewardType(type)) reason = 'notAllowed';
  const note =
    reason === 'inUse'
      ? checkoutMessage('cardInUse', 'Card already in use.')
      : reason === 'expired'
        ? checkoutMessage('cardExpired', 'Expired')
        : reason === 'notAllowed'
          ? checkoutMessage('cardNotAllowed', 'Only the store credit card can be used for this order.')
          : null;
  return {
    id,
    type,
    name: cardName(type, card.cardInfo.type),
    lastFour: card.cardInfo.lastFour ?? '',
    disabled: reason !== null,
    reason,
    note,
  };
}

/** The rows of a saved-card list. */
export function cardRows(cards: readonly SavedCard[] | null | undefined, ctx: CardRowContext): CardRow[] {
  return (cards ?? []).map((card) => cardRow(card, ctx));
}

/** [ref: checkout#rules]: 'Update Payment' of the saved-card list needs one usable card. */
export function canUpdateSavedCard(rows: readonly CardRow[], selectedId: string | null): boolean {
  return rows.some((row) => !row.disabled) && rows.some((row) => row.id === selectedId && !row.disabled);
}

/** The row chosen first: the applied card if usable, else the first usable one, else none. */
export function defaultSavedCard(rows: readonly CardRow[], appliedId: string | null | undefined): string | null {
  const applied = rows.find((row) => row.id === appliedId && !row.disabled);
  return (applied ?? rows.find((row) => !row.disabled))?.id ?? null;
}

/** [ref: checkout#rules]: pay with two cards: exactly two. */
export const TWO_CARDS = 2;

/** [ref: checkout#rules]: a click on a row of 'Select Two Cards': on or off; a third, or a disabled row, is not taken. */
export function toggleTwoCards(selected: readonly string[], row: CardRow): string[] {
  if (selected.includes(row.id)) return selected.filter((id) => id !== row.id);
  if (row.disabled || selected.length >= TWO_CARDS) return [...selected];
  return [...selected, row.id];
}

/** [ref: checkout#rules]: once two are chosen the others are disabled (and a disabled card stays so). */
export function isTwoCardRowDisabled(selected: readonly string[], row: CardRow): boolean {
  if (selected.includes(row.id)) return false;
  return row.disabled || selected.length >= TWO_CARDS;
}

/** [ref: checkout#validation]: exactly two cards, else 'Please select two cards.'. */
export function validateTwoCards(selected: readonly string[]): string | null {
  return selected.length === TWO_CARDS ? null : checkoutMessage('selectTwoCards', 'Please select two cards.');
}

/** [ref: checkout#limits]: the saved-card limit (`accountCardsInfoLimit`); the two-card popup's text says 5. */
export const DEFAULT_SAVED_CARD_LIMIT = 5;

/** Whether another card may be saved to the account. */
export function canSaveAnotherCard(saved: number, limit: number | null | undefined): boolean {
  const max = typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? limit : DEFAULT_SAVED_CARD_LIMIT;
  return saved < max;
}
