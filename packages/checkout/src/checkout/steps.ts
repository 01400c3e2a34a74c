/**
 * The checkout's steps [ref: checkout#screens] as one table, a row per step the island shows (the cart and the
 * confirmation are pages of their own): its route, the component that renders it, the actions it
 * adds to the controller and the calls its 'Next' sends. The island renders the current row's
 * component (checkout.tsx); the controller is built from the rows' actions (checkout-controller.ts).
 */
import { lazyPart } from '@hearth/ui';
import type { ComponentType } from 'react';
import type { CheckoutCallName } from './calls';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutController } from './checkout-controller';
import type { CheckoutSettings } from './checkout-settings';
import type { CheckoutState } from './checkout-state';
import { routeOf, type StepIndex } from './flow-logic';
import { optionsActions } from './options/options-actions';
import { storeDetailActions } from './options/store-detail-actions';
import { OptionsStep } from './options/options-step';
import type { PAYMENT_CALLS } from './payment-calls';
import type { PaymentGroup } from './payment/payment-group';
import { addressActions } from './shipping/address-actions';
import { ShippingStep } from './shipping/shipping-step';
import type { RewardsGroup } from './tenders/rewards-actions';

/** What each step's component gets. */
export interface StepProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/** A group of actions over the action runner, created once per controller. */
export type ActionGroup = (ctx: CheckoutContext) => object;

/** One step the island shows. */
export interface IslandStep {
  step: StepIndex;
  /** Its address (flow-logic.ts): the flow moves between the steps in-app. */
  route: string;
  /**
   * What renders it. Shipping and Shipping and Gift Options come with the island; Payment and
   * Review load when the flow first reaches them, so the Shipping step's page carries neither
   * (that page at most 45 KB).
   */
  Component: ComponentType<StepProps>;
  /**
   * The groups of actions it adds to the controller, each created once. The payment side's and
   * the account rewards load on the first call of one of their actions; Review places the order
   * with the payment side's group, which it shares with Payment.
   */
  actions: readonly ActionGroup[];
  /**
   * The calls its 'Next' sends [ref: checkout#rules, #calls]: what saves or checks the step, then the move onto
   * the next one (each move validates the cart first: ValidateCart). Shipping's row is for a new
   * address: a saved one is sent by SaveMultiShipping, an accepted suggestion by ValidateAndSaveAddress.
   */
  next: readonly (CheckoutCallName | keyof typeof PAYMENT_CALLS)[];
}

/** The names of the payment-side actions (payment-group.ts), which load on first call. */
export const PAYMENT_ACTIONS = [
  'saveBillingAddress',
  'applyPromo',
  'removePromo',
  'applyGiftCard',
  'removeGiftCard',
  'applyTenderCode',
  'removeTenderCode',
  'applyCertificate',
  'removeCertificate',
  'askRemoveCertificates',
  'removeCertificates',
  'setTaxExemption',
  'savePayment',
  'verifyCard',
  'saveOffer',
  'moveToReview',
  'openSavedCards',
  'openTwoCards',
  'openCardEntry',
  'openOffer',
  'placeOrder',
  'placeApplePayOrder',
  'updatePayment',
  'payWith',
  'removeApplePay',
  'payWithApplePay',
  'placeOrderWithApplePay',
  'mountAltPayButton',
  'prepareAltPay',
  'launchMasterpass',
  'saveVisaPayment',
] as const satisfies ReadonlyArray<keyof PaymentGroup>;

/** The account rewards actions (rewards-actions.ts), a group of their own: the step reads the rewards as it shows. */
export const REWARDS_ACTIONS = ['loadAccountRewards', 'applyAccountCertificate'] as const satisfies ReadonlyArray<
  keyof RewardsGroup
>;

/**
 * A group of actions whose module loads on the first call of one of them, each call then running
 * there: every call returns a promise (of what the action returns).
 */
function lazyGroup<G>(
  names: readonly (keyof G & string)[],
  load: (ctx: CheckoutContext) => Promise<G>,
): (ctx: CheckoutContext) => G {
  return (ctx) => {
    let group: Promise<G> | undefined;
    const call =
      (name: keyof G & string) =>
      (...args: unknown[]) =>
        (group ??= load(ctx)).then((actions) => (actions[name] as (...a: unknown[]) => unknown)(...args));
    return Object.fromEntries(names.map((name) => [name, call(name)])) as unknown as G;
  };
}

/** The payment side's actions: payment and billing, tenders, the offer, place order, alternative payments. */
const paymentSide = lazyGroup<PaymentGroup>(PAYMENT_ACTIONS, (ctx) =>
  import('./payment/payment-group').then((m) => m.paymentGroup(ctx)),
);
/** The signed-in shopper's account rewards. */
const accountRewards = lazyGroup<RewardsGroup>(REWARDS_ACTIONS, (ctx) =>
  import('./tenders/rewards-actions').then((m) => m.rewardsActions(ctx)),
);

const PaymentStepPart = lazyPart(() => import('./payment/payment-step').then((m) => m.PaymentStep), 'PaymentStep');
const ReviewStepPart = lazyPart(() => import('./review/review-step').then((m) => m.ReviewStep), 'ReviewStep');

/** [ref: checkout#screens]: the steps the island shows, in order. */
export const CHECKOUT_STEP_TABLE: readonly IslandStep[] = [
  {
    step: 1,
    route: routeOf(1),
    Component: ShippingStep,
    actions: [addressActions],
    next: ['saveShippingAddress', 'moveToShippingAndGiftOptions'],
  },
  {
    step: 2,
    route: routeOf(2),
    Component: OptionsStep,
    actions: [optionsActions, storeDetailActions],
    next: ['saveShippingAndGiftOptions', 'moveToPaymentPage'],
  },
  {
    step: 3,
    route: routeOf(3),
    Component: PaymentStepPart.Component,
    actions: [paymentSide, accountRewards],
    next: ['verifyPromoCode', 'moveToReviewPage'],
  },
  { step: 4, route: routeOf(4), Component: ReviewStepPart.Component, actions: [paymentSide], next: ['placeOrder'] },
];

/** The row of a step, if the island shows it. */
export function islandStep(step: StepIndex): IslandStep | undefined {
  return CHECKOUT_STEP_TABLE.find((row) => row.step === step);
}
