/**
 * The rules of add-to-cart as pure functions [ref: add-to-cart]. No React,
 * no DOM: tested in plain node.
 */
import { dictionary } from '@hearth/core';
import type { ProductSelection } from '@hearth/commerce';
import { create, array } from 'superstruct';
import { addToCartMessage } from './wording';
import {
  AddToCartItem,
  CUSTOMIZATION_TYPES,
  DEFAULT_QUANTITY,
  type AddOn,
  type AddToCartItemInput,
  type LabelConfig,
  type Personalization,
} from './schema';
import { type AddedItem, type SkuPricingAnswer } from './call-schema';

/** [ref: add-to-cart#limits]: 'Terms accept redirects to the cart after 300 ms.' */
export const TERMS_REDIRECT_MS = 300;

/** How long an add waits for a configurator that has not published (the skeleton timeout) [ref: add-to-cart#limits]. */
export const SELECTION_WAIT_MS = 10_000;

/** The items with the first one configured by `selection` (its sku and OptionChoiceParameter). */
export function followSelection(
  items: readonly AddToCartItemInput[],
  selection: ProductSelection | undefined,
): readonly AddToCartItemInput[] {
  if (!selection || items.length === 0) return items;
  const [first, ...rest] = items;
  return [
    { ...first!, Sku: selection.sku || first!.Sku, OptionChoiceParameter: selection.optionChoiceParameter },
    ...rest,
  ];
}
/** [ref: add-to-cart#limits]: the label config whose button accepts terms (and then goes to the cart). */
export const TERMS_LABEL_CONFIG = 7;

/** The label's message by config (read when asked for, so the page's wording applies). */
const LABELS: Record<LabelConfig, () => string> = {
  1: () => addToCartMessage('labelAddToCart', 'Add to cart'),
  2: () => addToCartMessage('labelRequestQuote', 'Request a quote'),
  3: () => addToCartMessage('labelCallStore', 'Call a store'),
  4: () => addToCartMessage('labelSelectStore', 'Select a store'),
  5: () => addToCartMessage('labelPickUp', 'Pick up in store'),
  6: () => addToCartMessage('labelAddText', 'Add {text} to cart'),
  7: () => addToCartMessage('labelAcceptTerms', 'Accept Terms And Add To Cart'),
};

/**
 * The button label by config [ref: add-to-cart#limits]: 1 'Add to cart', 2 'Request a quote', 3 'Call a store',
 * 4 'Select a store', 5 'Pick up in store', 6 'Add {text} to cart', 7 'Accept Terms And Add To
 * Cart'. An unknown config falls back to 1.
 *
 * @param config - the label config.
 * @param text - the `{text}` of config 6.
 * @default config 1, text ''
 */
export function addToCartLabel(config: number = 1, text = ''): string {
  const template = (LABELS[config as LabelConfig] ?? LABELS[1])();
  // (placeholders filled by hand: core's formatMessage would come to every product page for this)
  return config === 6 ? template.replaceAll('{text}', text).replace(/\s+/g, ' ') : template;
}

/** Whether the button of this label config accepts terms and then goes to the cart [ref: add-to-cart#limits]. */
export function acceptsTerms(config: number | undefined): boolean {
  return config === TERMS_LABEL_CONFIG;
}

/**
 * The add-to-cart item list of [ref: add-to-cart#data] with its defaults ([ref: add-to-cart#limits]: quantity 1, ship method
 * standard). `quantity`, when given (the quantity selector), replaces the first item's Quantity:
 * the first item is the product the button belongs to; the others keep their own.
 *
 * @throws StructError when an item does not match {@link AddToCartItem}.
 */
export function toCartItems(items: readonly AddToCartItemInput[], quantity?: number): AddToCartItem[] {
  const list = create(items, array(AddToCartItem));
  if (quantity === undefined || list.length === 0) return list;
  const [first, ...rest] = list;
  return [{ ...first!, Quantity: quantity }, ...rest];
}

/**
 * The add-on cart item payload [ref: add-to-cart#data, #calls]: one item, quantity 1, Location 'Furniture Add-On'.
 */
export function addOnCartItems(addOn: Pick<AddOn, 'sku' | 'optionChoiceParameter'>): AddToCartItemInput[] {
  return [
    {
      Sku: addOn.sku,
      Quantity: DEFAULT_QUANTITY,
      OptionChoiceParameter: addOn.optionChoiceParameter ?? '',
      Location: addToCartMessage('addOnLocation', 'Furniture Add-On'),
    },
  ];
}

/** [ref: add-to-cart#rules]: 'The added count is the sum of quantities.' */
export function addedCount(added: readonly Pick<AddedItem, 'quantity'>[]): number {
  return added.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}

/** The added-count line: '1 item added to your cart', '{n} items added to your cart'. */
export function addedCountText(count: number): string {
  return count === 1
    ? addToCartMessage('addedCountOne', '1 item added to your cart')
    : addToCartMessage('addedCount', '{n} items added to your cart').replaceAll('{n}', String(count));
}

/** [ref: add-to-cart#rules]: an add-on is 'Added' (and disabled) once its sku is in the added list. */
export function isInAddedList(added: readonly Pick<AddedItem, 'sku'>[], sku: string): boolean {
  return added.some((item) => item.sku === sku);
}

/**
 * The added items an answer reports, or, when it lists none, the items that were sent
 * (the add-item answer shape is not shown) [ref: add-to-cart#calls].
 */
export function addedItemsOf(
  answered: readonly AddedItem[] | null | undefined,
  sent: readonly AddToCartItemInput[],
): AddedItem[] {
  if (answered && answered.length > 0) return [...answered];
  return sent.map((item) => ({ sku: String(item.Sku), quantity: item.Quantity ?? DEFAULT_QUANTITY, name: '' }));
}

// ---- Personalization ----

/** [ref: add-to-cart#data]: in-house embroidery 700 and in-house etching 705 are in-house; legacy 100 is not. */
export function isInHouse(customizationType: number): boolean {
  return (
    customizationType === CUSTOMIZATION_TYPES.inHouseEmbroidery ||
    customizationType === CUSTOMIZATION_TYPES.inHouseEtching
  );
}

/** Errors shown on the personalization fields: the legend, the summary, and text lines by element name. */
export interface PersonalizationErrors {
  legend?: string;
  summary?: string;
  lines: Record<string, string>;
}

/** No errors. */
export const NO_PERSONALIZATION_ERRORS: PersonalizationErrors = Object.freeze({
  lines: Object.freeze(dictionary<string>()),
}) as PersonalizationErrors;

/** Whether any personalization field is flagged (the button is then disabled) [ref: add-to-cart#errors]. */
export function hasPersonalizationErrors(errors: PersonalizationErrors): boolean {
  return Boolean(errors.legend || errors.summary || Object.keys(errors.lines).length > 0);
}

/** The initial text of each line, by element name. */
export function initialTexts(personalization: Pick<Personalization, 'lines'> | undefined): Record<string, string> {
  return dictionary((personalization?.lines ?? []).map((line) => [line.elementName, line.text] as const));
}

// ---- Pricing ----

/**
 * The query of GET /sku-pricing/get-sku-data [ref: add-to-cart#calls]: `skus`, a list of sku and quantity, in
 * the indexed form ASP.NET binds to a list of objects (`skus[0].sku`, `skus[0].quantity`), and
 * `zipCode`.
 */
export function pricingQuery(
  items: readonly Pick<AddToCartItem, 'Sku' | 'Quantity'>[],
  zipCode: string | null | undefined,
): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  items.forEach((item, index) => {
    query[`skus[${index}].sku`] = item.Sku;
    query[`skus[${index}].quantity`] = item.Quantity;
  });
  query['zipCode'] = zipCode ?? '';
  return query;
}

/** What the pricing answer says about sending [ref: add-to-cart#calls]. */
export interface PricingGate {
  /** `customOrderConfirmation.hasCustomOrderConfirmation`: take the custom path [ref: add-to-cart#rules]. */
  custom: boolean;
  /** `hasInvalidSkus`, or a product `isInvalid`: report, never send [ref: add-to-cart#validation]. */
  invalid: boolean;
}

/** Nothing in the way: no pricing asked, or it failed (logged only) [ref: add-to-cart#errors]. */
export const OPEN_GATE: PricingGate = Object.freeze({ custom: false, invalid: false });

/**
 * What the pricing answer of GET /sku-pricing/get-sku-data means for sending [ref: add-to-cart#rules, #validation, #calls]:
 * its customOrderConfirmation takes the custom path; `hasInvalidSkus` or any product marked
 * `isInvalid` sends nothing. No answer opens the gate.
 */
export function pricingGate(
  answer:
    | (Pick<SkuPricingAnswer, 'customOrderConfirmation' | 'hasInvalidSkus'> & {
        products: readonly { isInvalid: boolean }[];
      })
    | undefined,
): PricingGate {
  if (!answer) return OPEN_GATE;
  return {
    custom: answer.customOrderConfirmation?.hasCustomOrderConfirmation ?? false,
    invalid: answer.hasInvalidSkus || answer.products.some((product) => product.isInvalid),
  };
}
