/**
 * The payment side's calls [ref: checkout#calls]: Payment and Billing, tenders and discounts, cards, the offer,
 * Review and Place Order. Paths as the spec shows them; `hearth-config` endpoints may override.
 */
import { defineCall, maybe, type CallSpec } from '@hearth/core';
import { array, assign, string, type, unknown, type Infer, type Struct } from 'superstruct';
import { AddressAnswer, CheckoutAnswer } from './shared/schema';
import { REWARDS_CALLS } from './rewards-calls';
import { MaskedNumber, VerifyErrors } from './shared/schema-payment';

const RC = '/ReactCheckout';
const PP = '/api/checkout/payment-provider';
const rc = <T = CheckoutAnswer>(name: string, path: string, extra: Partial<CallSpec<T>> = {}) =>
  defineCall<T>({ name, method: 'POST', path: `${RC}/${path}`, answer: CheckoutAnswer as never, ...extra });
const pp = <T = CheckoutAnswer>(name: string, path: string) =>
  defineCall<T>({ name, method: 'POST', path: `${PP}/${path}`, answer: CheckoutAnswer as never });

const placeOrderAnswerStruct = assign(
  CheckoutAnswer,
  type({
    orderNumber: maybe(string()),
    giftCardErrors: maybe(array(type({ cardNumber: maybe(MaskedNumber), errorMessage: maybe(string()) }))),
  }),
);
/** PlaceOrder's answer ([ref: checkout#data] placeOrderResponse) [ref: checkout#calls]: the checkout answer with the order number and the gift card errors. */
export interface PlaceOrderAnswer extends Infer<typeof placeOrderAnswerStruct> {}
/** PlaceOrder's answer ([ref: checkout#data] placeOrderResponse) [ref: checkout#calls]: the checkout answer with the order number and the gift card errors. */
export const PlaceOrderAnswer: Struct<PlaceOrderAnswer, unknown> = placeOrderAnswerStruct;

const verifyAnswerStruct = assign(
  CheckoutAnswer,
  type({ verifyErrors: maybe(VerifyErrors), cardId: maybe(unknown()) }),
);
/** VerifyCreditCard's answer: the checkout answer with the verify errors. */
export interface VerifyAnswer extends Infer<typeof verifyAnswerStruct> {}
/** VerifyCreditCard's answer: the checkout answer with the verify errors. */
export const VerifyAnswer: Struct<VerifyAnswer, unknown> = verifyAnswerStruct;

export { RewardsAnswer } from './rewards-calls';

/** Every payment-side call, by name. */
export const PAYMENT_CALLS = {
  saveBillingAddress: rc('saveBillingAddress', 'SaveBillingAddress', { answer: AddressAnswer }),
  applyPromoCode: rc('checkoutApplyPromoCode', 'ApplyPromoCode', { retry: true }),
  verifyPromoCode: rc('verifyPromoCode', 'VerifyPromoCode'),
  removePromoCode: rc('checkoutRemovePromoCode', 'RemovePromoCode'),
  applyGiftCardTender: rc('applyGiftCardTender', 'ApplyGiftCardTender'),
  removeGiftCardTender: rc('removeGiftCardTender', 'RemoveGiftCardTender'),
  applyTenderCode: rc('applyTenderCode', 'ApplyTenderCode'),
  removeTenderCode: rc('removeTenderCode', 'RemoveTenderCode'),
  applyRewardCertificate: rc('applyRewardCertificate', 'ApplyRewardCertificate'),
  applyCartRewardCertificate: REWARDS_CALLS.applyCartRewardCertificate,
  removeCertificates: rc('checkoutRemoveCertificates', 'RemoveCertificates'),
  removeRewardCertificate: rc('removeRewardCertificate', 'RemoveRewardCertificate'),
  getAccountRewards: REWARDS_CALLS.getAccountRewards,
  getAccountRewardsByToken: REWARDS_CALLS.getAccountRewardsByToken,
  applyTaxExemption: rc('applyTaxExemption', 'ApplyTaxExemption'),
  applyTaxExemptionGet: rc('applyTaxExemptionGet', 'ApplyTaxExemption/', { method: 'GET' }),
  savePayment: rc('savePayment', 'SavePayment'),
  verifyCreditCard: rc('verifyCreditCard', 'VerifyCreditCard', { answer: VerifyAnswer }),
  savePlccOfferSelection: rc('savePlccOfferSelection', 'SavePlccOfferSelection'),
  placeOrder: rc('placeOrder', 'PlaceOrder', { answer: PlaceOrderAnswer }),
  placeApplePayOrder: rc('placeApplePayOrder', 'PlaceApplePayOrder', { answer: PlaceOrderAnswer }),
  placeApplePayOrderFromPayment: rc('placeApplePayOrderFromPayment', 'PlaceApplePayOrderFromPayment', {
    answer: PlaceOrderAnswer,
  }),
} as const;

/** [ref: checkout#calls]: the card payment provider's variants (chosen by the `paymentProvider` feature), same behaviour. */
export const PROVIDER_CALLS = {
  applyGiftCardTender: pp('providerApplyGiftCard', 'apply-gift-card'),
  removeGiftCardTender: pp('providerRemoveGiftCard', 'remove-gift-card'),
  applyRewardCertificate: pp('providerApplyRewardCertificate', 'apply-reward-certificate'),
  applyCartRewardCertificate: REWARDS_CALLS.providerApplyCartRewardCertificate,
  removeCertificates: pp('providerRemoveCertificates', 'remove-certificates'),
  removeRewardCertificate: pp('providerRemoveRewardCertificate', 'remove-reward-certificate'),
  savePayment: pp('providerSavePayment', 'save-credit-card-to-basket'),
  lookupRewardsCard: REWARDS_CALLS.lookupRewardsCard,
} as const;
