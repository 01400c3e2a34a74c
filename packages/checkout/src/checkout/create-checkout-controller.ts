/**
 * The checkout's store and actions (001 §4): the flow's, then those of each row of the step table
 * it is given (the island's: steps.ts). Driven without rendering in the tests; the island renders
 * its state.
 */
import { createCheckoutContext } from './checkout-context';
import type { CheckoutController, IslandStep } from './checkout-controller';
import type { CheckoutEnv } from './checkout-env';
import { flowActions } from './flow-actions';
import { CHECKOUT_ROOT, normalBasePath, type CheckoutRouting, type StepName } from './flow-logic';
import type { CheckoutData } from './shared/schema';

/** What {@link createCheckoutController} needs besides the environment. */
export interface CheckoutControllerOptions {
  /**
   * The steps the island shows, in order: the package's `CHECKOUT_STEP_TABLE`. Their action
   * groups make the controller (a group shared by two steps is created once).
   */
  steps: readonly IslandStep[];
  /** The step to start on, one of `steps`. */
  step: StepName;
  /** The checkout data the server rendered, if any (the checkout is then ready at once). */
  data?: CheckoutData | null | undefined;
  /** How the steps use the page address. @default 'path' */
  routing?: CheckoutRouting | undefined;
  /** Where the steps' addresses are (a checked path: `isBasePath`). @default '/checkout' */
  basePath?: string | undefined;
}

/** Creates the checkout's store and actions from a step table, on a step, from the server's data when it sent some. */
export function createCheckoutController(env: CheckoutEnv, options: CheckoutControllerOptions): CheckoutController {
  const { steps, step, data, routing = 'path', basePath = CHECKOUT_ROOT } = options;
  const flow = { steps: steps.map((row) => row.name), routing, basePath: normalBasePath(basePath) };
  const ctx = createCheckoutContext(env, flow, step, data);
  // Payment and Review share the payment side: each group is created once
  const groups = new Set(steps.flatMap((row) => row.actions));
  return Object.assign(
    { store: ctx.store, altPayOffers: env.altPayOffers },
    flowActions(ctx),
    ...[...groups].map((group) => group(ctx)),
  ) as CheckoutController;
}
