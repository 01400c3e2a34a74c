/** The checkout's store and actions (001 §4), with no React: tested in node, rendered by the island. */
import type { Store } from '@hearth/core';
import { addressActions } from './address-actions';
import { altPayActions } from './alt-pay-actions';
import { createCheckoutContext } from './checkout-context';
import type { CheckoutEnv } from './checkout-env';
import type { CheckoutState } from './checkout-state';
import { flowActions } from './flow-actions';
import type { StepIndex } from './flow-logic';
import { optionsActions } from './options-actions';
import { paymentActions } from './payment-actions';
import { placeOrderActions } from './place-order-actions';
import type { CheckoutData } from './schema';

/** Creates the checkout's store and actions for a step, from the server's data when it sent some. */
export function createCheckoutController(env: CheckoutEnv, step: StepIndex, data?: CheckoutData | null): CheckoutController {
  const ctx = createCheckoutContext(env, step, data);
  return {
    store: ctx.store,
    ...flowActions(ctx),
    ...addressActions(ctx),
    ...optionsActions(ctx),
    ...paymentActions(ctx),
    ...placeOrderActions(ctx),
    ...altPayActions(ctx, () => env.altPay()),
  };
}

/**
 * The checkout's controller: its store and the actions of each group. Named rather than inferred:
 * an inferred type inlines `import("@hearth/core")` types, which the declaration bundler follows
 * into core's sources.
 */
export type CheckoutController = { store: Store<CheckoutState> } & ReturnType<typeof flowActions> &
  ReturnType<typeof addressActions> &
  ReturnType<typeof optionsActions> &
  ReturnType<typeof paymentActions> &
  ReturnType<typeof placeOrderActions> &
  ReturnType<typeof altPayActions>;
