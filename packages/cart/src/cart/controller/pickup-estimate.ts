/** [ref: cart#calls, #errors]: the pickup estimate (getEdd). */
import { dictionary } from '@hearth/core';
import type { CartData, EddAnswer } from '../schema';

/** What the cart shows of a getEdd answer. */
export interface PickupEstimate {
  /** [ref: cart#errors]: IsReset or no lineItems shows the outage pickup message. */
  outage: boolean;
  /** The pickup message per line id. */
  messages: Record<string, string>;
}

/** Whether a line ships (ship method 1 means ship; any other value means pickup) [ref: cart#rules]. */
export function isShipMethod(shipMethod: number | null | undefined): boolean {
  return (shipMethod ?? 1) === 1;
}

/** The ship method value sent for pickup. Any value other than 1 means pickup [ref: cart#rules]. */
export const PICKUP_SHIP_METHOD = 2;
/** The ship method value sent for ship [ref: cart#rules]. */
export const SHIP_SHIP_METHOD = 1;

/** Whether any line of the cart is picked up, so a pickup estimate is wanted. */
export function wantsPickupEstimate(cart: CartData | null | undefined): boolean {
  return Boolean(cart?.lineItems.some((line) => !isShipMethod(line.shipMethod)));
}

/** The getEdd body ({locationId, zipCode}) [ref: cart#calls]. */
export function eddRequest(
  cart: CartData,
  locationId?: string | number | null,
): { locationId: string | number | null; zipCode: string } {
  return {
    locationId: locationId ?? cart.configuration?.locationId ?? null,
    zipCode: cart.cartSummary?.taxZipCode ?? '',
  };
}

/** Reads a getEdd answer; `'reset'` stands for an answer the client refused (IsReset, or malformed: [ref: script-tag#calls]). */
export function readPickupEstimate(answer: EddAnswer | 'reset'): PickupEstimate {
  if (answer === 'reset' || answer.IsReset || !answer.lineItems || answer.lineItems.length === 0) {
    return { outage: true, messages: dictionary() };
  }
  const messages = dictionary<string>();
  for (const line of answer.lineItems) {
    const message = line.pickupEddMessage || line.edd?.message;
    if (line.id != null && message) messages[String(line.id)] = message;
  }
  return { outage: false, messages };
}
