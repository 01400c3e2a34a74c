/**
 * Server data of the cart page [ref: cart#data, #calls] as superstruct schemas; the TypeScript types are
 * inferred from them. `type()` everywhere: the server sends more fields than the cart reads, and
 * they are kept. Fields the spec names but does not type are optional and may be `null`.
 */
import { OrderSummary, OversizedItem, UnavailableItem } from '@hearth/commerce';
import { maybe } from '@hearth/core';
import {
  array,
  assign,
  boolean,
  integer,
  number,
  record,
  string,
  type,
  union,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';

const eddStruct = type({ message: maybe(string()) });
/** An estimated delivery (`edd.message`). */
export interface Edd extends Infer<typeof eddStruct> {}
/** An estimated delivery (`edd.message`). */
export const Edd: Struct<Edd, unknown> = eddStruct;

const selectedOptionStruct = type({ title: maybe(string()), text: maybe(string()) });
/** A selected option shown under a line (fabric, size…). */
export interface SelectedOption extends Infer<typeof selectedOptionStruct> {}
/** A selected option shown under a line (fabric, size…). */
export const SelectedOption: Struct<SelectedOption, unknown> = selectedOptionStruct;

const cartLineItemStruct = type({
  id: union([string(), number()]),
  sku: string(),
  qty: integer(),
  name: maybe(string()),
  imagePath: maybe(string()),
  url: maybe(string()),
  /** Unit price in cents [ref: cart#limits]. */
  currentPrice: maybe(number()),
  /** Line total in cents. */
  totalPrice: maybe(number()),
  /** [ref: cart#rules]: 1 ship, any other value pickup. */
  shipMethod: maybe(number()),
  isShipOptionVisible: maybe(boolean()),
  isStorePickupOptionVisible: maybe(boolean()),
  availabilityMessage: maybe(string()),
  edd: maybe(Edd),
  selectedOptions: maybe(array(SelectedOption)),
  personalizationText: maybe(string()),
  isInstallationServiceRequired: maybe(boolean()),
  isSaveForLaterEnabled: maybe(boolean()),
  priceQuantityTotals: maybe(type({ quantity: maybe(integer()), isQuantityDisabled: maybe(boolean()) })),
});
/** A cart or saved-for-later line ([ref: cart#data] lineItems: id, sku, qty; the rest as the server sends). */
export const CartLineItem: Struct<CartLineItem, unknown> = cartLineItemStruct;
/** A cart or saved-for-later line. */
export interface CartLineItem extends Infer<typeof cartLineItemStruct> {}

const appliedCertificateStruct = type({
  certificateNumber: maybe(string()),
  amount: maybe(number()),
});
/** An applied reward certificate of the order summary. */
export interface AppliedCertificate extends Infer<typeof appliedCertificateStruct> {}
/** An applied reward certificate of the order summary. */
export const AppliedCertificate: Struct<AppliedCertificate, unknown> = appliedCertificateStruct;

const cartOrderSummaryStruct = assign(OrderSummary, type({ certificates: maybe(array(AppliedCertificate)) }));
/** The cart's order summary [ref: cart#data]: the store's, with the applied reward certificates. */
export const CartOrderSummary: Struct<CartOrderSummary, unknown> = cartOrderSummaryStruct;
/** The cart's order summary. */
export interface CartOrderSummary extends Infer<typeof cartOrderSummaryStruct> {}

const cartConfigurationStruct = type({
  isSaveForLaterEnabled: maybe(boolean()),
  isStorePickupEnabled: maybe(boolean()),
  isPromoCodeEnabled: maybe(boolean()),
  isZipCodeEnabled: maybe(boolean()),
  isDonationEnabled: maybe(boolean()),
  donationSku: maybe(string()),
  /** The store whose pickup estimate getEdd answers (locationId). */
  locationId: maybe(union([string(), number()])),
});
/** Configuration flags of the cart [ref: cart#data]. Absent flags are on, except donation. */
export interface CartConfiguration extends Infer<typeof cartConfigurationStruct> {}
/** Configuration flags of the cart [ref: cart#data]. Absent flags are on, except donation. */
export const CartConfiguration: Struct<CartConfiguration, unknown> = cartConfigurationStruct;

const cartDataStruct = type({
  lineItems: array(CartLineItem),
  savedForLater: maybe(array(CartLineItem)),
  unavailableItems: maybe(array(UnavailableItem)),
  cartSummary: maybe(type({ discountCode: maybe(string()), taxZipCode: maybe(string()), itemCount: maybe(integer()) })),
  orderSummary: maybe(CartOrderSummary),
  configuration: maybe(CartConfiguration),
  /** Server-supplied texts by name (emptyCart, missingPostalCode, postalCodeValidationError, pickupOutage…). */
  messages: maybe(record(string(), unknown())),
  isGuest: maybe(boolean()),
  isLoggedIn: maybe(boolean()),
  isInternational: maybe(boolean()),
  itemCount: maybe(integer()),
});
/** The cart [ref: cart#data]. */
export const CartData: Struct<CartData, unknown> = cartDataStruct;
/** The cart. */
export interface CartData extends Infer<typeof cartDataStruct> {}

const cartAnswerStruct = type({
  isSuccess: maybe(boolean()),
  error: maybe(unknown()),
  message: maybe(string()),
  cartData: maybe(CartData),
  promoErrorMessage: maybe(string()),
  cartErrorMessage: maybe(string()),
  /** Cart validation error type [ref: cart#data]. */
  errorType: maybe(integer()),
  popupUrl: maybe(string()),
  oversizedItems: maybe(array(OversizedItem)),
  redirectUrl: maybe(string()),
  isGuest: maybe(boolean()),
  isLoggedIn: maybe(boolean()),
  isInternational: maybe(boolean()),
});
/**
 * The answer of every cart-service call ([ref: cart#calls]: isSuccess, error, message, cartData,
 * promoErrorMessage, cartErrorMessage, errorType, popupUrl, oversizedItems) plus what the
 * checkout call adds (redirectUrl, isGuest, isLoggedIn, isInternational).
 */
export const CartAnswer: Struct<CartAnswer, unknown> = cartAnswerStruct;
/** A cart-service answer. */
export interface CartAnswer extends Infer<typeof cartAnswerStruct> {}

const removalAnswerStruct = type({
  isSuccess: maybe(boolean()),
  error: maybe(unknown()),
  redirectUrl: maybe(string()),
  message: maybe(string()),
});
/** The answer of a /ReactCheckout removal call [ref: cart#calls]: isSuccess, redirectUrl, message. */
export interface RemovalAnswer extends Infer<typeof removalAnswerStruct> {}
/** The answer of a /ReactCheckout removal call [ref: cart#calls]: isSuccess, redirectUrl, message. */
export const RemovalAnswer: Struct<RemovalAnswer, unknown> = removalAnswerStruct;

const eddAnswerStruct = type({
  IsReset: maybe(boolean()),
  lineItems: maybe(
    array(
      type({
        id: maybe(union([string(), number()])),
        sku: maybe(string()),
        pickupEddMessage: maybe(string()),
        edd: maybe(Edd),
      }),
    ),
  ),
});
/** The answer of getEdd [ref: cart#calls, #errors]: IsReset, lineItems. */
export const EddAnswer: Struct<EddAnswer, unknown> = eddAnswerStruct;
/** A getEdd answer. */
export interface EddAnswer extends Infer<typeof eddAnswerStruct> {}
