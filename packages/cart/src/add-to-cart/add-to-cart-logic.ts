/**
 * The rules of add-to-cart as pure functions (000 §3-§5, §9; 001 §8, §9; 002 §3, §4). No React,
 * no DOM: tested in plain node.
 */
import { dictionary } from '@hearth/core';
import { create, array } from 'superstruct';
import type { MonogramStyle } from './personalization-logic';
import {
  ADDED_COUNT,
  ADD_ON_LOCATION,
  LABEL_ACCEPT_TERMS,
  LABEL_ADD_TEXT,
  LABEL_ADD_TO_CART,
  LABEL_CALL_STORE,
  LABEL_PICK_UP,
  LABEL_REQUEST_QUOTE,
  LABEL_SELECT_STORE,
  PERSONALIZATION_REQUIRED,
  fillTemplate,
} from './messages';
import {
  AddToCartItem,
  CUSTOMIZATION_TYPES,
  DEFAULT_QUANTITY,
  type AddOn,
  type AddToCartItemInput,
  type AddedItem,
  type LabelConfig,
  type MonogramRequest,
  type Personalization,
  type RenderError,
  type SkuPricingAnswer,
} from './schema';

/** 001 §9: 'Terms accept redirects to the cart after 300 ms.' */
export const TERMS_REDIRECT_MS = 300;
/** 001 §9: the label config whose button accepts terms (and then goes to the cart). */
export const TERMS_LABEL_CONFIG = 7;

const LABELS: Record<LabelConfig, string> = {
  1: LABEL_ADD_TO_CART,
  2: LABEL_REQUEST_QUOTE,
  3: LABEL_CALL_STORE,
  4: LABEL_SELECT_STORE,
  5: LABEL_PICK_UP,
  6: LABEL_ADD_TEXT,
  7: LABEL_ACCEPT_TERMS,
};

/**
 * The button label by config (001 §9): 1 'Add to cart', 2 'Request a quote', 3 'Call a store',
 * 4 'Select a store', 5 'Pick up in store', 6 'Add {text} to cart', 7 'Accept Terms And Add To
 * Cart'. An unknown config falls back to 1.
 *
 * @param config - the label config.
 * @param text - the `{text}` of config 6.
 * @default config 1, text ''
 */
export function addToCartLabel(config: number = 1, text = ''): string {
  const template = LABELS[config as LabelConfig] ?? LABEL_ADD_TO_CART;
  return config === 6 ? fillTemplate(template, { text }).replace(/\s+/g, ' ') : template;
}

/** Whether the button of this label config accepts terms and then goes to the cart (001 §9). */
export function acceptsTerms(config: number | undefined): boolean {
  return config === TERMS_LABEL_CONFIG;
}

/**
 * The add-to-cart item list of 000 §3 with its defaults (000 §9: quantity 1, ship method
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
 * The add-on cart item payload (002 §3, §7): one item, quantity 1, Location 'Furniture Add-On'.
 */
export function addOnCartItems(addOn: Pick<AddOn, 'sku' | 'optionChoiceParameter'>): AddToCartItemInput[] {
  return [
    {
      Sku: addOn.sku,
      Quantity: DEFAULT_QUANTITY,
      OptionChoiceParameter: addOn.optionChoiceParameter ?? '',
      Location: ADD_ON_LOCATION,
    },
  ];
}

/** 002 §4: 'The added count is the sum of quantities.' */
export function addedCount(added: readonly Pick<AddedItem, 'quantity'>[]): number {
  return added.reduce((sum, item) => sum + (Number.isFinite(item.quantity) ? item.quantity : 0), 0);
}

/** The added-count line: '{n} item(s) added to your cart'. */
export function addedCountText(count: number): string {
  return fillTemplate(ADDED_COUNT, { n: count });
}

/** 002 §4: an add-on is 'Added' (and disabled) once its sku is in the added list. */
export function isInAddedList(added: readonly Pick<AddedItem, 'sku'>[], sku: string): boolean {
  return added.some((item) => item.sku === sku);
}

/**
 * The added items an answer reports, or, when it lists none, the items that were sent
 * (000 §7: the add-item answer shape is not shown).
 */
export function addedItemsOf(
  answered: readonly AddedItem[] | null | undefined,
  sent: readonly AddToCartItemInput[],
): AddedItem[] {
  if (answered && answered.length > 0) return [...answered];
  return sent.map((item) => ({ sku: String(item.Sku), quantity: item.Quantity ?? DEFAULT_QUANTITY, name: '' }));
}

/** What follows a successful add (000 §4). */
export type AfterAdd = 'popup' | 'ignore' | 'redirect';

/**
 * 000 §4: on success show the confirmation layer; when the confirmation type is "ignore", only
 * refresh the cart header. 001 §9: a terms-accepting add goes to the cart instead. The page's
 * confirmation type wins over the answer's; neither means "standard".
 */
export function afterAdd(options: {
  termsAccepted?: boolean;
  pageType?: string | null | undefined;
  answerType?: string | null | undefined;
}): AfterAdd {
  if (options.termsAccepted) return 'redirect';
  const type = options.pageType || options.answerType || 'standard';
  return type.toLowerCase() === 'ignore' ? 'ignore' : 'popup';
}

// ---- Personalization ----

/** 002 §3: in-house embroidery 700 and in-house etching 705 are in-house; legacy 100 is not. */
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

/** Whether any personalization field is flagged (001 §8: the button is then disabled). */
export function hasPersonalizationErrors(errors: PersonalizationErrors): boolean {
  return Boolean(errors.legend || errors.summary || Object.keys(errors.lines).length > 0);
}

/** The element the codes outside the table flag (001 §8 'any other flags Text1'). */
export const DEFAULT_ERROR_ELEMENT = 'Text1';
const LEGEND_CODES = new Set(['E1001', 'E1002', 'E1003']);
const SUMMARY_CODE = 'E2001';
const PROFANITY_CODE = 'E3001';

/** Where a render error code is shown (001 §8). */
export type RenderErrorTarget = 'legend' | 'summary' | 'line';

/** 001 §8: E1001, E1002, E1003 → the legend; E2001 → the summary; E3001 and any other → a text line. */
export function renderErrorTarget(code: string): RenderErrorTarget {
  const normalized = code.trim().toUpperCase();
  if (LEGEND_CODES.has(normalized)) return 'legend';
  if (normalized === SUMMARY_CODE) return 'summary';
  return 'line';
}

function append(existing: string | undefined, description: string): string {
  if (!existing) return description;
  return existing.split('\n').includes(description) ? existing : `${existing}\n${description}`;
}

/**
 * Maps the server's render errors to the fields they flag (001 §8): E1001/E1002/E1003 the legend,
 * E2001 the summary, E3001 the profane text lines (named by `elementName`), any other code Text1.
 * Each shows the server's description. A line that is not among `lineNames` falls back to Text1,
 * Text1 to the first line, and with no lines at all to the legend, so an error is never lost.
 *
 * @param errors - the answer's errors.
 * @param lineNames - the element names of the text lines shown, Text1 first.
 */
export function renderErrorsToFields(
  errors: readonly RenderError[],
  lineNames: readonly string[],
): PersonalizationErrors {
  const out: PersonalizationErrors = { lines: dictionary() };
  const fallback = lineNames.includes(DEFAULT_ERROR_ELEMENT)
    ? DEFAULT_ERROR_ELEMENT
    : (lineNames[0] ?? DEFAULT_ERROR_ELEMENT);
  for (const error of errors) {
    const target = renderErrorTarget(error.code);
    const description = error.description;
    if (target === 'legend') out.legend = append(out.legend, description);
    else if (target === 'summary') out.summary = append(out.summary, description);
    else if (lineNames.length === 0) {
      // No text line is shown (a page that sent none): the legend carries it, so the error that
      // disables the button is never invisible.
      out.legend = append(out.legend, description);
    } else {
      const named = error.code.trim().toUpperCase() === PROFANITY_CODE ? (error.elementName ?? '') : '';
      const line = lineNames.includes(named) ? named : fallback;
      out.lines[line] = append(out.lines[line], description);
    }
  }
  return out;
}

/**
 * 000 §5: a personalized item that is not in-house and has every text line empty raises a
 * personalization error. It flags Text1 with the page's `emptyTextMessage` (the spec does not
 * show the text; see {@link PERSONALIZATION_REQUIRED}).
 *
 * @param texts - the text of each line by element name.
 * @returns the errors, or `null` when the item may be sent.
 */
export function validatePersonalization(
  personalization: Pick<Personalization, 'customizationType' | 'lines' | 'emptyTextMessage'>,
  texts: Readonly<Record<string, string>>,
): PersonalizationErrors | null {
  if (isInHouse(personalization.customizationType)) return null;
  const names = personalization.lines.map((line) => line.elementName);
  const allEmpty = names.every((name) => (texts[name] ?? '').trim() === '');
  if (!allEmpty) return null;
  const message = personalization.emptyTextMessage || PERSONALIZATION_REQUIRED;
  // No line to flag (a page that sent none): the legend shows it, so it is never invisible.
  if (names.length === 0) return { legend: message, lines: dictionary() };
  const target = names.includes(DEFAULT_ERROR_ELEMENT) ? DEFAULT_ERROR_ELEMENT : names[0]!;
  return { lines: dictionary([[target, message]]) };
}

/** No thread colour or font chosen: each line keeps its own. */
const NO_STYLE: MonogramStyle = { textcolor: '', font: '' };

/**
 * The monogram request of 000 §3 for an item and its personalization: {quantity, orderType,
 * profileGuid, design{templateName, sku, locationName, personalization[{elementName, text,
 * textcolor, font}]}}, with the thread colour and font the shopper chose (002 §9).
 */
export function monogramRequest(
  item: Pick<AddToCartItem, 'Sku' | 'Quantity'>,
  personalization: Personalization,
  texts: Readonly<Record<string, string>>,
  style: Readonly<MonogramStyle> = NO_STYLE,
): MonogramRequest {
  return {
    quantity: item.Quantity,
    orderType: personalization.orderType,
    profileGuid: personalization.profileGuid,
    design: {
      templateName: personalization.templateName,
      sku: item.Sku,
      locationName: personalization.locationName,
      personalization: personalization.lines.map((line) => ({
        elementName: line.elementName,
        text: (texts[line.elementName] ?? line.text).trim(),
        // the thread colour and font chosen (002 §9) apply to every line; none chosen: the line's own
        textcolor: style.textcolor || line.textcolor,
        font: style.font || line.font,
      })),
    },
  };
}

/** The initial text of each line, by element name. */
export function initialTexts(personalization: Pick<Personalization, 'lines'> | undefined): Record<string, string> {
  return dictionary((personalization?.lines ?? []).map((line) => [line.elementName, line.text] as const));
}

// ---- Pricing ----

/**
 * The query of GET /sku-pricing/get-sku-data (000 §7): `skus`, a list of sku and quantity, in
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

/** What the pricing answer says about sending (000 §7). */
export interface PricingGate {
  /** `customOrderConfirmation.hasCustomOrderConfirmation`: take the custom path (000 §4). */
  custom: boolean;
  /** `hasInvalidSkus`, or a product `isInvalid`: report, never send (000 §5). */
  invalid: boolean;
}

/** Nothing in the way: no pricing asked, or it failed (000 §8: logged only). */
export const OPEN_GATE: PricingGate = Object.freeze({ custom: false, invalid: false });

/**
 * What the pricing answer of GET /sku-pricing/get-sku-data means for sending (000 §4, §5, §7):
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
