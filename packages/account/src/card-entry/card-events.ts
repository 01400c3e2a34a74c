import { type CardEntity } from '@hearth/commerce';

/**
 * The event the `card-entry` island dispatches when a card is applied (script-tag pages). Its
 * detail is a {@link CardEnteredDetail}: the type, the last four digits and saveToAccount, never
 * the full number or the security code (those go only to the `onApply` callback). It is
 * dispatched, not bubbling, on the element that opened the popup and then on `document`.
 */
export const CARD_ENTERED_EVENT = 'hearth:card-entered';

/** The detail of {@link CARD_ENTERED_EVENT}: enough to show "Visa ending in 1111", nothing more. */
export interface CardEnteredDetail {
  /** The card type [ref: card-entry#data]. */
  type: string;
  /** The number's last four digits ([ref: card-entry#data] saved card `lastFour`). */
  lastFour: string;
  /** The save-to-account checkbox. */
  saveToAccount: boolean;
}

/**
 * What a page may learn of an applied card: its type, last four and saveToAccount. The number
 * and the security code are left out on purpose (no card data in an event).
 */
export function cardEnteredDetail(card: CardEntity): CardEnteredDetail {
  return { type: card.type, lastFour: card.number.slice(-4), saveToAccount: card.saveToAccount };
}

/**
 * Tells the page a card was applied: `hearth:card-entered` with {@link cardEnteredDetail} on
 * `opener` (when it is an element still in the page) and on `document`.
 */
export function dispatchCardEntered(card: CardEntity, opener?: Element | null): void {
  const detail = cardEnteredDetail(card);
  if (opener && opener.isConnected) {
    opener.dispatchEvent(new CustomEvent<CardEnteredDetail>(CARD_ENTERED_EVENT, { detail: { ...detail } }));
  }
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent<CardEnteredDetail>(CARD_ENTERED_EVENT, { detail: { ...detail } }));
  }
}
