/**
 * @hearth/checkout: the multi-step checkout [ref: checkout]: the `checkout` island, its state and popups.
 * What npm users use: the component and its hook, the props and data schemas, the calls, the
 * enumerations and the documented pure functions. Everything else stays inside.
 */
export { Checkout, type CheckoutProps } from './checkout/checkout';
export { useCheckout, type CheckoutResult, type UseCheckoutOptions } from './checkout/use-checkout';
export { createCheckoutController, type CheckoutControllerOptions } from './checkout/create-checkout-controller';
export type { CheckoutActions, CheckoutController, IslandStep, StepProps } from './checkout/checkout-controller';
export { CHECKOUT_STEP_TABLE } from './checkout/steps';
export { browserCheckoutEnv, type CheckoutEnv } from './checkout/checkout-env';
export type { CheckoutPopup, CheckoutState } from './checkout/checkout-state';
export type { CheckoutCardEntry, CheckoutCardEntryProps } from './checkout/checkout-settings';
export { CheckoutPropsSchema, DeliveryData, type CheckoutIslandProps } from './checkout/props-schema';
export { CheckoutAnswer, CheckoutData } from './checkout/shared/schema';
export { CheckoutItem, ItemAvailability } from './checkout/shared/schema-items';
export { Address, Recipient, Shipment } from './checkout/shared/schema-shipping';
export { PaymentData, PaymentCardRecord, SavedCard } from './checkout/shared/schema-payment';
export { CHECKOUT_CALLS, checkoutLog, type CheckoutCallName, type CheckoutCalls } from './checkout/calls';
export { AVAILABILITY_STATUS, CART_VALIDATION_ERROR_TYPE, SERVICE_LEVEL } from './checkout/shared/enums';
export {
  CHECKOUT_STEPS,
  flowTarget,
  isBasePath,
  routeOf,
  stepOfPath,
  type CheckoutFlow,
  type CheckoutRouting,
  type CheckoutStep,
  type FlowTarget,
  type StepIndex,
  type StepName,
} from './checkout/flow-logic';
export { MERGE_MODE, mergeItemLists, type MergeMode } from './checkout/shared/item-merge';
export { withHolidayDate, withShipComplete } from './checkout/options/options-logic';
export { defaultShippingAddress, validateAddressValues, type AddressValues } from './checkout/shared/address-logic';
export { shippingInfoSections, shippingInfoTabs } from './checkout/options/shipping-charges-logic';
export { cartValidationOutcome, errorPopupKind } from './checkout/popups/error-logic';
export { CHECKOUT_MESSAGES } from './messages';
export { checkoutMessage } from './wording';
export { registerPaymentProvider } from './checkout/payment/payment-provider';
export {
  AltPayError,
  ALT_PAY_CALLS,
  type AltPayAdapter,
  type AltPayAuthorization,
  type AltPayButtonFlow,
  type AltPayFailure,
  type AltPayMethod,
  type AltPayRequest,
  type PayPalMethod,
} from './checkout/payment/alt-pay';

// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export {
  AddressAnswer,
  AddressSuggestion,
  AvailabilityAnswer,
  AvailabilityStore,
  GiftOptionAnswer,
  PlaceOrderResponse,
  SiteCultureInfo,
  StoreDetailAnswer,
  StoreDetailListAnswer,
} from './checkout/shared/schema';
export { PromoLink, ShippingDeliveryOptions } from './checkout/shared/schema-items';
export {
  AppliedCertificate,
  AppliedGiftCard,
  AppliedTenderCode,
  PlccOfferData,
  VerifyErrors,
} from './checkout/shared/schema-payment';
export {
  AccountInfo,
  Holiday,
  HolidayHold,
  NotificationOptions,
  PickupContact,
  PickupStore,
  ServiceLevelOption,
  ShippingOptions,
  Trip,
  TripBooking,
} from './checkout/shared/schema-shipping';
export type { NewCard, PaymentCard } from './checkout/payment/payment-actions';
export type { IsSuccessAnswer } from './checkout/calls';
export type { ActionGroup } from './checkout/checkout-controller';
export type { CheckoutContext } from './checkout/checkout-context';
export type { AccountRewards, CardSlot, StoreChoiceItem, SuggestionTarget } from './checkout/checkout-state';
export type { CheckoutSettings } from './checkout/checkout-settings';
export { StoreDetail } from './checkout/shared/schema';
export type { AddressListOptions } from './checkout/shared/address-logic';
export type { ShipmentRef } from './checkout/options/options-actions';
export type { ApplePayOrder } from './checkout/review/place-order-actions';
export type { VendorButton, VisaPayment } from './checkout/payment/alt-pay-actions';
export type { PaymentGroup } from './checkout/payment/payment-group';
export type { RewardsGroup } from './checkout/tenders/rewards-actions';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { CHECKOUT_ENDPOINT_NAMES } from './endpoint-names';
