/** The checkout island's state: a core Store, no React. */
import type { OversizedItem, UnavailableItem, UnavailablePopup } from '@hearth/commerce';
import type { StepName } from './flow-logic';
import type { AddressSuggestion, CheckoutData, StoreDetail } from './shared/schema';
import type { Address } from './shared/schema-shipping';

/** Where an accepted address suggestion goes: the shipping address, or a new recipient of one item. */
export type SuggestionTarget = { kind: 'shipping' } | { kind: 'recipient'; basketItemId: string };

/** The item the store chooser is open for. */
export interface StoreChoiceItem {
  id: string;
  sku: string;
  name: string;
  quantity: number;
  /** Already picked up (a change of store resets the basket's store first). */
  isPickup: boolean;
}

/** The popup open over the checkout, if any. */
export type CheckoutPopup =
  | { kind: 'error' }
  | { kind: 'network' }
  | { kind: 'cartValidation'; popup: UnavailablePopup; items: UnavailableItem[] }
  | { kind: 'emptyBasket'; message: string }
  | { kind: 'shippingInfo'; shipMethod: number | null }
  | { kind: 'oversize'; items: OversizedItem[]; pickup?: boolean | undefined }
  | { kind: 'suggestions'; address: Address; suggestions: AddressSuggestion[]; target: SuggestionTarget }
  | { kind: 'storeChooser'; item: StoreChoiceItem }
  /** 'Store Details' (one store) or 'Store Locations' (the list): loading, shown, or failed. */
  | { kind: 'storeDetail'; list: boolean; status: 'loading' | 'done' | 'failed'; stores: StoreDetail[] }
  | { kind: 'newRecipient'; basketItemId: string }
  // the payment side [ref: checkout#screens]
  | { kind: 'paymentError' }
  | { kind: 'savedCards'; slot: CardSlot }
  | { kind: 'twoCards' }
  | { kind: 'offer'; errorMessage: string | null; financingTerms: string | null }
  | { kind: 'certificates' }
  /** 'Add New Card' through the `cardEntry` prop (npm pages): whether it offers saving, and its opener. */
  | { kind: 'cardEntry'; showSaveToAccount: boolean; opener: HTMLElement | null };

/** Which of two applied cards (CardOne and CardTwo) [ref: checkout#data]. */
export type CardSlot = 'cardOne' | 'cardTwo';

/** The kind of a popup. */
export type CheckoutPopupKind = CheckoutPopup['kind'];

/** Everything the checkout shows. */
export interface CheckoutState {
  /** `loading` until the checkout data is in, `error` when it could not be loaded. */
  status: 'loading' | 'ready' | 'error';
  data: CheckoutData | null;
  /** The step shown [ref: checkout#screens], by name. */
  step: StepName;
  /** The action in flight ([ref: checkout#rules] loading flag); every other action waits. */
  loading: string | null;
  popup: CheckoutPopup | null;
  /** A server message for the step ('role="alert"'). */
  notice: string | null;
  /** The server's errors for the address being saved, by field. */
  addressErrors: Readonly<Record<string, string>>;
  /** The recipient whose gift message was just saved. */
  giftMessageSaved: string | null;
  /** [ref: checkout#errors]: a gift card call failed: gift card service not available. */
  giftCardUnavailable: boolean;
  /** [ref: checkout#rules]: PlaceOrder's gift card errors (GiftCardError). */
  giftCardErrors: ReadonlyArray<{ cardNumber?: string | null | undefined; errorMessage?: string | null | undefined }>;
  /** A signed-in shopper's account rewards (GetAccountRewards), once read; null for a guest or a failed read. */
  accountRewards: AccountRewards | null;
  /** Tax exemption as this page last applied it (ApplyTaxExemption succeeded); null: as the checkout data says. */
  taxExempt: boolean | null;
}

/** What the step shows of the account rewards (rewardsTotal in cents, rewardExceedOrderTotalMessage) [ref: checkout#data] and what applying a certificate sends. */
export interface AccountRewards {
  rewardsTotal: number | null;
  rewardExceedOrderTotalMessage: string | null;
  accountNumber: string;
  cardToken: string;
  certificates: ReadonlyArray<{ certificateNumber: string; amount: number | null }>;
}

/** The state before anything is known; with `data` the checkout starts ready. */
export function initialCheckoutState(step: StepName, data?: CheckoutData | null): CheckoutState {
  return {
    status: data ? 'ready' : 'loading',
    data: data ?? null,
    step,
    loading: null,
    popup: null,
    notice: null,
    addressErrors: {},
    giftMessageSaved: null,
    giftCardUnavailable: false,
    giftCardErrors: [],
    accountRewards: null,
    taxExempt: null,
  };
}
