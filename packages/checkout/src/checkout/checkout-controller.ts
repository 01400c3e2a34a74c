/** The checkout's store and actions (001 §4), with no React: tested in node, rendered by the island. */
import type { Store } from '@hearth/core';
import { addressActions } from './shipping/address-actions';
import { createCheckoutContext } from './checkout-context';
import type { CheckoutEnv } from './checkout-env';
import type { CheckoutState } from './checkout-state';
import { flowActions } from './flow-actions';
import type { StepIndex } from './flow-logic';
import { optionsActions } from './options/options-actions';
import type { PaymentGroup } from './payment/payment-group';
import type { RewardsGroup } from './tenders/rewards-actions';
import type { CheckoutData } from './shared/schema';

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
  'openOffer',
  'placeOrder',
  'placeApplePayOrder',
  'updatePayment',
  'payWith',
  'removeApplePay',
  'payWithApplePay',
  'placeOrderWithApplePay',
] as const satisfies ReadonlyArray<keyof PaymentGroup>;

/** The account rewards actions (rewards-actions.ts), a group of their own: the step reads the rewards as it shows. */
export const REWARDS_ACTIONS = ['loadAccountRewards', 'applyAccountCertificate'] as const satisfies ReadonlyArray<keyof RewardsGroup>;

/**
 * A group of actions, each loading the group's module on its first call and then running there:
 * every call returns a promise (of what the action returns).
 */
function lazyGroup<G>(names: readonly (keyof G & string)[], create: () => Promise<G>): G {
  let group: Promise<G> | undefined;
  const call =
    (name: keyof G & string) =>
    (...args: unknown[]) =>
      (group ??= create()).then((actions) => (actions[name] as (...a: unknown[]) => unknown)(...args));
  return Object.fromEntries(names.map((name) => [name, call(name)])) as unknown as G;
}

/** Creates the checkout's store and actions for a step, from the server's data when it sent some. */
export function createCheckoutController(env: CheckoutEnv, step: StepIndex, data?: CheckoutData | null): CheckoutController {
  const ctx = createCheckoutContext(env, step, data);
  return {
    store: ctx.store,
    ...flowActions(ctx),
    ...addressActions(ctx),
    ...optionsActions(ctx),
    ...lazyGroup<PaymentGroup>(PAYMENT_ACTIONS, () => import('./payment/payment-group').then((m) => m.paymentGroup(ctx))),
    ...lazyGroup<RewardsGroup>(REWARDS_ACTIONS, () => import('./tenders/rewards-actions').then((m) => m.rewardsActions(ctx))),
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
  PaymentGroup &
  RewardsGroup;
