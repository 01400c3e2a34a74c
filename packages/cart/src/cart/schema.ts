/**
 * Server data of the cart page (000 §3, §7) as superstruct schemas; the TypeScript types are
 * inferred from them. `type()` everywhere: the server sends more fields than the cart reads, and
 * they are kept. Fields the spec names but does not type are optional and may be `null`.
 */
import { OrderSummary, OversizedItem, UnavailableItem } from '@hearth/commerce';
import { maybe } from '@hearth/core';
import { array, assign, boolean, integer, number, record, string, type, union, unknown, type Infer } from 'superstruct';

/** An estimated delivery (`edd.message`). */
export const Edd = type({ message: maybe(string()) });

/** A selected option shown under a line (fabric, size…). */
export const SelectedOption = type({ title: maybe(string()), text: maybe(string()) });

/** A cart or saved-for-later line (000 §3 lineItems: id, sku, qty; the rest as the server sends). */
export const CartLineItem = type({
  id: union([string(), number()]),
  sku: string(),
  qty: integer(),
  name: maybe(string()),
  imagePath: maybe(string()),
  url: maybe(string()),
  /** Unit price in cents (000 §9). */
  currentPrice: maybe(number()),
  /** Line total in cents. */
  totalPrice: maybe(number()),
  /** 000 §4: 1 ship, any other value pickup. */
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
/** A cart or saved-for-later line. */
export type CartLineItem = Infer<typeof CartLineItem>;

/** An applied reward certificate of the order summary. */
export const AppliedCertificate = type({
  certificateNumber: maybe(string()),
  amount: maybe(number()),
});

/** The cart's order summary (000 §3): the store's, with the applied reward certificates. */
export const CartOrderSummary = assign(OrderSummary, type({ certificates: maybe(array(AppliedCertificate)) }));
/** The cart's order summary. */
export type CartOrderSummary = Infer<typeof CartOrderSummary>;

/** Configuration flags of the cart (000 §3). Absent flags are on, except donation. */
export const CartConfiguration = type({
  isSaveForLaterEnabled: maybe(boolean()),
  isStorePickupEnabled: maybe(boolean()),
  isPromoCodeEnabled: maybe(boolean()),
  isZipCodeEnabled: maybe(boolean()),
  isDonationEnabled: maybe(boolean()),
  donationSku: maybe(string()),
  /** The store whose pickup estimate getEdd answers (locationId). */
  locationId: maybe(union([string(), number()])),
});

/** The cart (000 §3). */
export const CartData = type({
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
/** The cart. */
export type CartData = Infer<typeof CartData>;

/**
 * The answer of every cart-service call (000 §7: isSuccess, error, message, cartData,
 * promoErrorMessage, cartErrorMessage, errorType, popupUrl, oversizedItems) plus what the
 * checkout call adds (redirectUrl, isGuest, isLoggedIn, isInternational).
 */
export const CartAnswer = type({
  isSuccess: maybe(boolean()),
  error: maybe(unknown()),
  message: maybe(string()),
  cartData: maybe(CartData),
  promoErrorMessage: maybe(string()),
  cartErrorMessage: maybe(string()),
  /** Cart validation error type (001 §3). */
  errorType: maybe(integer()),
  popupUrl: maybe(string()),
  oversizedItems: maybe(array(OversizedItem)),
  redirectUrl: maybe(string()),
  isGuest: maybe(boolean()),
  isLoggedIn: maybe(boolean()),
  isInternational: maybe(boolean()),
});
/** A cart-service answer. */
export type CartAnswer = Infer<typeof CartAnswer>;

/** The answer of a /ReactCheckout removal call (001 §7): isSuccess, redirectUrl, message. */
export const RemovalAnswer = type({
  isSuccess: maybe(boolean()),
  error: maybe(unknown()),
  redirectUrl: maybe(string()),
  message: maybe(string()),
});

/** The answer of getEdd (000 §7, §8): IsReset, lineItems. */
export const EddAnswer = type({
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
/** A getEdd answer. */
export type EddAnswer = Infer<typeof EddAnswer>;
