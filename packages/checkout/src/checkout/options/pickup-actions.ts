/** The Shipping and Gift Options step's pickup actions [ref: checkout]: who picks up, where, and the pickup options. */
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import type { StoreChoiceItem } from '../checkout-state';
import { SHIP_OPTION } from '../shared/enums';
import { MERGE_MODE } from '../shared/item-merge';
import type { AvailabilityStore } from '../shared/schema';
import type { PickupContact } from '../shared/schema-shipping';
import { updateRecipient } from './options-logic';

/** The step's recipients, read from the state each time, and one of them by id. */
export function recipientLookup({ get }: CheckoutContext) {
  const recipients = () => get().data?.shippingOptions?.recipients ?? [];
  const recipientOf = (id: string | number) => recipients().find((r) => String(r.id) === String(id));
  return { recipients, recipientOf };
}

/** Store pickup: the pickup contact and options, the store chooser, and a pickup item back to delivery. */
export function pickupActions(ctx: CheckoutContext) {
  const { get, set } = ctx;
  const { recipientOf } = recipientLookup(ctx);

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
    /** UpdateGiftReceipt {recipientId, selectedOption}. */
    setGiftReceipt: pickupOption('giftReceiptOption', CHECKOUT_CALLS.updateGiftReceipt),
    /** UpdateBaggingOption {recipientId, selectedOption}. */
    setBagging: pickupOption('baggingOption', CHECKOUT_CALLS.updateBaggingOption),

    /** Who picks up (saved with the step). */
    setPickupContact(recipientId: string | number, patch: Partial<PickupContact>): void {
      ctx.updateRecipients((list) =>
        updateRecipient(list, recipientId, (r) => ({
          ...r,
          bopsOptions: { ...r.bopsOptions, pickupContact: { recipientId, ...r.bopsOptions?.pickupContact, ...patch } },
        })),
      );
    },

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
  };
}
