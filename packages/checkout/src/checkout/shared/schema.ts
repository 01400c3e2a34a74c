/**
 * The checkout state (001 §3) and the answers of the checkout calls (001 §7), as superstruct
 * schemas; the TypeScript types are inferred from them.
 */
import { maybe } from '@hearth/core';
import { array, assign, boolean, integer, number, record, string, type, type Infer } from 'superstruct';
import { OrderSummary, UnavailableItem } from '@hearth/commerce';
import { Id } from './schema-items';
import { MaskedNumber, PaymentData } from './schema-payment';
import { AccountInfo, Address, Recipient, ShippingOptions } from './schema-shipping';

/** 001 §3 placeOrderResponse. */
export const PlaceOrderResponse = type({
  isSuccess: maybe(boolean()),
  redirectUrl: maybe(string()),
  message: maybe(string()),
  giftCardErrors: maybe(array(type({ cardNumber: maybe(MaskedNumber), errorMessage: maybe(string()) }))),
});

/** 001 §3: the US culture is a distinguished value. */
export const SiteCultureInfo = type({ name: maybe(string()), isUsCulture: maybe(boolean()) });

/** The checkout state (001 §3). */
export const CheckoutData = type({
  currentStep: maybe(integer()),
  shippingOptions: maybe(ShippingOptions),
  accountInfo: maybe(AccountInfo),
  siteCultureInfo: maybe(SiteCultureInfo),
  paymentData: maybe(PaymentData),
  billingAddress: maybe(Address),
  orderSummary: maybe(OrderSummary),
  requestVerificationToken: maybe(string()),
  cartValidation: maybe(type({ errorType: maybe(integer()) })),
  placeOrderResponse: maybe(PlaceOrderResponse),
  /** Server-supplied message sets (001 §5: `missingPostalCode`, `postalCodeValidationError`). */
  messages: maybe(record(string(), string())),
});
/** The checkout state. */
export type CheckoutData = Infer<typeof CheckoutData>;

/**
 * The fields every checkout answer may carry (001 §7: isSuccess, orderSummary, errorType,
 * errorMessage, redirectUrl, message), the new checkout state when the call changes it, and the
 * items a cart validation failure concerns.
 */
export const CheckoutAnswer = type({
  isSuccess: maybe(boolean()),
  orderSummary: maybe(OrderSummary),
  errorType: maybe(integer()),
  errorMessage: maybe(string()),
  redirectUrl: maybe(string()),
  message: maybe(string()),
  checkoutData: maybe(CheckoutData),
  unavailableItems: maybe(array(UnavailableItem)),
});
/** A checkout answer. */
export type CheckoutAnswer = Infer<typeof CheckoutAnswer>;

/** A corrected city, state and ZIP the address check suggests. */
export const AddressSuggestion = type({ City: maybe(string()), State: maybe(string()), ZipCode: maybe(string()) });
/** An address suggestion. */
export type AddressSuggestion = Infer<typeof AddressSuggestion>;

/** ValidateAddress, ValidateAndSaveAddress, SaveShippingAddress, SaveMultiShippingAddress, SaveBillingAddress. */
export const AddressAnswer = assign(
  CheckoutAnswer,
  type({
    isValid: maybe(boolean()),
    validationErrors: maybe(record(string(), string())),
    AddressValidationResult: maybe(type({ Suggestions: maybe(array(AddressSuggestion)) })),
    recipientId: maybe(Id),
  }),
);
/** An address answer. */
export type AddressAnswer = Infer<typeof AddressAnswer>;

/** UpdateGiftOption (001 §7): isSuccess, orderSummary, recipientList. */
export const GiftOptionAnswer = assign(CheckoutAnswer, type({ recipientList: maybe(array(Recipient)) }));

/** Store availability (001 §7 GetAvailabilityData). */
export const AvailabilityStore = type({
  storeId: Id,
  name: maybe(string()),
  address: maybe(string()),
  phone: maybe(string()),
  isBopsEnabled: maybe(boolean()),
  isAvailable: maybe(boolean()),
  availableQuantity: maybe(number()),
  isOnDisplay: maybe(boolean()),
  message: maybe(string()),
});
/** A store of the store chooser. */
export type AvailabilityStore = Infer<typeof AvailabilityStore>;

/** GetAvailabilityData's answer. */
export const AvailabilityAnswer = type({
  sku: maybe(string()),
  zip: maybe(string()),
  stores: maybe(array(AvailabilityStore)),
});

/**
 * A store as the store-detail popups show it (001 §7 StoreLocationDetail, StoreLocationDetailList;
 * their answers are not shown in the spec): its name, address, phone, opening hours and a map link
 * (which goes through the URL filter before it becomes a link).
 */
export const StoreDetail = type({
  storeId: Id,
  name: string(),
  address: maybe(string()),
  phone: maybe(string()),
  hours: maybe(array(type({ days: string(), hours: string() }))),
  mapUrl: maybe(string()),
});
/** A store's details. */
export type StoreDetail = Infer<typeof StoreDetail>;

/** StoreLocationDetail's answer: one store. */
export const StoreDetailAnswer = type({ store: StoreDetail });
/** StoreLocationDetailList's answer: the stores. */
export const StoreDetailListAnswer = type({ stores: array(StoreDetail) });
