/** The shop-by-fabric page's other rules [ref: shop-by-fabric#data, #rules, #calls]: cards as order swatches, NLA codes, recent cards. */
import { codeKey, isSwatchInStock, swatchImage, swatchName, type SwatchChoice } from '../shared/swatch-choice';
import type { OrderSwatch } from '../swatch-order/order-data-logic';
import type { NlaFabricsAnswer } from './schema';

/** How many recently viewed cards the page shows (the order modal's 6 [ref: swatch-order#limits]). */
export const RECENT_CARDS_MAX = 6;

/** A card [ref: shop-by-fabric#data] as a swatch of the order modal; a code with no card yet is named by its code. */
export function cardToOrderSwatch(code: string, card: SwatchChoice | undefined): OrderSwatch {
  return {
    code,
    description: card ? swatchName(card) : code,
    imagePath: card ? swatchImage(card) : undefined,
    inStock: card ? isSwatchInStock(card) : true,
    isStock: card?.isStock === true,
    priceGroupCode: card?.priceGroupCode?.trim() ?? '',
    fabricName: card?.title?.trim() ?? '',
  };
}

/** [ref: shop-by-fabric#calls] get-nla-fabrics: nlaSwatchCodes and the codes of nlaFabrics (cards or codes). */
export function nlaCodesOfAnswer(answer: NlaFabricsAnswer | undefined): string[] {
  const fromCards = (answer?.nlaFabrics ?? []).map((item) =>
    codeKey(typeof item === 'object' && item !== null ? item.code : item),
  );
  return [...new Set([...(answer?.nlaSwatchCodes ?? []).map((code) => codeKey(code)), ...fromCards].filter(Boolean))];
}

/** Whether a card is no longer available: flagged isNla, or reported by the NLA check. */
export function isCardNla(card: SwatchChoice, nlaCodes: readonly string[]): boolean {
  return card.isNla === true || nlaCodes.includes(codeKey(card.code));
}

/** The cards of `codes` in that order, from those known; unknown codes are left out. */
export function cardsInOrder(codes: readonly string[], known: ReadonlyMap<string, SwatchChoice>): SwatchChoice[] {
  return codes.map((code) => known.get(code)).filter((card): card is SwatchChoice => card !== undefined);
}
