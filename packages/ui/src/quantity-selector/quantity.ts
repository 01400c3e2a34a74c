/**
 * Quantity rules of [ref: quantity-selector#validation, #limits] as pure functions: integer 1 to 99, stepping past a
 * bound wraps to 1, an empty field on blur resets to 1, typed out-of-range values are
 * ignored, and the buttons disable at the bounds once one of them has been used.
 */

/** [ref: quantity-selector#limits]: quantity min 1. */
export const QUANTITY_MIN = 1;
/** [ref: quantity-selector#limits]: quantity max 99. */
export const QUANTITY_MAX = 99;

/** Inclusive bounds of a quantity. */
export interface QuantityBounds {
  /** @default 1 */
  min: number;
  /** @default 99 */
  max: number;
}

/** The spec's bounds. */
export const DEFAULT_BOUNDS: QuantityBounds = { min: QUANTITY_MIN, max: QUANTITY_MAX };

/** Next value after stepping `delta`; past either bound it wraps to the minimum (wraps to 1) [ref: quantity-selector#validation]. */
export function stepQuantity(value: number, delta: number, bounds: QuantityBounds = DEFAULT_BOUNDS): number {
  const next = value + delta;
  return next > bounds.max || next < bounds.min ? bounds.min : next;
}

/**
 * The field's text after the shopper typed `text`, or `null` when the keystroke is
 * ignored: anything but digits, or a number outside the bounds [ref: quantity-selector#validation]. An empty
 * field is allowed while typing; blur then resets it.
 */
export function acceptTypedQuantity(text: string, bounds: QuantityBounds = DEFAULT_BOUNDS): string | null {
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= bounds.min && value <= bounds.max ? String(value) : null;
}

/** Value kept when the field loses focus: an empty field resets to 1 [ref: quantity-selector#validation]. */
export function quantityOnBlur(text: string, bounds: QuantityBounds = DEFAULT_BOUNDS): number {
  return text === '' ? bounds.min : Number(text);
}

/** Which buttons are disabled: only once a button has been used, at the matching bound [ref: quantity-selector#validation]. */
export function disabledButtons(
  value: number,
  buttonUsed: boolean,
  bounds: QuantityBounds = DEFAULT_BOUNDS,
): { decrease: boolean; increase: boolean } {
  return { decrease: buttonUsed && value <= bounds.min, increase: buttonUsed && value >= bounds.max };
}

/** Clamps a value given from outside (props, server data) into the bounds. */
export function normalizeQuantity(value: number | undefined, bounds: QuantityBounds = DEFAULT_BOUNDS): number {
  if (value === undefined || !Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}
