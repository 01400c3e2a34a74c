/**
 * The checkout's types that every step and popup uses: the controller, what a step gets, and a
 * row of the step table. Types only: this module imports no component, no step table and no
 * code, so the steps can import it without importing each other (a test keeps the packages' import
 * graph free of circles). The controller is created by create-checkout-controller.ts from a step
 * table (steps.ts).
 */
import type { Store } from '@hearth/core';
import type { ComponentType } from 'react';
import type { CheckoutContext } from './checkout-context';
import type { CheckoutEnv } from './checkout-env';
import type { CheckoutSettings } from './checkout-settings';
import type { CheckoutState } from './checkout-state';
import type { flowActions } from './flow-actions';
import type { StepName } from './flow-logic';
import type { optionsActions } from './options/options-actions';
import type { storeDetailActions } from './options/store-detail-actions';
import type { PaymentGroup } from './payment/payment-group';
import type { addressActions } from './shipping/address-actions';
import type { RewardsGroup } from './tenders/rewards-actions';

/**
 * Every action of the checkout: the flow's, then each group of the step table. A group a step
 * brings is named here too; the step table's test fails to type-check when a row's group is not.
 */
export type CheckoutActions = ReturnType<typeof flowActions> &
  ReturnType<typeof addressActions> &
  ReturnType<typeof optionsActions> &
  ReturnType<typeof storeDetailActions> &
  PaymentGroup &
  RewardsGroup;

/**
 * The checkout's controller: its store and every action. Named rather than inferred: an inferred
 * type inlines `import("@hearth/core")` types, which the declaration bundler follows into core's
 * sources.
 */
export type CheckoutController = {
  store: Store<CheckoutState>;
  /** Whether PayPal, Venmo or Apple Pay is offered on this page (the environment's `altPayOffers`). */
  altPayOffers: CheckoutEnv['altPayOffers'];
} & CheckoutActions;

/** What each step's component gets. */
export interface StepProps {
  controller: CheckoutController;
  state: CheckoutState;
  settings: CheckoutSettings;
}

/** A group of actions over the action runner, created once per controller. */
export type ActionGroup = (ctx: CheckoutContext) => object;

/** One step the island shows: a row of the step table (steps.ts). */
export interface IslandStep {
  /** Which step of the flow [ref: checkout#screens]: its index and its address come with the name (flow-logic.ts). */
  name: StepName;
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
}
