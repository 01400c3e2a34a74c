/** The checkout's store and actions (001 §4), with no React: tested in node, rendered by the island. */
import type { Store } from '@hearth/core';
import { addressActions } from './address-actions';
import { createCheckoutContext, type CheckoutContext } from './checkout-context';
import type { CheckoutEnv } from './checkout-env';
import type { CheckoutState } from './checkout-state';
import { flowActions } from './flow-actions';
import type { StepIndex } from './flow-logic';
import { optionsActions } from './options-actions';
import type { PaymentGroup } from './payment-group';
import type { CheckoutData } from './schema';

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
] as const satisfies ReadonlyArray<keyof PaymentGroup>;

/**
 * The payment-side actions, each loading payment-group.ts on its first call and then running
 * there: every call returns a promise (of what the action returns).
 */
function lazyPaymentGroup(ctx: CheckoutContext): PaymentGroup {
  let group: Promise<PaymentGroup> | undefined;
  const load = () => (group ??= import('./payment-group').then((m) => m.paymentGroup(ctx)));
  const call =
    (name: (typeof PAYMENT_ACTIONS)[number]) =>
    (...args: unknown[]) =>
      load().then((actions) => (actions[name] as (...a: unknown[]) => unknown)(...args));
  return Object.fromEntries(PAYMENT_ACTIONS.map((name) => [name, call(name)])) as unknown as PaymentGroup;
}

/** Creates the checkout's store and actions for a step, from the server's data when it sent some. */
export function createCheckoutController(env: CheckoutEnv, step: StepIndex, data?: CheckoutData | null): CheckoutController {
  const ctx = createCheckoutContext(env, step, data);
  return {
    store: ctx.store,
    ...flowActions(ctx),
    ...addressActions(ctx),
    ...optionsActions(ctx),
    ...lazyPaymentGroup(ctx),
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
  PaymentGroup;
