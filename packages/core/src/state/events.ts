/** [ref: script-tag#calls]: dispatched on `document` after any change to the cart. */
export const CART_UPDATED_EVENT = 'hearth:cart-updated';
/** [ref: script-tag#events]: analytics events named in the spec, detail `{ event, properties }`. */
export const ANALYTICS_EVENT = 'hearth:analytics';

/** Detail of a `hearth:analytics` event [ref: script-tag#events]. */
export interface AnalyticsDetail {
  /** The event name, as the spec names it. */
  event: string;
  /**
   * Its properties.
   * @default {}
   */
  properties: Record<string, unknown>;
}

/** More items than any cart holds: a count above it is a page bug, not a count. */
export const MAX_CART_COUNT = 9999;

/**
 * A cart item count from an event detail or a caller: a whole number from 0 to
 * {@link MAX_CART_COUNT}, also given as a numeric string by legacy page script (`'3'`).
 * Anything else is "not known" (`undefined`).
 */
export function toCartCount(value: unknown): number | undefined {
  const count =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(count) && count >= 0 && count <= MAX_CART_COUNT ? count : undefined;
}

/**
 * Tells the page the cart changed [ref: script-tag#events]: dispatches `hearth:cart-updated` on `document`
 * with the new item count as detail when known, else `null` (CustomEvent turns an `undefined`
 * detail into `null` in every browser).
 *
 * @param count - the new number of items, when the answer gave it.
 * @default count undefined
 */
export function dispatchCartUpdated(count?: number): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<number | null>(CART_UPDATED_EVENT, { detail: toCartCount(count) ?? null }));
}

/**
 * Calls `handler` on every `hearth:cart-updated`, from an island or from legacy page script,
 * with the count when the detail holds one (a number or numeric string), else `undefined`.
 *
 * @returns a function that removes the listener.
 */
export function onCartUpdated(handler: (count: number | undefined, event: CustomEvent<unknown>) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: Event): void => {
    const custom = event as CustomEvent<unknown>;
    handler(toCartCount(custom.detail), custom);
  };
  document.addEventListener(CART_UPDATED_EVENT, listener);
  return () => document.removeEventListener(CART_UPDATED_EVENT, listener);
}

/**
 * Sends an analytics event named in the spec [ref: script-tag#events]: `hearth:analytics` on `document`,
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

/**
 * Dispatched, bubbling, from an add-to-cart element after its items went into the cart (before
 * any confirmation popup), so what surrounds it can react: a product carousel shows 'Added'
 * [ref: core#rules]. Detail: the items added.
 */
export const ADDED_TO_CART_EVENT = 'hearth:added-to-cart';

/** Detail of a `hearth:added-to-cart` event. */
export interface AddedToCartDetail {
  /** What was added: sku and quantity (and the name when the answer gave one). */
  items: ReadonlyArray<{ sku: string; quantity: number; name?: string }>;
}

/**
 * Tells the elements around `target` that its items were added to the cart: dispatches a
 * bubbling `hearth:added-to-cart` on it. Nothing happens without a target.
 */
export function dispatchAddedToCart(target: EventTarget | null | undefined, detail: AddedToCartDetail): void {
  if (!target || typeof CustomEvent === 'undefined') return;
  target.dispatchEvent(new CustomEvent<AddedToCartDetail>(ADDED_TO_CART_EVENT, { detail, bubbles: true }));
}

/**
 * Dispatched on `document` when the product shown changes: another sku or option chosen (the
 * configurator, a legacy option picker) or a monogram personalization entered or cleared. The
 * gallery resets to the default image and swaps in the personalization image [ref: core#rules]. The
 * configurator's selection, which add-to-cart follows, is this event too (`publishProductSelection`
 * of @hearth/commerce).
 */
export const PRODUCT_SELECTION_EVENT = 'hearth:product-selection';

/** Detail of a `hearth:product-selection` event. */
export interface ProductSelectionDetail {
  /** The sku now shown. */
  sku?: string | undefined;
  /** Its option choice parameter. */
  optionChoiceParameter?: string | undefined;
  /** A monogram personalization is entered. */
  personalized?: boolean | undefined;
}

/** Tells the page the product shown changed (see {@link PRODUCT_SELECTION_EVENT}). */
export function dispatchProductSelection(detail: ProductSelectionDetail): void {
  if (typeof document === 'undefined') return;
  document.dispatchEvent(new CustomEvent<ProductSelectionDetail>(PRODUCT_SELECTION_EVENT, { detail }));
}

/**
 * Calls `handler` on every `hearth:product-selection` with its detail (an object, else `{}`).
 * @returns a function that removes the listener.
 */
export function onProductSelection(handler: (detail: ProductSelectionDetail) => void): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: Event): void => {
    const detail = (event as CustomEvent<unknown>).detail;
    handler(detail && typeof detail === 'object' ? (detail as ProductSelectionDetail) : {});
  };
  document.addEventListener(PRODUCT_SELECTION_EVENT, listener);
  return () => document.removeEventListener(PRODUCT_SELECTION_EVENT, listener);
}
