/** The Shipping step's actions [ref: checkout#screens, #rules, #calls]: the shipping address, its check, and more than one recipient. */
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';
import { MERGE_MODE } from '../shared/item-merge';
import type { AddressAnswer, AddressSuggestion } from '../shared/schema';
import type { Address } from '../shared/schema-shipping';
import { withSuggestion } from '../shared/address-logic';
import type { SuggestionTarget } from '../checkout-state';

/** What an address answer asks for next. */
type AddressOutcome = 'saved' | 'handled';

/** The suggestions of an answer (ValidateAddress family). */
const suggestionsOf = (answer: AddressAnswer): AddressSuggestion[] => answer.AddressValidationResult?.Suggestions ?? [];

/** The Shipping step's actions. */
export function addressActions(ctx: CheckoutContext) {
  const { set } = ctx;
  const moveOn = () => ctx.move('shippingAndGiftOptions', CHECKOUT_CALLS.moveToShippingAndGiftOptions);

  /** An address answer: saved, or its suggestions, field errors or message shown. */
  function readAddressAnswer(answer: AddressAnswer | null, address: Address, target: SuggestionTarget): AddressOutcome {
    if (!answer) return 'handled';
    if (answer.isSuccess === true && answer.isValid !== false) {
      set({ addressErrors: {} });
      return 'saved';
    }
    const suggestions = suggestionsOf(answer);
    if (suggestions.length > 0) {
      set({ popup: { kind: 'suggestions', address, suggestions, target } });
      return 'handled';
    }
    const errors = answer.validationErrors ?? {};
    if (Object.keys(errors).length > 0) {
      set({ addressErrors: errors });
      return 'handled';
    }
    ctx.refused(answer);
    return 'handled';
  }

  /** Saves one item's new recipient address, then shows the data with that item first ([ref: checkout#rules] mode 1). */
  async function saveRecipient(basketItemId: string, address: Address): Promise<void> {
    const answer = await ctx.send(CHECKOUT_CALLS.saveMultiShippingAddress, { address, basketItemId });
    if (readAddressAnswer(answer, address, { kind: 'recipient', basketItemId }) !== 'saved') return;
    set({ popup: null });
    const data = answer?.checkoutData ?? (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
    if (data) ctx.mergeData(data, MERGE_MODE.front);
  }

  /** Sends an item-level recipient call and merges the data it answers (new lines first). */
  const recipientCall = (key: string, call: typeof CHECKOUT_CALLS.splitItem, body: Record<string, unknown>) =>
    ctx.task(key, async () => {
      const answer = await ctx.send(call, body);
      if (!answer) return;
      if (answer.isSuccess !== true) return ctx.refused(answer);
      const data = answer.checkoutData ?? (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
      if (data) ctx.mergeData(data, MERGE_MODE.front);
    });

  return {
    /** 'Next' with a new address: SaveShippingAddress (retry), then on to shipping and gift options. */
    saveNewAddress: (address: Address) =>
      ctx.task('saveShippingAddress', async () => {
        const answer = await ctx.send(CHECKOUT_CALLS.saveShippingAddress, { address });
        if (readAddressAnswer(answer, address, { kind: 'shipping' }) === 'saved') await moveOn();
      }),

    /** 'Next' with a saved address (signed in): SaveMultiShipping {addressId}, then on. */
    useSavedAddress: (addressId: string | number) =>
      ctx.task('saveMultiShipping', async () => {
        const answer = await ctx.send(CHECKOUT_CALLS.saveMultiShipping, { addressId });
        if (!answer) return;
        if (answer.isSuccess !== true) return ctx.refused(answer);
        await moveOn();
      }),

    /** A suggestion accepted: ValidateAndSaveAddress with it, then on (or the item's recipient saved). */
    acceptSuggestion: (suggestion: AddressSuggestion) =>
      ctx.task('validateAndSaveAddress', async () => {
        const popup = ctx.get().popup;
        if (popup?.kind !== 'suggestions') return;
        const address = withSuggestion(popup.address, suggestion);
        if (popup.target.kind === 'recipient') return saveRecipient(popup.target.basketItemId, address);
        const answer = await ctx.send(CHECKOUT_CALLS.validateAndSaveAddress, { address });
        if (readAddressAnswer(answer, address, popup.target) !== 'saved') return;
        set({ popup: null });
        await moveOn();
      }),

    /** A new address for one item (more than one recipient): ValidateAddress, then SaveMultiShippingAddress. */
    addRecipient: (basketItemId: string, address: Address) =>
      ctx.task('saveMultiShippingAddress', async () => {
        const answer = await ctx.send(CHECKOUT_CALLS.validateAddress, { address });
        if (readAddressAnswer(answer, address, { kind: 'recipient', basketItemId }) !== 'saved') return;
        await saveRecipient(basketItemId, address);
      }),

    /** Ships an item to another recipient (SaveRecipientSelection). */
    selectRecipient: (basketItemId: string, recipientId: string) =>
      recipientCall(`saveRecipientSelection:${basketItemId}`, CHECKOUT_CALLS.saveRecipientSelection, {
        recipientId,
        basketItemId,
      }),

    /** Splits one unit off a line, to ship it elsewhere (SplitItem). */
    splitItem: (basketItemId: string) =>
      recipientCall(`splitItem:${basketItemId}`, CHECKOUT_CALLS.splitItem, { basketItemId }),

    /** Everything to one address again: each other recipient's items move to the first (UpdateRecipientId). */
    shipToOneAddress: () =>
      ctx.task('updateRecipientId', async () => {
        const [first, ...others] = ctx.get().data?.shippingOptions?.recipients ?? [];
        if (!first) return;
        let data = null;
        for (const other of others) {
          const answer = await ctx.send(CHECKOUT_CALLS.updateRecipientId, {
            oldRecipientId: other.id,
            newRecipientId: first.id,
          });
          if (!answer) return;
          if (answer.isSuccess !== true) return ctx.refused(answer);
          data = answer.checkoutData ?? data;
        }
        data ??= (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData ?? null;
        if (data) ctx.mergeData(data, MERGE_MODE.back);
      }),

    /** Opens the new-address popup of one item. */
    openNewRecipient(basketItemId: string): void {
      set({ popup: { kind: 'newRecipient', basketItemId } });
    },

    /** Forgets the server's field errors (the shopper is editing). */
    clearAddressErrors(): void {
      if (Object.keys(ctx.get().addressErrors).length > 0) set({ addressErrors: {} });
    },
  };
}
