/**
 * The rules of sending to the cart as pure functions [ref: add-to-cart]: what follows an add,
 * where the server's render errors show, the empty-personalization check and the monogram
 * request. Apart from add-to-cart-logic.ts because only the sending code (add-to-cart-sender.ts,
 * loaded at the first click) uses them: a page carries them once the shopper adds.
 */
import { dictionary } from '@hearth/core';
import { isInHouse, type PersonalizationErrors } from '../add-to-cart-logic';
import type { MonogramStyle } from '../personalization/personalization-logic';
import { addToCartMessage } from '../wording';
import type { AddToCartItem, Personalization } from '../schema';
import type { MonogramRequest, RenderError } from '../call-schema';

/** What follows a successful add [ref: add-to-cart#rules]. */
export type AfterAdd = 'popup' | 'ignore' | 'redirect';

/**
 * [ref: add-to-cart#rules]: on success show the confirmation layer; when the confirmation type is "ignore", only
 * refresh the cart header. [ref: add-to-cart#limits]: a terms-accepting add goes to the cart instead. The page's
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

/** The element the codes outside the table flag ([ref: add-to-cart#errors] 'any other flags Text1'). */
export const DEFAULT_ERROR_ELEMENT = 'Text1';
const LEGEND_CODES = new Set(['E1001', 'E1002', 'E1003']);
const SUMMARY_CODE = 'E2001';
const PROFANITY_CODE = 'E3001';

/** Where a render error code is shown [ref: add-to-cart#errors]. */
export type RenderErrorTarget = 'legend' | 'summary' | 'line';

/** [ref: add-to-cart#errors]: E1001, E1002, E1003 → the legend; E2001 → the summary; E3001 and any other → a text line. */
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
 * Maps the server's render errors to the fields they flag [ref: add-to-cart#errors]: E1001/E1002/E1003 the legend,
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
 * [ref: add-to-cart#validation]: a personalized item that is not in-house and has every text line empty raises a
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
  const message =
    personalization.emptyTextMessage ||
    addToCartMessage('personalizationRequired', 'Please enter your personalization text.');
  // No line to flag (a page that sent none): the legend shows it, so it is never invisible.
  if (names.length === 0) return { legend: message, lines: dictionary() };
  const target = names.includes(DEFAULT_ERROR_ELEMENT) ? DEFAULT_ERROR_ELEMENT : names[0]!;
  return { lines: dictionary([[target, message]]) };
}

/** No thread colour or font chosen: each line keeps its own. */
const NO_STYLE: MonogramStyle = { textcolor: '', font: '' };

/**
 * The monogram request of [ref: add-to-cart#data] for an item and its personalization: {quantity, orderType,
 * profileGuid, design{templateName, sku, locationName, personalization[{elementName, text,
 * textcolor, font}]}}, with the thread colour and font the shopper chose [ref: add-to-cart#limits].
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
        // the thread colour and font chosen [ref: add-to-cart#limits] apply to every line; none chosen: the line's own
        textcolor: style.textcolor || line.textcolor,
        font: style.font || line.font,
      })),
    },
  };
}
