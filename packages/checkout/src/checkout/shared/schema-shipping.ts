/** Checkout shipping data (001 §3): addresses, recipients, shipments and their options. */
import { array, boolean, integer, string, type, type Infer } from 'superstruct';
import { maybe } from '@hearth/core';
import { CheckoutItem, Id } from './schema-items';

/** Address (001 §3). */
export const Address = type({
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
/** An address. */
export type Address = Infer<typeof Address>;

/** One holiday shipping date and its range (001 §3 holidayHold.holidays). */
export const Holiday = type({ shippingDate: string(), shippingRange: maybe(string()) });

/** 001 §3 shipment.holidayHold. */
export const HolidayHold = type({
  selectedShippingDate: maybe(string()),
  selectedShippingRange: maybe(string()),
  holidays: maybe(array(Holiday)),
});

/** A delivery trip the server offers for in-home delivery (`tripBooking.trips`). */
export const Trip = type({ id: Id, description: maybe(string()) });

/** 001 §3 shipment.tripBooking (in-home delivery). */
export const TripBooking = type({
  isContactMeSelected: maybe(boolean()),
  selectedTrip: maybe(Id),
  drivingDirections: maybe(string()),
  trips: maybe(array(Trip)),
});
/** Trip booking. */
export type TripBooking = Infer<typeof TripBooking>;

/** One service level a shipment offers (SERVICE_LEVEL values). */
export const ServiceLevelOption = type({
  serviceLevel: integer(),
  name: maybe(string()),
  formattedCharge: maybe(string()),
  description: maybe(string()),
});

/** The store a pickup shipment is picked up at. */
export const PickupStore = type({ storeId: maybe(Id), name: maybe(string()), address: maybe(string()) });

/** 001 §3 shipment. */
export const Shipment = type({
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
/** A shipment. */
export type Shipment = Infer<typeof Shipment>;

/** 001 §3 recipient.bopsOptions.pickupContact. */
export const PickupContact = type({
  recipientId: maybe(Id),
  firstName: maybe(string()),
  lastName: maybe(string()),
  emailAddress: maybe(string()),
  dayPhone: maybe(string()),
});
/** The person who picks up. */
export type PickupContact = Infer<typeof PickupContact>;

/** 001 §3 recipient. */
export const Recipient = type({
  id: Id,
  address: maybe(Address),
  bopsOptions: maybe(
    type({ giftReceiptOption: maybe(integer()), baggingOption: maybe(integer()), pickupContact: maybe(PickupContact) }),
  ),
  giftOptions: maybe(type({ giftMessage: maybe(string()), isGift: maybe(boolean()), isGiftReceipt: maybe(boolean()) })),
  shipments: array(Shipment),
});
/** A recipient. */
export type Recipient = Infer<typeof Recipient>;

/** Text notifications a shopper may opt in to (SetTYMPreferences). */
export const NotificationOptions = type({ isTextEnabled: maybe(boolean()), isOptIn: maybe(boolean()) });

/** 001 §3 shippingOptions. */
export const ShippingOptions = type({
  recipients: array(Recipient),
  notificationOptions: maybe(NotificationOptions),
  pickupNotificationOptions: maybe(NotificationOptions),
});

/** 001 §3 accountInfo: the signed-in shopper's saved addresses. */
export const AccountInfo = type({
  isLoggedIn: maybe(boolean()),
  emailAddress: maybe(string()),
  shippingAddresses: maybe(array(Address)),
});
