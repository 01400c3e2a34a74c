/**
 * The checkout's store and actions [ref: checkout#rules]: the flow's, then those of each row of the step table
 * it is given (the island's: steps.ts). Driven without rendering in the tests; the island renders
 * its state.
 */
import { CHECKOUT_ISLAND, createCheckoutContext } from './checkout-context';
import type { CheckoutController, IslandStep } from './checkout-controller';
import type { CheckoutEnv } from './checkout-env';
import { flowActions } from './flow-actions';
import {
  CHECKOUT_ROOT,
  flowTarget,
  isBasePath,
  normalBasePath,
  type CheckoutFlow,
  type CheckoutRouting,
  type StepName,
} from './flow-logic';
import type { CheckoutData } from './shared/schema';

/** What {@link createCheckoutController} needs besides the environment. */
export interface CheckoutControllerOptions {
  /**
   * The steps the island shows, in order: the package's `CHECKOUT_STEP_TABLE`. Their action
   * groups make the controller (a group shared by two steps is created once).
   */
  steps: readonly IslandStep[];
  /**
   * The step to start on. @default with `routing: 'path'` the step of the page's address
   * (`env.href()`) under `basePath`, else the first of `steps`
   */
  step?: StepName | undefined;
  /** The checkout data the server rendered, if any (the checkout is then ready at once). */
  data?: CheckoutData | null | undefined;
  /** How the steps use the page address (flow-logic.ts `CheckoutRouting`). @default 'path' */
  routing?: CheckoutRouting | undefined;
  /** Where the steps' addresses are: a path of this site. @default '/checkout' */
  basePath?: string | undefined;
}

/**
 * The flow of `options`: a `routing` or `basePath` that is not one is said on the console, naming
 * the island and the option, and the default is used.
 */
function flowOf({ steps, routing, basePath }: CheckoutControllerOptions, log: CheckoutEnv['log']): CheckoutFlow {
  const refuse = (option: string, value: unknown, instead: string) =>
    log(`hearth ${CHECKOUT_ISLAND}: ${option} ${JSON.stringify(value)} is not ${instead}.`);
  if (routing && routing !== 'path' && routing !== 'none') refuse('routing', routing, "'path' or 'none': using 'path'");
  const base = isBasePath(basePath) ? basePath : CHECKOUT_ROOT;
  if (basePath !== undefined && base !== basePath) refuse('basePath', basePath, `a path of this site: using ${base}`);
  return {
    steps: steps.map((row) => row.name),
    routing: routing === 'none' ? 'none' : 'path',
    basePath: normalBasePath(base),
  };
}

/** Creates the checkout's store and actions from a step table, on a step, from the server's data when it sent some. */
export function createCheckoutController(env: CheckoutEnv, options: CheckoutControllerOptions): CheckoutController {
  const flow = flowOf(options, env.log);
  // the step given when the flow has it, else (routing by path) the address's, else the first
  const { step } = options;
  const href = env.href();
  const fromPath = flow.routing === 'path' ? flowTarget(href, href, flow) : null;
  const start = step && flow.steps.includes(step) ? step : fromPath?.kind === 'step' ? fromPath.step : flow.steps[0]!;
  const ctx = createCheckoutContext(env, flow, start, options.data);
  // Payment and Review share the payment side: each group is created once
  const groups = new Set(options.steps.flatMap((row) => row.actions));
  return Object.assign(
    { store: ctx.store, altPayOffers: env.altPayOffers },
    flowActions(ctx),
    ...[...groups].map((group) => group(ctx)),
  ) as CheckoutController;
}
