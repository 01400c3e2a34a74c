/** CONTRACT §4: dispatched on `document` after any change to the cart. */
export const CART_UPDATED_EVENT = 'hearth:cart-updated';

/** CONTRACT §4: analytics events named in the spec, detail `{ event, properties }`. */
export const ANALYTICS_EVENT = 'hearth:analytics';

/**
 * A cart item count from an event detail or a caller: a whole number of at least 0, also given
 * as a numeric string by legacy page script (`'3'`). Anything else is "not known" (`undefined`).
 * @internal
 */
export function toCartCount(value: unknown): number | undefined {
  const count =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(count) && count >= 0 ? count : undefined;
}
