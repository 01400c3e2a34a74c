/**
 * The payment step's action groups, each loaded on the first call of one of its actions: the
 * payment side (payment-group.ts: payment and billing, tenders, the offer, place order,
 * alternative payments), which Review shares, and the signed-in shopper's account rewards
 * (rewards-actions.ts), a group of their own: the step reads the rewards as it shows.
 */
import { lazyGroup, type ActionNames } from '../shared/lazy-group';
import type { RewardsGroup } from '../tenders/rewards-actions';
import type { PaymentGroup } from './payment-group';

/** The payment-side actions by name. */
export const PAYMENT_ACTIONS: ActionNames<PaymentGroup> = {
  saveBillingAddress: true,
  applyPromo: true,
  removePromo: true,
  applyGiftCard: true,
  removeGiftCard: true,
  applyTenderCode: true,
  removeTenderCode: true,
  applyCertificate: true,
  removeCertificate: true,
  askRemoveCertificates: true,
  removeCertificates: true,
  setTaxExemption: true,
  savePayment: true,
  verifyCard: true,
  saveOffer: true,
  moveToReview: true,
  openSavedCards: true,
  openTwoCards: true,
  openCardEntry: true,
  openOffer: true,
  placeOrder: true,
  placeApplePayOrder: true,
  updatePayment: true,
  payWith: true,
  removeApplePay: true,
  payWithApplePay: true,
  placeOrderWithApplePay: true,
  mountAltPayButton: true,
  prepareAltPay: true,
  launchMasterpass: true,
  saveVisaPayment: true,
};

/** The account rewards actions by name. */
export const REWARDS_ACTIONS: ActionNames<RewardsGroup> = {
  loadAccountRewards: true,
  applyAccountCertificate: true,
};

/** The payment side's actions: payment and billing, tenders, the offer, place order, alternative payments. */
export const paymentSide = lazyGroup<PaymentGroup>(PAYMENT_ACTIONS, (ctx) =>
  import('./payment-group').then((m) => m.paymentGroup(ctx)),
);

/** The signed-in shopper's account rewards. */
export const accountRewards = lazyGroup<RewardsGroup>(REWARDS_ACTIONS, (ctx) =>
  import('../tenders/rewards-actions').then((m) => m.rewardsActions(ctx)),
);
