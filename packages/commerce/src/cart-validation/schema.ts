/** Server data the cart validation popups show (000 §3), shared by the cart page and the checkout. */
import { array, boolean, integer, number, string, type, union, type Infer } from 'superstruct';
import { maybe } from '@hearth/core';

/**
 * Unavailable item (000 §3): sku, title, imagePath, currentPrice (cents), quantity,
 * availabilityMessage, edd.message, isCustomNla.
 */
export const UnavailableItem = type({
  sku: string(),
  title: maybe(string()),
  imagePath: maybe(string()),
  currentPrice: maybe(number()),
  quantity: maybe(integer()),
  availabilityMessage: maybe(string()),
  edd: maybe(type({ message: maybe(string()) })),
  isCustomNla: maybe(boolean()),
});
/** An item the shopper can no longer buy as it is. */
export type UnavailableItem = Infer<typeof UnavailableItem>;

/** One shipping box of an oversized item (000 §3). */
export const OversizedBox = type({
  boxNumber: maybe(union([number(), string()])),
  quantity: maybe(number()),
  width: maybe(number()),
  depth: maybe(number()),
  height: maybe(number()),
});

/** Oversized item (000 §3): title, and boxes (boxNumber, quantity, width, depth, height). */
export const OversizedItem = type({
  title: maybe(string()),
  boxes: maybe(array(OversizedBox)),
});
/** Oversized item. */
export type OversizedItem = Infer<typeof OversizedItem>;
