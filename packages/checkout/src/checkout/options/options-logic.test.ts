// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_STATUS, CART_VALIDATION_ERROR_TYPE, SERVICE_LEVEL } from '../shared/enums';
import {
  availabilityText,
  canPickUp,
  isInHomeShipment,
  isOversizedItem,
  isPickupItem,
  keepShopperChoices,
  shippingAndGiftOptionsRequest,
  withHolidayDate,
  withServiceLevel,
  withShipComplete,
} from './options-logic';
import type { CheckoutItem } from '../shared/schema-items';
import type { Recipient, Shipment } from '../shared/schema-shipping';

const shipment = (extra: Partial<Shipment> = {}): Shipment => ({
  id: 's1',
  items: [{ id: 'i1' }],
  selectedServiceLevel: 3,
  availableServiceLevels: [{ serviceLevel: 1 }, { serviceLevel: 2 }, { serviceLevel: 3 }],
  holidayHold: {
    selectedShippingDate: '',
    selectedShippingRange: '',
    holidays: [{ shippingDate: '2026-12-15', shippingRange: 'Dec 15 - Dec 18' }],
  },
  ...extra,
});

describe('enumerations to the value [ref: checkout#data]', () => {
  it('availability status, service level, cart validation error type', () => {
    expect(AVAILABILITY_STATUS).toEqual({
      notFound: 0,
      available: 1,
      futureAvailability: 2,
      noLongerAvailable: 3,
      notEligible: 4,
      noCarrier: 5,
      error: 6,
      notRequested: 7,
    });
    expect(SERVICE_LEVEL).toEqual({ standard: 1, premium: 2, express: 3, localInHome: 6, longDistanceInHome: 7 });
    expect(CART_VALIDATION_ERROR_TYPE).toEqual({
      none: 0,
      invalidBasket: 1,
      browseCustomApiException: 2,
      nlaItems: 3,
      installationServiceUnavailable: 4,
      personalizationServiceUnavailable: 5,
      inHousePersonalizationNlaItems: 6,
      allNlaItems: 7,
      emptyBasket: 8,
      pfasItems: 9,
    });
  });
});

describe('shipment choices [ref: checkout#rules]', () => {
  it('a holiday date sets service level 1 and the date range', () => {
    expect(withHolidayDate(shipment(), '2026-12-15')).toMatchObject({
      selectedServiceLevel: 1,
      holidayHold: { selectedShippingDate: '2026-12-15', selectedShippingRange: 'Dec 15 - Dec 18' },
    });
  });

  it('clearing the date clears the range and leaves the service level', () => {
    const held = withHolidayDate(shipment(), '2026-12-15');
    expect(withHolidayDate({ ...held, selectedServiceLevel: 2 }, '')).toMatchObject({
      selectedServiceLevel: 2,
      holidayHold: { selectedShippingDate: '', selectedShippingRange: '', holidays: [{ shippingDate: '2026-12-15' }] },
    });
  });

  it('a date the shipment does not offer changes nothing', () => {
    const before = shipment();
    expect(withHolidayDate(before, '2030-01-01')).toBe(before);
  });

  it.each([
    [1, true, 1],
    [0, false, 3],
    [2, false, 3],
  ])('ship complete %i: selected %s, service level %i', (value, selected, level) => {
    expect(withShipComplete(shipment(), value)).toMatchObject({
      isShipCompleteSelected: selected,
      selectedServiceLevel: level,
    });
  });

  it('takes only a service level the shipment offers', () => {
    expect(withServiceLevel(shipment(), 2).selectedServiceLevel).toBe(2);
    expect(withServiceLevel(shipment(), 7).selectedServiceLevel).toBe(3);
  });

  it.each([
    [{ selectedServiceLevel: 6 }, true],
    [{ selectedServiceLevel: 7 }, true],
    [{ selectedServiceLevel: 1, items: [{ id: 'sofa', calculatedShipMethod: 6 }] }, true],
    [{ selectedServiceLevel: 1, items: [{ id: 'lamp', calculatedShipMethod: 1 }] }, false],
  ])('in-home delivery for %j: %s', (extra, inHome) => {
    expect(isInHomeShipment(shipment(extra as Partial<Shipment>))).toBe(inHome);
  });
});

describe('items', () => {
  const item = (extra: Partial<CheckoutItem>): CheckoutItem => ({ id: 'i', ...extra });

  it.each([
    [1, 'delivery', 'Arrives Tuesday'],
    [2, 'delivery', 'Arrives Tuesday'],
    [3, 'delivery', 'No longer available'],
    [4, 'delivery', ''],
    [5, 'delivery', 'Delivery is not available to this address.'],
    [6, 'delivery', 'Availability could not be checked.'],
    [7, 'delivery', 'Arrives Tuesday'],
    [0, 'delivery', ''],
    [1, 'pickup', 'Pick up Friday'],
  ] as const)('status %i (%s) shows %j', (status, kind, text) => {
    const messages = { deliveryEddMessage: 'Arrives Tuesday', pickupEddMessage: 'Pick up Friday' };
    const availability =
      kind === 'delivery' ? { deliveryStatus: status, messages } : { pickupStatus: status, messages };
    expect(availabilityText(item({ availability }), kind)).toBe(text);
  });

  it('falls back to the delivery option estimate, then the item edd', () => {
    expect(availabilityText(item({ shippingDeliveryOptions: { shippingOption: { edd: 'Soon' } } }), 'delivery')).toBe(
      'Soon',
    );
    expect(availabilityText(item({ edd: 'Later' }), 'delivery')).toBe('Later');
    expect(availabilityText(item({ edd: { message: 'Even later' } }), 'delivery')).toBe('Even later');
  });

  it('pickup: 1 is delivery, any other selectedShipOption pickup; offered unless its status refuses it', () => {
    expect(isPickupItem(item({ shippingDeliveryOptions: { selectedShipOption: 1 } }))).toBe(false);
    expect(isPickupItem(item({ shippingDeliveryOptions: { selectedShipOption: 2 } }))).toBe(true);
    expect(canPickUp(item({ shippingDeliveryOptions: { isStorePickupOptionVisible: true } }))).toBe(true);
    expect(
      canPickUp(
        item({ shippingDeliveryOptions: { isStorePickupOptionVisible: true }, availability: { pickupStatus: 4 } }),
      ),
    ).toBe(false);
    expect(canPickUp(item({ shippingDeliveryOptions: { isStorePickupOptionVisible: false } }))).toBe(false);
  });

  it('oversize: flagged, or shipped in boxes', () => {
    expect(isOversizedItem(item({ isOversized: true }))).toBe(true);
    expect(isOversizedItem(item({ boxes: [{ width: 96 }] }))).toBe(true);
    expect(isOversizedItem(item({}))).toBe(false);
  });
});

describe('saving the step', () => {
  const recipient = (extra: Partial<Recipient> = {}): Recipient => ({
    id: 'r1',
    giftOptions: { giftMessage: 'Hi' },
    bopsOptions: { pickupContact: { firstName: 'Sam' } },
    shipments: [withHolidayDate(shipment(), '2026-12-15')],
    ...extra,
  });

  it('SaveShippingAndGiftOptions carries each shipment choice', () => {
    expect(shippingAndGiftOptionsRequest([recipient()])).toEqual({
      serviceLevel: 1,
      recipients: [
        {
          recipientId: 'r1',
          giftMessage: 'Hi',
          pickupContact: { firstName: 'Sam' },
          shipments: [
            {
              shipmentId: 's1',
              serviceLevel: 1,
              selectedShippingDate: '2026-12-15',
              selectedShippingRange: 'Dec 15 - Dec 18',
              isShipCompleteSelected: false,
              tripBooking: null,
            },
          ],
        },
      ],
    });
  });

  it("a fresh recipient list keeps the shopper's unsaved choices", () => {
    const fresh = [
      recipient({
        giftOptions: { giftMessage: '' },
        bopsOptions: {},
        shipments: [shipment({ selectedServiceLevel: 1 })],
      }),
    ];
    const [kept] = keepShopperChoices(fresh, [recipient()]);
    expect(kept?.shipments[0]?.holidayHold).toMatchObject({
      selectedShippingDate: '2026-12-15',
      selectedShippingRange: 'Dec 15 - Dec 18',
    });
    expect(kept?.giftOptions?.giftMessage).toBe('Hi');
    expect(kept?.bopsOptions?.pickupContact).toEqual({ firstName: 'Sam' });
  });
});
