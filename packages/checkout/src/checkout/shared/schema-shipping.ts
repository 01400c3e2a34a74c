/** Checkout shipping data [ref: checkout#data]: addresses, recipients, shipments and their options. */
import { array, boolean, integer, string, type, type Infer, type Struct } from 'superstruct';
import { maybe } from '@hearth/core';
import { CheckoutItem, Id } from './schema-items';

const addressStruct = type({
  addressId: maybe(Id),
  firstName: maybe(string()),
  lastName: maybe(string()),
  address1: maybe(string()),
  address2: maybe(string()),
  address3: maybe(string()),
  country: maybe(string()),
  city: maybe(string()),
  state: maybe(string()),
  postalCode: maybe(string()),
  dayPhone: maybe(string()),
  emailAddress: maybe(string()),
});
/** Address [ref: checkout#data]. */
export const Address: Struct<Address, unknown> = addressStruct;
/** An address. */
export interface Address extends Infer<typeof addressStruct> {}

const holidayStruct = type({ shippingDate: string(), shippingRange: maybe(string()) });
/** One holiday shipping date and its range ([ref: checkout#data] holidayHold.holidays). */
export interface Holiday extends Infer<typeof holidayStruct> {}
/** One holiday shipping date and its range ([ref: checkout#data] holidayHold.holidays). */
export const Holiday: Struct<Holiday, unknown> = holidayStruct;

const holidayHoldStruct = type({
  selectedShippingDate: maybe(string()),
  selectedShippingRange: maybe(string()),
  holidays: maybe(array(Holiday)),
});
/** [ref: checkout#data] shipment.holidayHold. */
export interface HolidayHold extends Infer<typeof holidayHoldStruct> {}
/** [ref: checkout#data] shipment.holidayHold. */
export const HolidayHold: Struct<HolidayHold, unknown> = holidayHoldStruct;

const tripStruct = type({ id: Id, description: maybe(string()) });
/** A delivery trip the server offers for in-home delivery (`tripBooking.trips`). */
export interface Trip extends Infer<typeof tripStruct> {}
/** A delivery trip the server offers for in-home delivery (`tripBooking.trips`). */
export const Trip: Struct<Trip, unknown> = tripStruct;

const tripBookingStruct = type({
  isContactMeSelected: maybe(boolean()),
  selectedTrip: maybe(Id),
  drivingDirections: maybe(string()),
  trips: maybe(array(Trip)),
});
/** [ref: checkout#data] shipment.tripBooking (in-home delivery). */
export const TripBooking: Struct<TripBooking, unknown> = tripBookingStruct;
/** Trip booking. */
export interface TripBooking extends Infer<typeof tripBookingStruct> {}

const serviceLevelOptionStruct = type({
  serviceLevel: integer(),
  name: maybe(string()),
  formattedCharge: maybe(string()),
  description: maybe(string()),
});
/** One service level a shipment offers (SERVICE_LEVEL values). */
export interface ServiceLevelOption extends Infer<typeof serviceLevelOptionStruct> {}
/** One service level a shipment offers (SERVICE_LEVEL values). */
export const ServiceLevelOption: Struct<ServiceLevelOption, unknown> = serviceLevelOptionStruct;

const pickupStoreStruct = type({ storeId: maybe(Id), name: maybe(string()), address: maybe(string()) });
/** The store a pickup shipment is picked up at. */
export interface PickupStore extends Infer<typeof pickupStoreStruct> {}
/** The store a pickup shipment is picked up at. */
export const PickupStore: Struct<PickupStore, unknown> = pickupStoreStruct;

const shipmentStruct = type({
  id: maybe(Id),
  isPickup: maybe(boolean()),
  items: array(CheckoutItem),
  holidayHold: maybe(HolidayHold),
  tripBooking: maybe(TripBooking),
  availableServiceLevels: maybe(array(ServiceLevelOption)),
  selectedServiceLevel: maybe(integer()),
  isShipCompleteVisible: maybe(boolean()),
  isShipCompleteSelected: maybe(boolean()),
  store: maybe(PickupStore),
});
/** [ref: checkout#data] shipment. */
export const Shipment: Struct<Shipment, unknown> = shipmentStruct;
/** A shipment. */
export interface Shipment extends Infer<typeof shipmentStruct> {}

const pickupContactStruct = type({
  recipientId: maybe(Id),
  firstName: maybe(string()),
  lastName: maybe(string()),
  emailAddress: maybe(string()),
  dayPhone: maybe(string()),
});
/** [ref: checkout#data] recipient.bopsOptions.pickupContact. */
export const PickupContact: Struct<PickupContact, unknown> = pickupContactStruct;
/** The person who picks up. */
export interface PickupContact extends Infer<typeof pickupContactStruct> {}

const recipientStruct = type({
  id: Id,
  address: maybe(Address),
  bopsOptions: maybe(
    type({ giftReceiptOption: maybe(integer()), baggingOption: maybe(integer()), pickupContact: maybe(PickupContact) }),
  ),
  giftOptions: maybe(type({ giftMessage: maybe(string()), isGift: maybe(boolean()), isGiftReceipt: maybe(boolean()) })),
  shipments: array(Shipment),
});
/** [ref: checkout#data] recipient. */
export const Recipient: Struct<Recipient, unknown> = recipientStruct;
/** A recipient. */
export interface Recipient extends Infer<typeof recipientStruct> {}

const notificationOptionsStruct = type({ isTextEnabled: maybe(boolean()), isOptIn: maybe(boolean()) });
/** Text notifications a shopper may opt in to (SetTYMPreferences). */
export interface NotificationOptions extends Infer<typeof notificationOptionsStruct> {}
/** Text notifications a shopper may opt in to (SetTYMPreferences). */
export const NotificationOptions: Struct<NotificationOptions, unknown> = notificationOptionsStruct;

const shippingOptionsStruct = type({
  recipients: array(Recipient),
  notificationOptions: maybe(NotificationOptions),
  pickupNotificationOptions: maybe(NotificationOptions),
});
/** [ref: checkout#data] shippingOptions. */
export interface ShippingOptions extends Infer<typeof shippingOptionsStruct> {}
/** [ref: checkout#data] shippingOptions. */
export const ShippingOptions: Struct<ShippingOptions, unknown> = shippingOptionsStruct;

const accountInfoStruct = type({
  isLoggedIn: maybe(boolean()),
  emailAddress: maybe(string()),
  shippingAddresses: maybe(array(Address)),
});
/** [ref: checkout#data] accountInfo: the signed-in shopper's saved addresses. */
export interface AccountInfo extends Infer<typeof accountInfoStruct> {}
/** [ref: checkout#data] accountInfo: the signed-in shopper's saved addresses. */
export const AccountInfo: Struct<AccountInfo, unknown> = accountInfoStruct;
