/** Server data the cart validation popups show [ref: commerce#data], shared by the cart page and the checkout. */
import { array, boolean, integer, number, string, type, union, type Infer, type Struct } from 'superstruct';
import { maybe } from '@hearth/core';

const unavailableItemStruct = type({
  sku: string(),
  title: maybe(string()),
  imagePath: maybe(string()),
  currentPrice: maybe(number()),
  quantity: maybe(integer()),
  availabilityMessage: maybe(string()),
  edd: maybe(type({ message: maybe(string()) })),
  isCustomNla: maybe(boolean()),
});
/**
 * Unavailable item [ref: commerce#data]: sku, title, imagePath, currentPrice (cents), quantity,
 * availabilityMessage, edd.message, isCustomNla.
 */
export const UnavailableItem: Struct<UnavailableItem, unknown> = unavailableItemStruct;
/** An item the shopper can no longer buy as it is. */
export interface UnavailableItem extends Infer<typeof unavailableItemStruct> {}

const oversizedBoxStruct = type({
  boxNumber: maybe(union([number(), string()])),
  quantity: maybe(number()),
  width: maybe(number()),
  depth: maybe(number()),
  height: maybe(number()),
});
/** One shipping box of an oversized item [ref: commerce#data]. */
export interface OversizedBox extends Infer<typeof oversizedBoxStruct> {}
/** One shipping box of an oversized item [ref: commerce#data]. */
export const OversizedBox: Struct<OversizedBox, unknown> = oversizedBoxStruct;

const oversizedItemStruct = type({
  title: maybe(string()),
  boxes: maybe(array(OversizedBox)),
});
/** Oversized item [ref: commerce#data]: title, and boxes (boxNumber, quantity, width, depth, height). */
export const OversizedItem: Struct<OversizedItem, unknown> = oversizedItemStruct;
/** Oversized item. */
export interface OversizedItem extends Infer<typeof oversizedItemStruct> {}
