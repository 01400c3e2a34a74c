/** The Shipping and Gift Options step's actions [ref: checkout]. */
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import type { StoreChoiceItem } from '../checkout-state';
import { SHIP_OPTION } from '../shared/enums';
import { MERGE_MODE } from '../shared/item-merge';
import {
  keepShopperChoices,
  selectedServiceLevel,
  shippingAndGiftOptionsRequest,
  updateRecipient,
  updateShipment,
  withHolidayDate,
  withServiceLevel,
  withShipComplete,
  withTripBooking,
} from './options-logic';
import type { AvailabilityStore } from '../shared/schema';
import type { PickupContact, Recipient, Shipment, TripBooking } from '../shared/schema-shipping';

/** Where a shipment is: its recipient and its index. */
export interface ShipmentRef {
  recipientId: string | number;
  shipmentIndex: number;
}

/** The Shipping and Gift Options step's actions. */
export function optionsActions(ctx: CheckoutContext) {
  const { get, set } = ctx;
  const recipients = () => get().data?.shippingOptions?.recipients ?? [];
  const recipientOf = (id: string | number) => recipients().find((r) => String(r.id) === String(id));
  const shipmentOf = (ref: ShipmentRef) => recipientOf(ref.recipientId)?.shipments[ref.shipmentIndex];

  /**
   * UpdateGiftOption {recipientId, giftOptions, rewardsOrderSummaryMessage, serviceLevel}: the
   * answer's isSuccess, orderSummary and recipientList (merged, the shopper's order kept).
   */
  async function sendGiftOption(recipient: Recipient, serviceLevel: number): Promise<boolean> {
    const answer = await ctx.send(CHECKOUT_CALLS.updateGiftOption, {
      recipientId: recipient.id,
      giftOptions: recipient.giftOptions ?? {},
      rewardsOrderSummaryMessage: get().data?.orderSummary?.rewardsExceedOrderTotalMessage ?? '',
      serviceLevel,
    });
    if (!answer) return false;
    if (answer.isSuccess !== true) {
      ctx.refused(answer);
      return false;
    }
    const list = answer.recipientList;
    const data = get().data;
    if (list && data?.shippingOptions) {
      const recipientsNow = keepShopperChoices(list, data.shippingOptions.recipients);
      ctx.mergeData(
        { ...data, shippingOptions: { ...data.shippingOptions, recipients: recipientsNow } },
        MERGE_MODE.back,
      );
    }
    return true;
  }

  /** A shipment choice: applied at once; when it changes the service level the charges are recomputed. */
  const changeShipment = (key: string, ref: ShipmentRef, update: (shipment: Shipment) => Shipment) =>
    ctx.task(key, async () => {
      const before = shipmentOf(ref);
      if (!before) return;
      ctx.updateRecipients((list) => updateShipment(list, ref.recipientId, ref.shipmentIndex, update));
      const after = shipmentOf(ref);
      const recipient = recipientOf(ref.recipientId);
      if (!after || !recipient || selectedServiceLevel(after) === selectedServiceLevel(before)) return;
      if (!(await sendGiftOption(recipient, selectedServiceLevel(after)))) {
        ctx.updateRecipients((list) => updateShipment(list, ref.recipientId, ref.shipmentIndex, () => before));
      }
    });

  /** A recipient's pickup option (gift receipt, bagging): sent at once, undone when refused. */
  const pickupOption =
    (key: 'giftReceiptOption' | 'baggingOption', call: typeof CHECKOUT_CALLS.updateGiftReceipt) =>
    (recipientId: string | number, selectedOption: number) =>
      ctx.task(`${key}:${recipientId}`, async () => {
        const before = recipientOf(recipientId);
        if (!before) return;
        const set = (value: number | null | undefined) =>
          ctx.updateRecipients((list) =>
            updateRecipient(list, recipientId, (r) => ({ ...r, bopsOptions: { ...r.bopsOptions, [key]: value } })),
          );
        set(selectedOption);
        const answer = await ctx.send(call, { recipientId, selectedOption });
        if (answer?.isSuccess === true) return;
        set(before.bopsOptions?.[key]);
        if (answer) ctx.refused(answer);
      });

  return {
    /** A service level (its charge is recomputed through UpdateGiftOption). */
    setServiceLevel: (ref: ShipmentRef, level: number) =>
      changeShipment('serviceLevel', ref, (s) => withServiceLevel(s, level)),
    /** [ref: checkout#rules]: a holiday date sets service level 1 and its range; '' clears the range. */
    setHolidayDate: (ref: ShipmentRef, date: string) =>
      changeShipment('holidayDate', ref, (s) => withHolidayDate(s, date)),
    /** [ref: checkout#rules]: ship complete (1) selects service level 1. */
    setShipComplete: (ref: ShipmentRef, value: number) =>
      changeShipment('shipComplete', ref, (s) => withShipComplete(s, value)),

    /** Trip booking for in-home delivery (saved with the step). */
    setTripBooking(ref: ShipmentRef, patch: Partial<TripBooking>): void {
      ctx.updateRecipients((list) =>
        updateShipment(list, ref.recipientId, ref.shipmentIndex, (s) => withTripBooking(s, patch)),
      );
    },

    /** Who picks up (saved with the step). */
    setPickupContact(recipientId: string | number, patch: Partial<PickupContact>): void {
      ctx.updateRecipients((list) =>
        updateRecipient(list, recipientId, (r) => ({
          ...r,
          bopsOptions: { ...r.bopsOptions, pickupContact: { recipientId, ...r.bopsOptions?.pickupContact, ...patch } },
        })),
      );
    },

    /** The gift message as typed (sent by saveGiftMessage). */
    setGiftMessage(recipientId: string | number, message: string): void {
      ctx.updateRecipients((list) =>
        updateRecipient(list, recipientId, (r) => ({ ...r, giftOptions: { ...r.giftOptions, giftMessage: message } })),
      );
      if (get().giftMessageSaved !== null) set({ giftMessageSaved: null });
    },

    /**
     * UpdateGiftMessage {recipientId, message, isInitialTrigger} (retry). `isInitialTrigger` is
     * true for a recipient's first message (the server had none).
     */
    saveGiftMessage: (recipientId: string | number, isInitialTrigger: boolean) =>
      ctx.task(`giftMessage:${recipientId}`, async () => {
        const message = recipientOf(recipientId)?.giftOptions?.giftMessage ?? '';
        const answer = await ctx.send(CHECKOUT_CALLS.updateGiftMessage, { recipientId, message, isInitialTrigger });
        if (!answer) return;
        if (answer.isSuccess !== true) return ctx.refused(answer);
        set({ giftMessageSaved: String(recipientId) });
      }),

    /** 'This order is a gift' (UpdateGiftOption). */
    setGift: (recipientId: string | number, isGift: boolean) =>
      ctx.task(`gift:${recipientId}`, async () => {
        const before = recipientOf(recipientId);
        if (!before) return;
        const after = { ...before, giftOptions: { ...before.giftOptions, isGift } };
        ctx.updateRecipients((list) => updateRecipient(list, recipientId, () => after));
        const shipment = after.shipments.find((s) => !s.isPickup) ?? after.shipments[0];
        if (!(await sendGiftOption(after, shipment ? selectedServiceLevel(shipment) : 1))) {
          ctx.updateRecipients((list) => updateRecipient(list, recipientId, () => before));
        }
      }),

    /** UpdateGiftReceipt {recipientId, selectedOption}. */
    setGiftReceipt: pickupOption('giftReceiptOption', CHECKOUT_CALLS.updateGiftReceipt),
    /** UpdateBaggingOption {recipientId, selectedOption}. */
    setBagging: pickupOption('baggingOption', CHECKOUT_CALLS.updateBaggingOption),

    /** SetTYMPreferences {isOptIn, isBilling, address}: text updates about the order. */
    setTextUpdates: (isOptIn: boolean) =>
      ctx.task('tymPreferences', async () => {
        const data = get().data;
        const before = data?.shippingOptions?.notificationOptions ?? {};
        const apply = (value: boolean | null | undefined) => {
          const current = get().data;
          if (current?.shippingOptions) {
            set({
              data: {
                ...current,
                shippingOptions: { ...current.shippingOptions, notificationOptions: { ...before, isOptIn: value } },
              },
            });
          }
        };
        apply(isOptIn);
        const address = recipients()[0]?.address ?? null;
        const answer = await ctx.send(CHECKOUT_CALLS.setTYMPreferences, { isOptIn, isBilling: false, address });
        if (answer?.isSuccess === true) return;
        apply(before.isOptIn);
        if (answer) ctx.refused(answer);
      }),

    /** A pickup item back to delivery: UpdateBopsToShipping {recipientId, newAddressId}. */
    shipInstead: (recipientId: string | number) =>
      ctx.task(`bopsToShipping:${recipientId}`, async () => {
        const address = recipientOf(recipientId)?.address ?? get().data?.accountInfo?.shippingAddresses?.[0];
        const answer = await ctx.send(CHECKOUT_CALLS.updateBopsToShipping, {
          recipientId,
          newAddressId: address?.addressId ?? '',
        });
        if (!answer) return;
        if (answer.isSuccess !== true) return ctx.refused(answer);
        const data = answer.checkoutData ?? (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
        if (data) ctx.mergeData(data, MERGE_MODE.back);
      }),

    /** Opens the store chooser for an item. */
    openStoreChooser(item: StoreChoiceItem): void {
      set({ popup: { kind: 'storeChooser', item } });
    },

    /**
     * GetAvailabilityData {sku, zip, onlyAvailStores, includeOnlyBopsEnabled, onDisplay}: the
     * stores near `zip` that offer pickup; `null` when the call failed (the chooser says so).
     */
    async findStores(sku: string, zip: string, onlyAvailStores: boolean): Promise<AvailabilityStore[] | null> {
      try {
        const answer = await ctx.env.client.send(CHECKOUT_CALLS.getAvailabilityData, {
          body: { sku, zip, onlyAvailStores, includeOnlyBopsEnabled: true, onDisplay: false },
        });
        return answer.stores ?? [];
      } catch (error) {
        ctx.env.log('hearth checkout: getAvailabilityData failed', error);
        return null;
      }
    },

    /**
     * Picks an item up at a store: a change of store resets the basket's store first
     * (resetbasketselectedstore), then the line's ship method becomes pickup at that store, and the
     * checkout is refreshed.
     */
    chooseStore: (item: StoreChoiceItem, storeId: string | number) =>
      ctx.task(`chooseStore:${item.id}`, async () => {
        if (item.isPickup && !(await ctx.send(CHECKOUT_CALLS.resetBasketSelectedStore, {}))) return;
        const answer = await ctx.send(CHECKOUT_CALLS.updateShipMethod, {
          lineItemId: item.id,
          shipMethod: SHIP_OPTION.pickup,
          storeId,
        });
        if (!answer) return;
        if (answer.isSuccess === false) return ctx.refused(answer);
        set({ popup: null });
        const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
        if (data) ctx.mergeData(data, MERGE_MODE.back);
      }),

    /** 'Next: Payment': SaveShippingAndGiftOptions, then on to payment (MoveToPaymentPage). */
    saveAndContinue: () =>
      ctx.task('saveShippingAndGiftOptions', async () => {
        const answer = await ctx.send(
          CHECKOUT_CALLS.saveShippingAndGiftOptions,
          shippingAndGiftOptionsRequest(recipients()),
        );
        if (!answer) return;
        if (answer.isSuccess !== true) return ctx.refused(answer);
        await ctx.move('payment', CHECKOUT_CALLS.moveToPaymentPage);
      }),
  };
}
