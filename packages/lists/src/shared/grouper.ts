/**
 * The grouper error [ref: lists#validation]: a favorites or registry click while no sku is chosen yet and the
 * page's grouper (its option selectors) must pick one. The page's grouper shows its own error;
 * it learns of the click through this event.
 */

/** Dispatched on `document` when a click needs the grouper (detail: {@link GrouperErrorDetail}). */
export const GROUPER_ERROR_EVENT = 'hearth:grouper-error';

/** Detail of a `hearth:grouper-error` event. */
export interface GrouperErrorDetail {
  /** The island whose button was pressed: `favorites` or `registry`. */
  island: string;
}

/** Tells the page's grouper to show its error ("clicking with a grouper raises a grouper error") [ref: lists#validation]. */
export function dispatchGrouperError(island: string): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<GrouperErrorDetail>(GROUPER_ERROR_EVENT, { detail: { island } }));
}
