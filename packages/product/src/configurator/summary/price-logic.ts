/**
 * One price per choice [ref: configurator#data, #rules]: the piece's price with the shopper's choices, worked out
 * from the page model's price and each choice's `additionalDetails.addPrice`, so that a swatch's
 * price, its quick view and the price under the product agree, and follow each choice as it is
 * made (the browse data is read again only once every option is chosen).
 */
import type { Choice, Dimensions, SpecialOrderDetail } from '../data/schema';
import { addPriceOf, upcharge, type Selections } from './selection-logic';

type ChoiceOf = (option: number, choice: number) => Pick<Choice, 'additionalDetails'> | undefined;

/** The number a formatted price says ('$1,899.00', 'CAD 1,899.00' → 1899); `undefined` when it says none. */
function amountOf(formatted: string): number | undefined {
  const digits = formatted.replace(/[^0-9.-]/g, '');
  const amount = digits === '' ? Number.NaN : Number(digits);
  return Number.isFinite(amount) ? amount : undefined;
}

/**
 * The base the page model's prices count from: the piece without any choice's add price, and how
 * many of its units make one of the site's currency (100 where `currentPrice` is in cents, 1 where
 * in units), read from the page model's own `formattedPrice`. `undefined` when the two do not
 * agree: the prices are then shown as the server wrote them.
 */
export function priceBase(
  detail: Pick<SpecialOrderDetail, 'currentPrice' | 'formattedPrice'> | null | undefined,
  loaded: Selections,
  choiceOf: ChoiceOf,
): { frame: number; perUnit: number } | undefined {
  if (!detail || !(detail.currentPrice > 0)) return undefined;
  const shown = amountOf(detail.formattedPrice);
  if (shown === undefined) return undefined;
  const perUnit =
    Math.abs(shown * 100 - detail.currentPrice) < 1 ? 100 : Math.abs(shown - detail.currentPrice) < 0.01 ? 1 : 0;
  if (perUnit === 0) return undefined;
  return { frame: detail.currentPrice - upcharge(loaded, choiceOf), perUnit };
}

/** The piece's price with `selections`, in the site's currency (not its cents); `undefined` without a base. */
export function configuredPrice(
  base: { frame: number; perUnit: number } | undefined,
  selections: Selections,
  choiceOf: ChoiceOf,
): number | undefined {
  return base ? (base.frame + upcharge(selections, choiceOf)) / base.perUnit : undefined;
}

/**
 * The price of the piece with `choice` in `option` and the shopper's other choices as they are:
 * what the swatch shows, and what its quick view answers. `undefined` without a base, or for a
 * choice that does not say what it adds (its server price is shown then).
 */
export function priceWithChoice(
  base: { frame: number; perUnit: number } | undefined,
  selections: Selections,
  choiceOf: ChoiceOf,
  option: number,
  choice: Pick<Choice, 'additionalDetails'>,
): number | undefined {
  if (!base || !choice.additionalDetails) return undefined;
  return (base.frame + upcharge(selections, choiceOf, option) + addPriceOf(choice)) / base.perUnit;
}

/** Whether two selections are the same choices. */
export function sameSelections(a: Selections, b: Selections): boolean {
  return a.size === b.size && [...a].every(([option, choice]) => b.get(option) === choice);
}

/**
 * Measures as the product page writes them (Hearth wording): '86" W x 38" D x 34" H', or in
 * centimetres for `systemOfMeasure` 2 ('218 cm W x 97 cm D x 86 cm H'); '' without a width.
 */
export function dimensionsText(d: Dimensions | null | undefined): string {
  if (!d || !(d.width > 0)) return '';
  const unit = d.systemOfMeasure === 2 ? ' cm' : '"';
  const part = (value: number, side: string) => (value > 0 ? [`${value}${unit} ${side}`] : []);
  return [...part(d.width, 'W'), ...part(d.depth, 'D'), ...part(d.height, 'H')].join(' x ');
}
