import type { CardEntity } from '@hearth/core';

/**
 * The event the `card-entry` island dispatches when a card is applied (script-tag pages):
 * detail is the Card entity (000 §3). It is dispatched, not bubbling, on the element that opened
 * the popup and then on `document`. Hearth never logs it, never stores it and never forwards it
 * to analytics; a listener that receives it holds a full card number and security code and must
 * do the same.
 */
export const CARD_ENTERED_EVENT = 'hearth:card-entered';

/**
 * Hands the card to the page: `hearth:card-entered` on `opener` (when it is an element still in
 * the page) and on `document`. The detail goes nowhere else.
 */
export function dispatchCardEntered(card: CardEntity, opener?: Element | null): void {
  if (opener && opener.isConnected) {
    opener.dispatchEvent(new CustomEvent<CardEntity>(CARD_ENTERED_EVENT, { detail: card }));
  }
  if (typeof document !== 'undefined') {
    document.dispatchEvent(new CustomEvent<CardEntity>(CARD_ENTERED_EVENT, { detail: card }));
  }
}
