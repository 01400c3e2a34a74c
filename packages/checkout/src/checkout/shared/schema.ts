/**
 * The checkout state [ref: checkout#data] and the answers of the checkout calls [ref: checkout#calls], as superstruct
 * schemas; the TypeScript types are inferred from them.
 */
import { maybe, type ObjectStruct } from '@hearth/core';
import { array, assign, boolean, integer, number, record, string, type, type Infer, type Struct } from 'superstruct';
import { OrderSummary, UnavailableItem } from '@hearth/commerce';
import { Id } from './schema-items';
import { MaskedNumber, PaymentData } from './schema-payment';
import { AccountInfo, Address, Recipient, ShippingOptions } from './schema-shipping';

const placeOrderResponseStruct = type({
  isSuccess: maybe(boolean()),
  redirectUrl: maybe(string()),
  message: maybe(string()),
  giftCardErrors: maybe(array(type({ cardNumber: maybe(MaskedNumber), errorMessage: maybe(string()) }))),
});
/** [ref: checkout#data] placeOrderResponse. */
export interface PlaceOrderResponse extends Infer<typeof placeOrderResponseStruct> {}
/** [ref: checkout#data] placeOrderResponse. */
export const PlaceOrderResponse: Struct<PlaceOrderResponse, unknown> = placeOrderResponseStruct;

const siteCultureInfoStruct = type({ name: maybe(string()), isUsCulture: maybe(boolean()) });
/** [ref: checkout#data]: the US culture is a distinguished value. */
export interface SiteCultureInfo extends Infer<typeof siteCultureInfoStruct> {}
/** [ref: checkout#data]: the US culture is a distinguished value. */
export const SiteCultureInfo: Struct<SiteCultureInfo, unknown> = siteCultureInfoStruct;

const checkoutDataStruct = type({
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
  /** Server-supplied message sets (`missingPostalCode`, `postalCodeValidationError`) [ref: checkout#validation]. */
  messages: maybe(record(string(), string())),
});
/** The checkout state [ref: checkout#data]. */
export const CheckoutData: Struct<CheckoutData, unknown> = checkoutDataStruct;
/** The checkout state. */
export interface CheckoutData extends Infer<typeof checkoutDataStruct> {}

const checkoutAnswerStruct = type({
  isSuccess: maybe(boolean()),
  orderSummary: maybe(OrderSummary),
  errorType: maybe(integer()),
  errorMessage: maybe(string()),
  redirectUrl: maybe(string()),
  message: maybe(string()),
  checkoutData: maybe(CheckoutData),
  unavailableItems: maybe(array(UnavailableItem)),
});
/**
 * The fields every checkout answer may carry ([ref: checkout#calls]: isSuccess, orderSummary, errorType,
 * errorMessage, redirectUrl, message), the new checkout state when the call changes it, and the
 * items a cart validation failure concerns.
 */
export const CheckoutAnswer: ObjectStruct<CheckoutAnswer> = checkoutAnswerStruct;
/** A checkout answer. */
export interface CheckoutAnswer extends Infer<typeof checkoutAnswerStruct> {}

const addressSuggestionStruct = type({ City: maybe(string()), State: maybe(string()), ZipCode: maybe(string()) });
/** A corrected city, state and ZIP the address check suggests. */
export const AddressSuggestion: Struct<AddressSuggestion, unknown> = addressSuggestionStruct;
/** An address suggestion. */
export interface AddressSuggestion extends Infer<typeof addressSuggestionStruct> {}

const addressAnswerStruct = assign(
  CheckoutAnswer,
  type({
    isValid: maybe(boolean()),
    validationErrors: maybe(record(string(), string())),
    AddressValidationResult: maybe(type({ Suggestions: maybe(array(AddressSuggestion)) })),
    recipientId: maybe(Id),
  }),
);
/** ValidateAddress, ValidateAndSaveAddress, SaveShippingAddress, SaveMultiShippingAddress, SaveBillingAddress. */
export const AddressAnswer: Struct<AddressAnswer, unknown> = addressAnswerStruct;
/** An address answer. */
export interface AddressAnswer extends Infer<typeof addressAnswerStruct> {}

const giftOptionAnswerStruct = assign(CheckoutAnswer, type({ recipientList: maybe(array(Recipient)) }));
/** UpdateGiftOption [ref: checkout#calls]: isSuccess, orderSummary, recipientList. */
export interface GiftOptionAnswer extends Infer<typeof giftOptionAnswerStruct> {}
/** UpdateGiftOption [ref: checkout#calls]: isSuccess, orderSummary, recipientList. */
export const GiftOptionAnswer: Struct<GiftOptionAnswer, unknown> = giftOptionAnswerStruct;

const availabilityStoreStruct = type({
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
/** Store availability ([ref: checkout#calls] GetAvailabilityData). */
export const AvailabilityStore: Struct<AvailabilityStore, unknown> = availabilityStoreStruct;
/** A store of the store chooser. */
export interface AvailabilityStore extends Infer<typeof availabilityStoreStruct> {}

const availabilityAnswerStruct = type({
  sku: maybe(string()),
  zip: maybe(string()),
  stores: maybe(array(AvailabilityStore)),
});
/** GetAvailabilityData's answer. */
export interface AvailabilityAnswer extends Infer<typeof availabilityAnswerStruct> {}
/** GetAvailabilityData's answer. */
export const AvailabilityAnswer: Struct<AvailabilityAnswer, unknown> = availabilityAnswerStruct;

/**
 * A store as the store-detail popups show it ([ref: checkout#calls] StoreLocationDetail, StoreLocationDetailList;
 * their answers are not shown in the spec): its name, address, phone, opening hours and a map link
 * (which goes through the URL filter before it becomes a link).
 */
const storeDetailStruct = type({
  storeId: Id,
  name: string(),
  address: maybe(string()),
  phone: maybe(string()),
  hours: maybe(array(type({ days: string(), hours: string() }))),
  mapUrl: maybe(string()),
});
/** A store's details. */
export interface StoreDetail extends Infer<typeof storeDetailStruct> {}
export const StoreDetail: Struct<StoreDetail, unknown> = storeDetailStruct;

/** StoreLocationDetail's answer: one store. */
const storeDetailAnswerStruct = type({ store: StoreDetail });
/** StoreLocationDetail's answer. */
export interface StoreDetailAnswer extends Infer<typeof storeDetailAnswerStruct> {}
export const StoreDetailAnswer: Struct<StoreDetailAnswer, unknown> = storeDetailAnswerStruct;
const storeDetailListAnswerStruct = type({ stores: array(StoreDetail) });
/** StoreLocationDetailList's answer: the stores. */
export interface StoreDetailListAnswer extends Infer<typeof storeDetailListAnswerStruct> {}
export const StoreDetailListAnswer: Struct<StoreDetailListAnswer, unknown> = storeDetailListAnswerStruct;
