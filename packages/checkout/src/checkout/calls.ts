/**
 * The checkout's calls [ref: checkout#calls], by the spec's names in camelCase. Every path is the one the spec
 * shows; `hearth-config` endpoints may override any. Calls the spec marks "(retry)" are defined
 * with `retry: true` (the client retries them when the `retry` feature is on). Where a name
 * clashes with a cart-service call [ref: checkout#calls], the /ReactCheckout one is prefixed `checkout`.
 */
import { defineCall, maybe, type CallDefinition, type CallSpec } from '@hearth/core';
import { boolean, type, type Infer, type Struct } from 'superstruct';
import {
  AddressAnswer,
  AvailabilityAnswer,
  CheckoutAnswer,
  GiftOptionAnswer,
  StoreDetailAnswer,
  StoreDetailListAnswer,
} from './shared/schema';

const isSuccessAnswerStruct = type({ isSuccess: maybe(boolean()) });
/** The answer of a call that tells only whether it worked. */
export interface IsSuccessAnswer extends Infer<typeof isSuccessAnswerStruct> {}
const IsSuccessAnswer: Struct<IsSuccessAnswer, unknown> = isSuccessAnswerStruct;

const RC = '/ReactCheckout';
/** A /ReactCheckout POST answered with the checkout answer (or the schema given). */
const rc = <T = CheckoutAnswer>(name: string, path: string, extra: Partial<CallSpec<T>> = {}) =>
  defineCall<T>({ name, method: 'POST', path: `${RC}/${path}`, answer: CheckoutAnswer as never, ...extra });

/** [ref: checkout#calls] /Checkout/Log {message, level}: where checkout errors are logged (never with a request body). */
export const checkoutLog = defineCall({ name: 'checkoutLog', method: 'POST', path: '/Checkout/Log' });

/** The checkout calls by name: the type of {@link CHECKOUT_CALLS}. */
export interface CheckoutCalls {
  readonly refreshCheckout: CallDefinition<CheckoutAnswer>;
  readonly validateCart: CallDefinition<CheckoutAnswer>;
  readonly removeNlaItems: CallDefinition<CheckoutAnswer>;
  readonly removeAllNlaItems: CallDefinition<CheckoutAnswer>;
  readonly removePfasItems: CallDefinition<CheckoutAnswer>;
  readonly removePersonalizedItems: CallDefinition<CheckoutAnswer>;
  readonly removeInstallationService: CallDefinition<CheckoutAnswer>;
  readonly validateAddress: CallDefinition<AddressAnswer>;
  readonly validateAndSaveAddress: CallDefinition<AddressAnswer>;
  readonly saveShippingAddress: CallDefinition<AddressAnswer>;
  readonly saveMultiShippingAddress: CallDefinition<AddressAnswer>;
  readonly saveMultiShipping: CallDefinition<CheckoutAnswer>;
  readonly saveRecipientSelection: CallDefinition<CheckoutAnswer>;
  readonly updateRecipientId: CallDefinition<CheckoutAnswer>;
  readonly splitItem: CallDefinition<CheckoutAnswer>;
  readonly moveToShippingAndGiftOptions: CallDefinition<CheckoutAnswer>;
  readonly moveToPaymentPage: CallDefinition<CheckoutAnswer>;
  readonly moveToReviewPage: CallDefinition<CheckoutAnswer>;
  readonly updateBopsToShipping: CallDefinition<CheckoutAnswer>;
  readonly updateGiftReceipt: CallDefinition<CheckoutAnswer>;
  readonly updateBaggingOption: CallDefinition<CheckoutAnswer>;
  readonly updateGiftMessage: CallDefinition<CheckoutAnswer>;
  readonly updateGiftOption: CallDefinition<GiftOptionAnswer>;
  readonly setTYMPreferences: CallDefinition<CheckoutAnswer>;
  readonly saveShippingAndGiftOptions: CallDefinition<CheckoutAnswer>;
  readonly getAvailabilityData: CallDefinition<AvailabilityAnswer>;
  readonly resetBasketSelectedStore: CallDefinition<IsSuccessAnswer>;
  readonly storeLocationDetail: CallDefinition<StoreDetailAnswer>;
  readonly storeLocationDetailList: CallDefinition<StoreDetailListAnswer>;
  readonly updateShipMethod: CallDefinition<IsSuccessAnswer>;
}

/** Every call of the shipping and the shipping-and-gift-options steps, by name. */
export const CHECKOUT_CALLS: CheckoutCalls = {
  refreshCheckout: rc('refreshCheckout', 'RefreshCheckout', { method: 'GET' }),
  validateCart: rc('validateCart', 'ValidateCart', { retry: true }),
  // cart validation removals [ref: checkout#rules, #errors]
  removeNlaItems: rc('removeNlaItems', 'RemoveNlaItems'),
  removeAllNlaItems: rc('removeAllNlaItems', 'RemoveAllNlaItems'),
  removePfasItems: rc('removePfasItems', 'RemovePfasItems'),
  removePersonalizedItems: rc('removePersonalizedItems', 'RemovePersonalizedItems'),
  /** [ref: checkout#calls] RemoveInstallationService {}: type 4's way on (the items stay, without the service). */
  removeInstallationService: rc('checkoutRemoveInstallationService', 'RemoveInstallationService'),
  // addresses
  validateAddress: rc('validateAddress', 'ValidateAddress', { answer: AddressAnswer }),
  validateAndSaveAddress: rc('validateAndSaveAddress', 'ValidateAndSaveAddress', { answer: AddressAnswer }),
  saveShippingAddress: rc('saveShippingAddress', 'SaveShippingAddress', { retry: true, answer: AddressAnswer }),
  saveMultiShippingAddress: rc('saveMultiShippingAddress', 'SaveMultiShippingAddress', { answer: AddressAnswer }),
  saveMultiShipping: rc('saveMultiShipping', 'SaveMultiShipping'),
  saveRecipientSelection: rc('saveRecipientSelection', 'SaveRecipientSelection'),
  updateRecipientId: rc('updateRecipientId', 'UpdateRecipientId'),
  splitItem: rc('splitItem', 'SplitItem'),
  // step moves [ref: checkout#rules]
  moveToShippingAndGiftOptions: rc('moveToShippingAndGiftOptions', 'MoveToShippingAndGiftOptions'),
  moveToPaymentPage: rc('moveToPaymentPage', 'MoveToPaymentPage'),
  moveToReviewPage: rc('moveToReviewPage', 'MoveToReviewPage', { retry: true }),
  // shipping and gift options
  updateBopsToShipping: rc('updateBopsToShipping', 'UpdateBopsToShipping'),
  updateGiftReceipt: rc('updateGiftReceipt', 'UpdateGiftReceipt'),
  updateBaggingOption: rc('updateBaggingOption', 'UpdateBaggingOption'),
  updateGiftMessage: rc('updateGiftMessage', 'UpdateGiftMessage', { retry: true }),
  updateGiftOption: rc('updateGiftOption', 'UpdateGiftOption', { answer: GiftOptionAnswer }),
  setTYMPreferences: rc('setTYMPreferences', 'SetTYMPreferences'),
  saveShippingAndGiftOptions: rc('saveShippingAndGiftOptions', 'SaveShippingAndGiftOptions'),
  // store pickup ([ref: checkout#calls] other calls)
  getAvailabilityData: defineCall({
    name: 'getAvailabilityData',
    method: 'POST',
    path: '/browse/storeavailability/GetAvailabilityData',
    answer: AvailabilityAnswer,
  }),
  resetBasketSelectedStore: defineCall({
    name: 'resetBasketSelectedStore',
    method: 'POST',
    path: '/browse/storeavailability/resetbasketselectedstore',
    answer: IsSuccessAnswer,
  }),
  /** [ref: checkout#calls] POST /browse/popup/StoreLocationDetail/0/ `{storeId}`: the pickup store's details. */
  storeLocationDetail: defineCall({
    name: 'storeLocationDetail',
    method: 'POST',
    path: '/browse/popup/StoreLocationDetail/0/',
    answer: StoreDetailAnswer,
  }),
  /** [ref: checkout#calls] POST /browse/popup/StoreLocationDetailList `{}`: every pickup store's details. */
  storeLocationDetailList: defineCall({
    name: 'storeLocationDetailList',
    method: 'POST',
    path: '/browse/popup/StoreLocationDetailList',
    answer: StoreDetailListAnswer,
  }),
  /**
   * [ref: checkout#calls] cart service: a line's ship method (2 = pickup at `storeId`). The spec shows no checkout
   * call that picks a store, so the checkout sends the cart's (path from `hearth-config`).
   */
  updateShipMethod: defineCall({
    name: 'updateShipMethod',
    method: 'POST',
    answer: IsSuccessAnswer,
  }),
};

/** The name of a checkout call. */
export type CheckoutCallName = keyof CheckoutCalls;
