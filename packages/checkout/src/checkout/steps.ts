/**
 * The checkout's steps [ref: checkout#screens] as one table, a row per step the island shows (the cart and the
 * confirmation are pages of their own), in the order the shopper goes through them: its name (its
 * index and route come with it: flow-logic.ts), the component that renders it and the actions it
 * adds to the controller (the calls its 'Next' sends are in its test). The island renders the current row's
 * component (checkout.tsx) and creates the controller from the table's actions
 * (create-checkout-controller.ts). docs/adding-a-checkout-step.md says how a row is added.
 */
import { lazyPart } from '@hearth/ui';
import type { IslandStep } from './checkout-controller';
import type { StepName } from './flow-logic';
import { optionsActions } from './options/options-actions';
import { OptionsStep } from './options/options-step';
import { storeDetailActions } from './options/store-detail-actions';
import { accountRewards, paymentSide } from './payment/payment-side';
import { addressActions } from './shipping/address-actions';
import { ShippingStep } from './shipping/shipping-step';

const PaymentStepPart = lazyPart(() => import('./payment/payment-step').then((m) => m.PaymentStep), 'PaymentStep');
const ReviewStepPart = lazyPart(() => import('./review/review-step').then((m) => m.ReviewStep), 'ReviewStep');

/** The table as written: its type keeps each row's groups, which the table's test checks against the controller's type. */
export const STEP_TABLE_ROWS = [
  {
    name: 'shipping',
    Component: ShippingStep,
    actions: [addressActions],
  },
  {
    name: 'shippingAndGiftOptions',
    Component: OptionsStep,
    actions: [optionsActions, storeDetailActions],
  },
  {
    name: 'payment',
    Component: PaymentStepPart.Component,
    actions: [paymentSide, accountRewards],
  },
  { name: 'review', Component: ReviewStepPart.Component, actions: [paymentSide] },
] as const satisfies readonly IslandStep[];

/** [ref: checkout#screens]: the steps the island shows, in order. */
export const CHECKOUT_STEP_TABLE: readonly IslandStep[] = STEP_TABLE_ROWS;

/** The row of a step, if the island shows it. */
export function islandStep(step: StepName): IslandStep | undefined {
  return CHECKOUT_STEP_TABLE.find((row) => row.name === step);
}
