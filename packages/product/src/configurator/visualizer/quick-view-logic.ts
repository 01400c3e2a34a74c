/** Quick view and hover timing [ref: configurator#rules, #limits], the quick-view query and what it shows. */
import type { QuickViewAnswer } from '../data/schema';

/** [ref: configurator#limits] timings, in ms. */
export const TIMING = {
  /** Hover flyout opens after this on desktop. */
  hoverOpen: 200,
  /** A flyout opens again after this once one has been open. */
  hoverReopen: 300,
  /** Keyboard selection is committed after this. */
  keyboardSelection: 500,
  /** Quick view waits this after a choice becomes active… */
  quickViewDebounce: 700,
  /** …and this before its price request. */
  quickViewRequest: 100,
  /** A summary's refresh clears after this. */
  summaryRefresh: 300,
} as const;

/** Delay before the hover flyout opens: 200 ms, or the 300 ms reopen delay once one has been open [ref: configurator#limits]. */
export const hoverDelay = (openedBefore: boolean): number => (openedBefore ? TIMING.hoverReopen : TIMING.hoverOpen);

/** What the quick view of a choice asks for [ref: configurator#calls], or `null` when no sku matches. */
export function quickViewQuery(input: {
  /** The skus the hovered choice and the other choices allow. */
  skus: readonly number[];
  optionCode: number;
  choiceCode: number;
  /** The `choices` list and output-cache string with the hovered choice applied (combined special order). */
  choices?: string | undefined;
  outputCacheString?: string | undefined;
}): Record<string, string> | null {
  const sku = input.skus[0];
  if (sku === undefined) return null;
  const oc = `${input.optionCode},${input.choiceCode}`;
  if (input.choices === undefined || input.outputCacheString === undefined) return { sku: String(sku), oc };
  return { choices: input.choices, sku: String(sku), oc, outputCacheString: input.outputCacheString };
}

/** What the quick view shows. */
export type QuickViewView =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'price'; text: string }
  /** 'Click to View Options', which the quick view itself reads (it loads on first use). */
  | { kind: 'message' }
  | { kind: 'hidden' };

/**
 * [ref: configurator#rules, #errors]: a placeholder while loading; the price; 'Click to View Options' with no matching sku
 * or no price; an error hides the price.
 */
export function quickViewView(state: {
  query: Record<string, string> | null;
  ready: boolean;
  answer?: Pick<QuickViewAnswer, 'formattedPrice' | 'hasError'> | undefined;
  failed?: boolean;
}): QuickViewView {
  if (!state.query) return { kind: 'message' };
  if (!state.ready) return { kind: 'idle' };
  if (state.failed) return { kind: 'hidden' };
  if (!state.answer) return { kind: 'loading' };
  if (state.answer.hasError) return { kind: 'hidden' };
  const price = state.answer.formattedPrice.trim();
  return price ? { kind: 'price', text: price } : { kind: 'message' };
}
