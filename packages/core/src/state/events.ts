import { ANALYTICS_EVENT, CART_UPDATED_EVENT, toCartCount } from './cart-count';
import { setCartCount } from './actions';

/** Detail of a `hearth:analytics` event (CONTRACT §4). */
export interface AnalyticsDetail {
  /** The event name, as the spec names it. */
  event: string;
  /**
   * Its properties.
   * @default {}
   */
  properties: Record<string, unknown>;
}

/**
 * Tells the page the cart changed (CONTRACT §4): dispatches `hearth:cart-updated` on `document`
 * with the new item count as detail when known, else `null` (CustomEvent turns an `undefined`
 * detail into `null` in every browser), and updates `cartCount`.
 * An unknown count leaves `cartCount` as it was; listeners refetch if they need it.
 *
 * @param count - the new number of items, when the answer gave it.
 * @default count undefined
 */
export function dispatchCartUpdated(count?: number): void {
  const known = toCartCount(count);
  // Set directly as well as through the page listener, so it also works without a document.
  if (known !== undefined) setCartCount(known);
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<number | null>(CART_UPDATED_EVENT, { detail: known ?? null }));
}

/**
 * Calls `handler` on every `hearth:cart-updated`, from an island or from legacy page script,
 * with the count when the detail holds one (a number or numeric string), else `undefined`.
 *
 * @returns a function that removes the listener.
 */
export function onCartUpdated(
  handler: (count: number | undefined, event: CustomEvent<unknown>) => void,
): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: Event): void => {
    const custom = event as CustomEvent<unknown>;
    handler(toCartCount(custom.detail), custom);
  };
  document.addEventListener(CART_UPDATED_EVENT, listener);
  return () => document.removeEventListener(CART_UPDATED_EVENT, listener);
}

/**
 * Sends an analytics event named in the spec (CONTRACT §4): `hearth:analytics` on `document`,
 * detail `{ event, properties }`.
 *
 * @param event - the spec's event name.
 * @param properties - its data.
 * @default properties {}
 */
export function dispatchAnalytics(event: string, properties: Record<string, unknown> = {}): void {
  if (typeof document === 'undefined') return;
  const detail: AnalyticsDetail = { event, properties };
  document.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail }));
}

/**
 * Calls `handler` on every `hearth:analytics` event (for the page's analytics bridge and tests).
 *
 * @returns a function that removes the listener.
 */
export function onAnalytics(handler: (detail: AnalyticsDetail) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: Event): void => handler((event as CustomEvent<AnalyticsDetail>).detail);
  document.addEventListener(ANALYTICS_EVENT, listener);
  return () => document.removeEventListener(ANALYTICS_EVENT, listener);
}
