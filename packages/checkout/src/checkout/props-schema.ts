import {
  array,
  boolean,
  enums,
  number,
  optional,
  record,
  refine,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';
import { maybe } from '@hearth/core';
import { CHECKOUT_STEPS, isBasePath } from './flow-logic';
import { CheckoutData } from './shared/schema';

const deliveryDataStruct = type({
  deliveryCharge: maybe(number()),
  freeShippingThreshold: maybe(number()),
  isFreeShipping: maybe(boolean()),
  zipCode: maybe(string()),
  isCanada: maybe(boolean()),
  isLowRate: maybe(boolean()),
  addCharge: maybe(number()),
  quotableGroundShippingAmount: maybe(number()),
  deliveryDays: maybe(record(string(), string())),
});
/**
 * Delivery data [ref: checkout#data]: charges and thresholds in cents, flags, and the delivery-day texts by
 * section (`standard`, `localInHome`, `longDistanceInHome`, `basicFreight`, `giftCards`). [ref: checkout#limits]:
 * delivery days and free-shipping thresholds come from config, so the popup shows only what is given.
 */
export const DeliveryData: Struct<DeliveryData, unknown> = deliveryDataStruct;
/** Delivery data. */
export interface DeliveryData extends Infer<typeof deliveryDataStruct> {}

const checkoutPropsSchemaStruct = type({
  /** The checkout state [ref: checkout#data] the server rendered; absent: fetched from RefreshCheckout. */
  checkoutData: optional(CheckoutData),
  /** The step to show ([ref: checkout#screens] index 1-4). @default with `routing: 'path'` the step of the page's address, else 1 */
  step: optional(enums(CHECKOUT_STEPS.map((step) => step.index))),
  /**
   * How the steps use the page address: `path` gives each step its address under `basePath`
   * (pushed on each step change; Back and Forward show the step of the address); `none` leaves
   * the address alone. @default 'path'
   */
  routing: optional(enums(['path', 'none'])),
  /**
   * With `routing: 'path'`, the address of the Shipping step, the other steps under it
   * (`{basePath}/shippingandgiftoptions`, `{basePath}/paymentandbilling`, `{basePath}/review`): a
   * path of this site. @default '/checkout'
   */
  basePath: optional(refine(string(), 'BasePath', isBasePath)),
  /** [ref: checkout#screens]: `authorizationError` after a failed authorization (the payment step). */
  paymentErrorId: optional(string()),
  /** Server-supplied message sets (`missingPostalCode`, `postalCodeValidationError`) [ref: checkout#validation]; the checkout data's win. */
  messages: optional(record(string(), string())),
  /** The countries of the address forms (ISO alpha-3 codes); the site's own is left out as [ref: checkout#validation] says. @default core's list */
  countries: optional(array(type({ code: string(), name: string() }))),
  /** [ref: checkout#validation]: the US state list keeps the territories. @default true */
  includeTerritories: optional(boolean()),
  /** [ref: checkout#validation]: the US state list keeps the military codes. @default true */
  includeMilitary: optional(boolean()),
  /** [ref: checkout#screens]: the tab 'Shipping Charges and Delivery Information' opens on, 1, 2 or 3. @default 1 */
  shippingInfoTab: optional(enums([1, 2, 3])),
  /** Delivery data [ref: checkout#data, #limits]; absent: `hearth-config` `deliveryData`. */
  deliveryData: optional(DeliveryData),
});
/** Island props of `checkout` [ref: script-tag#islands]. Unknown keys are ignored. */
export const CheckoutPropsSchema: Struct<CheckoutIslandProps, unknown> = checkoutPropsSchemaStruct;

/** Props of the `checkout` island, inferred from its schema. */
export interface CheckoutIslandProps extends Infer<typeof checkoutPropsSchemaStruct> {}
