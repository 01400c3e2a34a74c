/**
 * The checkout's store and actions [ref: checkout#rules]: the flow's, then those of each step of the step
 * table (steps.ts). Driven without rendering in the tests; the island renders its state.
 */
import type { Store } from '@hearth/core';
import type { addressActions } from './shipping/address-actions';
import { createCheckoutContext } from './checkout-context';
import type { CheckoutEnv } from './checkout-env';
import type { CheckoutState } from './checkout-state';
import { flowActions } from './flow-actions';
import type { StepIndex } from './flow-logic';
import type { optionsActions } from './options/options-actions';
import type { storeDetailActions } from './options/store-detail-actions';
import type { PaymentGroup } from './payment/payment-group';
import type { RewardsGroup } from './tenders/rewards-actions';
import type { CheckoutData } from './shared/schema';
import { CHECKOUT_STEP_TABLE } from './steps';

/** Creates the checkout's store and actions for a step, from the server's data when it sent some. */
export function createCheckoutController(
  env: CheckoutEnv,
  step: StepIndex,
  data?: CheckoutData | null,
): CheckoutController {
  const ctx = createCheckoutContext(env, step, data);
  // Payment and Review share the payment side: each group is created once
  const groups = new Set(CHECKOUT_STEP_TABLE.flatMap((row) => row.actions));
  return Object.assign(
    { store: ctx.store, altPayOffers: env.altPayOffers },
    flowActions(ctx),
    ...[...groups].map((group) => group(ctx)),
  ) as CheckoutController;
}

/**
 * The checkout's controller: its store and the actions of each group. Named rather than inferred:
 * an inferred type inlines `import("@hearth/core")` types, which the declaration bundler follows
 * into core's sources.
 */
export type CheckoutController = {
  store: Store<CheckoutState>;
  /** Whether PayPal, Venmo or Apple Pay is offered on this page (the environment's `altPayOffers`). */
  altPayOffers: CheckoutEnv['altPayOffers'];
} & ReturnType<typeof flowActions> &
  ReturnType<typeof addressActions> &
  ReturnType<typeof optionsActions> &
  ReturnType<typeof storeDetailActions> &
  PaymentGroup &
  RewardsGroup;
