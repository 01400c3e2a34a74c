import { CART_ERROR_TYPE } from '@hearth/commerce';
/** The enumerations of [ref: checkout#data], to the value. */

/** [ref: checkout#data]: availability status. */
export const AVAILABILITY_STATUS = {
  notFound: 0,
  available: 1,
  futureAvailability: 2,
  noLongerAvailable: 3,
  notEligible: 4,
  noCarrier: 5,
  error: 6,
  notRequested: 7,
} as const;

/** [ref: checkout#data]: service level. */
export const SERVICE_LEVEL = {
  standard: 1,
  premium: 2,
  express: 3,
  localInHome: 6,
  longDistanceInHome: 7,
} as const;

/** [ref: checkout#data]: cart validation error type (shared with the cart page, in @hearth/core). */
export const CART_VALIDATION_ERROR_TYPE = CART_ERROR_TYPE;

/** [ref: checkout#rules, #data] selectedShipOption: 1 delivery; any other value is pickup. */
export const SHIP_OPTION = { delivery: 1, pickup: 2 } as const;
