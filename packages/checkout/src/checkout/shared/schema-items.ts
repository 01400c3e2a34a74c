/**
 * Checkout items ([ref: checkout#data] item, per-item availability) as superstruct schemas. `type()`
 * everywhere: the server sends more than the checkout reads, and it is kept.
 */
import { maybe } from '@hearth/core';
import { array, boolean, integer, number, string, type, union, type Infer, type Struct } from 'superstruct';
import { OversizedBox } from '@hearth/commerce';

/** An id the server sends as a number or a string. */
export const Id = union([string(), number()]);

const itemAvailabilityStruct = type({
  pickupStatus: maybe(integer()),
  deliveryStatus: maybe(integer()),
  isVendorDropShip: maybe(boolean()),
  isAvailableOnline: maybe(boolean()),
  messages: maybe(
    type({
      deliveryEddMessage: maybe(string()),
      pickupEddMessage: maybe(string()),
      pickupQuantityMessage: maybe(string()),
    }),
  ),
});
/** Per-item availability [ref: checkout#data]: statuses are AVAILABILITY_STATUS values. */
export const ItemAvailability: Struct<ItemAvailability, unknown> = itemAvailabilityStruct;
/** Per-item availability. */
export interface ItemAvailability extends Infer<typeof itemAvailabilityStruct> {}

const promoLinkStruct = type({ text: maybe(string()), url: maybe(string()) });
/** A promotion link under a delivery option. */
export interface PromoLink extends Infer<typeof promoLinkStruct> {}
/** A promotion link under a delivery option. */
export const PromoLink: Struct<PromoLink, unknown> = promoLinkStruct;

const shippingDeliveryOptionsStruct = type({
  isShipOptionVisible: maybe(boolean()),
  isStorePickupOptionVisible: maybe(boolean()),
  selectedShipOption: maybe(integer()),
  shippingOption: maybe(type({ edd: maybe(string()), promoLinks: maybe(array(PromoLink)) })),
  bopsOption: maybe(type({ edd: maybe(string()), pickupQuantityMessage: maybe(string()) })),
  vendorDropShipUrl: maybe(string()),
});
/** [ref: checkout#data] item.shippingDeliveryOptions. `selectedShipOption`: 1 delivery, any other value pickup [ref: checkout#rules]. */
export interface ShippingDeliveryOptions extends Infer<typeof shippingDeliveryOptionsStruct> {}
/** [ref: checkout#data] item.shippingDeliveryOptions. `selectedShipOption`: 1 delivery, any other value pickup [ref: checkout#rules]. */
export const ShippingDeliveryOptions: Struct<ShippingDeliveryOptions, unknown> = shippingDeliveryOptionsStruct;

const checkoutItemStruct = type({
  id: Id,
  sku: maybe(string()),
  name: maybe(string()),
  imagePath: maybe(string()),
  url: maybe(string()),
  /** Unit price in cents. */
  currentPrice: maybe(number()),
  /** Line total in cents. */
  totalPrice: maybe(number()),
  isRemoved: maybe(boolean()),
  isParcelShipping: maybe(boolean()),
  /** The estimated delivery: text, or `{ message }` as the cart sends it. */
  edd: maybe(union([string(), type({ message: maybe(string()) })])),
  priceQuantityTotals: maybe(type({ quantity: maybe(integer()), isQuantityDisabled: maybe(boolean()) })),
  shippingDeliveryOptions: maybe(ShippingDeliveryOptions),
  itemInfo: maybe(type({ vendorDropShipMessage: maybe(string()), isDescriptionDisabled: maybe(boolean()) })),
  isSaveForLaterEnabled: maybe(boolean()),
  availability: maybe(ItemAvailability),
  /** The ship method the Shipping Charges popup shows (1-3 standard, 6, 7 in-home, 8 freight, 9 gift cards). */
  calculatedShipMethod: maybe(integer()),
  selectedOptions: maybe(array(type({ title: maybe(string()), text: maybe(string()) }))),
  /** Shipping boxes: an item with any shows 'Oversize item information'. */
  boxes: maybe(array(OversizedBox)),
  isOversized: maybe(boolean()),
});
/**
 * A checkout item [ref: checkout#data]: id, isRemoved, isParcelShipping, edd, priceQuantityTotals,
 * shippingDeliveryOptions, itemInfo, isSaveForLaterEnabled, its availability, and what the page
 * shows of it (name, image, price in cents, the calculated ship method, its boxes).
 */
export const CheckoutItem: Struct<CheckoutItem, unknown> = checkoutItemStruct;
/** A checkout item. */
export interface CheckoutItem extends Infer<typeof checkoutItemStruct> {}
