/** The order summary the cart page and the checkout show [ref: commerce#data], as a superstruct schema. */
import { maybe, type ObjectStruct } from '@hearth/core';
import { integer, number, string, type, type Infer } from 'superstruct';

const orderSummaryStruct = type({
  itemCount: maybe(integer()),
  subtotal: maybe(number()),
  discount: maybe(number()),
  shipping: maybe(number()),
  formattedShipping: maybe(string()),
  tax: maybe(number()),
  formattedTax: maybe(string()),
  credits: maybe(number()),
  total: maybe(number()),
  rewardsTotal: maybe(number()),
  rewardsExceedOrderTotalMessage: maybe(string()),
});
/**
 * Order summary ([ref: commerce#data] orderSummary): amounts in cents, with the server's formatted
 * text where it has its own words ('FREE'), the rewards total and rewardsExceedOrderTotalMessage.
 * `type()`: what else the server sends is kept (the cart reads its certificates too).
 */
export const OrderSummary: ObjectStruct<OrderSummary> = orderSummaryStruct;
/** An order summary. */
export interface OrderSummary extends Infer<typeof orderSummaryStruct> {}
