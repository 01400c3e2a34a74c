/**
 * [ref: swatch-order#rules, #validation] swatch selection: 0 to 5; at 5 every unchecked swatch is disabled, unchecking
 * re-enables them; the default swatch is preselected only when available; swatches not in stock
 * are disabled; an NLA swatch disables ordering.
 */
import { MAX_FREE_SWATCHES } from '../shared/swatch-selection';
import { toggleCode } from '../shared/added-swatches';
import type { OrderSwatch } from './order-data-logic';

/** Checking adds, unchecking removes; a sixth is not added. */
export function toggleSwatch(selected: readonly string[], code: string): string[] {
  return toggleCode(selected, code, MAX_FREE_SWATCHES);
}

/** Whether the swatch's checkbox is disabled: not in stock, or 5 chosen and it is not one of them. */
export function isSwatchDisabled(swatch: OrderSwatch, selected: readonly string[]): boolean {
  if (!swatch.inStock) return true;
  return !selected.includes(swatch.code) && selected.length >= MAX_FREE_SWATCHES;
}

/**
 * The selection the modal starts with: the given codes that are available, then the default
 * swatch when available [ref: swatch-order#rules], at most 5.
 */
export function initialSelection(
  swatches: readonly OrderSwatch[],
  defaultCode: string | undefined,
  given: readonly string[] = [],
): string[] {
  const available = new Set(swatches.filter((swatch) => swatch.inStock).map((swatch) => swatch.code));
  const wanted = [...given, ...(defaultCode ? [defaultCode] : [])];
  return [...new Set(wanted.filter((code) => available.has(code)))].slice(0, MAX_FREE_SWATCHES);
}

/** What stops the order from being sent (none selected, none available; [ref: swatch-order#rules]: an NLA swatch) [ref: swatch-order#validation]. */
export interface SendState {
  selected: readonly string[];
  anyAvailable: boolean;
  nlaCodes: readonly string[];
}

/**
 * [ref: swatch-order#rules, #validation]: whether Send is enabled. (A request in flight also stops it: the button is busy,
 * `aria-disabled`, until the answer comes.)
 */
export function canSend({ selected, anyAvailable, nlaCodes }: SendState): boolean {
  return selected.length > 0 && anyAvailable && !selected.some((code) => nlaCodes.includes(code));
}
