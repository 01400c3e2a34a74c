/** The Shipping and Gift Options step's actions [ref: checkout]. */
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import { MERGE_MODE } from '../shared/item-merge';
import { pickupActions, recipientLookup } from './pickup-actions';
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
import type { Recipient, Shipment, TripBooking } from '../shared/schema-shipping';

/** Where a shipment is: its recipient and its index. */
export interface ShipmentRef {
  recipientId: string | number;
  shipmentIndex: number;
}

/** The Shipping and Gift Options step's actions. */
export function optionsActions(ctx: CheckoutContext) {
  const { get, set } = ctx;
  const { recipients, recipientOf } = recipientLookup(ctx);
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

  return {
    ...pickupActions(ctx),
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
