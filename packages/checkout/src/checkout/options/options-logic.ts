/** Shipping and gift options [ref: checkout#data, #rules, #limits]: shipment choices as pure updates, and what the page shows of items. */
import { checkoutMessage } from '../../wording';
import { AVAILABILITY_STATUS, SERVICE_LEVEL, SHIP_OPTION } from '../shared/enums';
import type { CheckoutItem } from '../shared/schema-items';
import type { Recipient, Shipment, TripBooking } from '../shared/schema-shipping';

/** [ref: checkout#limits]: the shipping default is the standard service level, not pickup. */
export const DEFAULT_SERVICE_LEVEL = SERVICE_LEVEL.standard;

/**
 * [ref: checkout#rules]: choosing a holiday shipping date sets the service level to 1 and the date's range;
 * clearing the date (`''`) clears the range. A date the shipment does not offer is refused
 * (the shipment comes back unchanged).
 */
export function withHolidayDate(shipment: Shipment, date: string): Shipment {
  const hold = shipment.holidayHold ?? {};
  if (date === '')
    return { ...shipment, holidayHold: { ...hold, selectedShippingDate: '', selectedShippingRange: '' } };
  const holiday = (hold.holidays ?? []).find((h) => h.shippingDate === date);
  if (!holiday) return shipment;
  return {
    ...shipment,
    selectedServiceLevel: SERVICE_LEVEL.standard,
    holidayHold: { ...hold, selectedShippingDate: date, selectedShippingRange: holiday.shippingRange ?? '' },
  };
}

/** [ref: checkout#rules]: 'ship complete' value 1 selects service level 1; 0 ships items as they become available. */
export function withShipComplete(shipment: Shipment, value: number): Shipment {
  const complete = value === 1;
  return complete
    ? { ...shipment, isShipCompleteSelected: true, selectedServiceLevel: SERVICE_LEVEL.standard }
    : { ...shipment, isShipCompleteSelected: false };
}

/** A service level the shipment offers (else the shipment comes back unchanged). */
export function withServiceLevel(shipment: Shipment, level: number): Shipment {
  if (!(shipment.availableServiceLevels ?? []).some((option) => option.serviceLevel === level)) return shipment;
  return { ...shipment, selectedServiceLevel: level };
}

/** Trip booking changes (in-home delivery). */
export function withTripBooking(shipment: Shipment, patch: Partial<TripBooking>): Shipment {
  return { ...shipment, tripBooking: { ...(shipment.tripBooking ?? {}), ...patch } };
}

/** [ref: checkout#data] service levels 6 and 7, and ship methods 6 and 7: the shipment is delivered in the home. */
export function isInHomeShipment(shipment: Shipment): boolean {
  const inHome = (n: number | null | undefined) =>
    n === SERVICE_LEVEL.localInHome || n === SERVICE_LEVEL.longDistanceInHome;
  return inHome(shipment.selectedServiceLevel) || shipment.items.some((item) => inHome(item.calculatedShipMethod));
}

/** The service level a shipment is shown with: its own, else the standard one. */
export function selectedServiceLevel(shipment: Shipment): number {
  return shipment.selectedServiceLevel ?? DEFAULT_SERVICE_LEVEL;
}

/** [ref: checkout#rules, #data]: 1 is delivery, any other selectedShipOption pickup. */
export function isPickupItem(item: CheckoutItem): boolean {
  const option = item.shippingDeliveryOptions?.selectedShipOption;
  return option != null && option !== SHIP_OPTION.delivery;
}

/** The item's quantity. */
export function quantityOf(item: CheckoutItem): number {
  return item.priceQuantityTotals?.quantity ?? 1;
}

/** The estimated delivery text of an item. */
function eddOf(item: CheckoutItem): string {
  if (typeof item.edd === 'string') return item.edd;
  return item.edd?.message ?? '';
}

/**
 * What an item shows of its availability ([ref: checkout#data] statuses): the delivery or pickup estimate while
 * it is available (1) or will be (2), the status's own words for 3, 5 and 6, nothing for the rest.
 */
export function availabilityText(item: CheckoutItem, kind: 'delivery' | 'pickup'): string {
  const availability = item.availability;
  const status = kind === 'delivery' ? availability?.deliveryStatus : availability?.pickupStatus;
  const messages = availability?.messages;
  const estimate =
    kind === 'delivery'
      ? messages?.deliveryEddMessage || item.shippingDeliveryOptions?.shippingOption?.edd || eddOf(item)
      : messages?.pickupEddMessage || item.shippingDeliveryOptions?.bopsOption?.edd || '';
  switch (status) {
    case AVAILABILITY_STATUS.noLongerAvailable:
      return checkoutMessage('noLongerAvailable', 'No longer available');
    case AVAILABILITY_STATUS.noCarrier:
      return checkoutMessage('noCarrier', 'Delivery is not available to this address.');
    case AVAILABILITY_STATUS.error:
      return checkoutMessage('availabilityError', 'Availability could not be checked.');
    case AVAILABILITY_STATUS.notEligible:
    case AVAILABILITY_STATUS.notFound:
      return '';
    default:
      // available, future availability, not requested or not sent: the estimate, if any
      return estimate ?? '';
  }
}

/** Whether an item may switch to store pickup: shown as an option, and not refused by its pickup status. */
export function canPickUp(item: CheckoutItem): boolean {
  if (item.shippingDeliveryOptions?.isStorePickupOptionVisible !== true) return false;
  const status = item.availability?.pickupStatus;
  return (
    status == null ||
    !(
      [
        AVAILABILITY_STATUS.notEligible,
        AVAILABILITY_STATUS.noLongerAvailable,
        AVAILABILITY_STATUS.noCarrier,
      ] as number[]
    ).includes(status)
  );
}

/** Whether an item shows 'Oversize item information': flagged by the server, or shipped in boxes. */
export function isOversizedItem(item: CheckoutItem): boolean {
  return item.isOversized === true || (item.boxes ?? []).length > 0;
}

/** The SaveShippingAndGiftOptions request: every recipient's choices, shipment by shipment. */
export function shippingAndGiftOptionsRequest(recipients: readonly Recipient[]) {
  const first = recipients[0]?.shipments.find((s) => !s.isPickup);
  return {
    // the order's service level, as the first delivery sets it (the server reads one per shipment too)
    serviceLevel: first ? selectedServiceLevel(first) : DEFAULT_SERVICE_LEVEL,
    recipients: recipients.map((recipient) => ({
      recipientId: recipient.id,
      giftMessage: recipient.giftOptions?.giftMessage ?? '',
      pickupContact: recipient.bopsOptions?.pickupContact ?? null,
      shipments: recipient.shipments.map((shipment) => ({
        shipmentId: shipment.id ?? null,
        serviceLevel: selectedServiceLevel(shipment),
        selectedShippingDate: shipment.holidayHold?.selectedShippingDate ?? '',
        selectedShippingRange: shipment.holidayHold?.selectedShippingRange ?? '',
        isShipCompleteSelected: shipment.isShipCompleteSelected === true,
        tripBooking: shipment.tripBooking ?? null,
      })),
    })),
  };
}

/** Replaces one shipment of the recipients (by recipient id and shipment index). */
export function updateShipment(
  recipients: readonly Recipient[],
  recipientId: string | number,
  shipmentIndex: number,
  update: (shipment: Shipment) => Shipment,
): Recipient[] {
  return recipients.map((recipient) =>
    String(recipient.id) !== String(recipientId)
      ? recipient
      : { ...recipient, shipments: recipient.shipments.map((s, i) => (i === shipmentIndex ? update(s) : s)) },
  );
}

/** Replaces one recipient's fields. */
export function updateRecipient(
  recipients: readonly Recipient[],
  recipientId: string | number,
  update: (recipient: Recipient) => Recipient,
): Recipient[] {
  return recipients.map((recipient) => (String(recipient.id) === String(recipientId) ? update(recipient) : recipient));
}

/**
 * The server's fresh recipients (UpdateGiftOption's recipientList) with the shopper's choices not
 * saved yet kept: each shipment's holiday date and range, ship complete and trip booking, and each
 * recipient's gift message draft and pickup contact (SaveShippingAndGiftOptions sends them).
 */
export function keepShopperChoices(fresh: readonly Recipient[], current: readonly Recipient[]): Recipient[] {
  return fresh.map((recipient) => {
    const before = current.find((r) => String(r.id) === String(recipient.id));
    if (!before) return recipient;
    const shipments = recipient.shipments.map((shipment, index) => {
      const old =
        shipment.id != null
          ? before.shipments.find((s) => s.id != null && String(s.id) === String(shipment.id))
          : before.shipments[index];
      if (!old) return shipment;
      return {
        ...shipment,
        holidayHold: {
          ...shipment.holidayHold,
          selectedShippingDate: old.holidayHold?.selectedShippingDate ?? '',
          selectedShippingRange: old.holidayHold?.selectedShippingRange ?? '',
        },
        isShipCompleteSelected: old.isShipCompleteSelected ?? shipment.isShipCompleteSelected,
        tripBooking: old.tripBooking ?? shipment.tripBooking,
      };
    });
    const giftMessage = before.giftOptions?.giftMessage;
    const pickupContact = before.bopsOptions?.pickupContact;
    return {
      ...recipient,
      shipments,
      giftOptions: { ...recipient.giftOptions, ...(giftMessage != null && { giftMessage }) },
      bopsOptions: { ...recipient.bopsOptions, ...(pickupContact != null && { pickupContact }) },
    };
  });
}
