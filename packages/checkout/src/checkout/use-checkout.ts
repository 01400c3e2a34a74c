import { useStoreState } from '@hearth/core';
import { useEffect, useState } from 'react';
import { browserCheckoutEnv, type CheckoutEnv } from './checkout-env';
import type { CheckoutController, IslandStep } from './checkout-controller';
import { CHECKOUT_ISLAND } from './checkout-context';
import type { CheckoutState } from './checkout-state';
import { createCheckoutController } from './create-checkout-controller';
import {
  CHECKOUT_ROOT,
  isBasePath,
  normalBasePath,
  stepAt,
  stepOfPath,
  type CheckoutFlow,
  type CheckoutRouting,
  type StepName,
} from './flow-logic';
import type { CheckoutData } from './shared/schema';
import { CHECKOUT_STEP_TABLE } from './steps';

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions {
  /** The checkout data the server rendered; without it the data is fetched (RefreshCheckout). */
  checkoutData?: CheckoutData | undefined;
  /** The step to start on (001 §2 index). @default with `routing: 'path'` the step of the page's address, else 1 */
  step?: number | undefined;
  /** What to use instead of the browser (client, navigation, history, logging). @default the browser's */
  env?: Partial<CheckoutEnv> | undefined;
  /**
   * How the steps use the page address: `path` gives each step its address under `basePath`
   * (pushed on each step change; Back and Forward show the step of the address), `none` leaves
   * the address alone. @default 'path'
   */
  routing?: CheckoutRouting | undefined;
  /**
   * The address of the Shipping step with `routing: 'path'`, the other steps under it
   * (`{basePath}/shippingandgiftoptions`, `{basePath}/paymentandbilling`, `{basePath}/review`):
   * a path of this site. @default '/checkout'
   */
  basePath?: string | undefined;
  /** The steps, in order. @default the package's step table */
  steps?: readonly IslandStep[] | undefined;
}

/**
 * The step to start on: the one given when the island shows it, else (routing by path) the page
 * address's, else the first.
 */
export function initialStep(step: number | undefined, pathname: string, flow: CheckoutFlow): StepName {
  const given = stepAt(step)?.name;
  if (given && flow.steps.includes(given)) return given;
  const fromPath = flow.routing === 'path' ? stepOfPath(pathname, flow.basePath) : null;
  return fromPath !== null && flow.steps.includes(fromPath) ? fromPath : flow.steps[0]!;
}

/**
 * The flow of the options: a routing or base path that is not one is said once on the console
 * (naming the island and the option) and the default used.
 */
export function checkoutFlow(
  { routing, basePath, steps = CHECKOUT_STEP_TABLE }: Pick<UseCheckoutOptions, 'routing' | 'basePath' | 'steps'>,
  log: CheckoutEnv['log'],
): CheckoutFlow {
  let use: CheckoutRouting = 'path';
  if (routing === 'none' || routing === 'path') use = routing;
  else if (routing !== undefined)
    log(`hearth ${CHECKOUT_ISLAND}: routing must be 'path' or 'none', not ${JSON.stringify(routing)}; using 'path'.`);
  let base = CHECKOUT_ROOT;
  if (isBasePath(basePath)) base = normalBasePath(basePath);
  else if (basePath !== undefined)
    log(
      `hearth ${CHECKOUT_ISLAND}: basePath must be a path of this site, not ${JSON.stringify(basePath)}; using '${CHECKOUT_ROOT}'.`,
    );
  return { steps: steps.map((row) => row.name), routing: use, basePath: base };
}

/**
 * The checkout's controller and state: created once, fed by the server's data or RefreshCheckout,
 * and, routing by path, kept on the step of the address when the shopper goes Back or Forward.
 */
export function useCheckout(options: UseCheckoutOptions): {
  controller: CheckoutController;
  state: CheckoutState;
} {
  const [{ controller, flow }] = useState(() => {
    const env = browserCheckoutEnv(options.env);
    const steps = options.steps ?? CHECKOUT_STEP_TABLE;
    const flow = checkoutFlow(options, env.log);
    const step = initialStep(options.step, typeof location === 'undefined' ? '' : location.pathname, flow);
    const { routing, basePath } = flow;
    const created = createCheckoutController(env, { steps, step, routing, basePath, data: options.checkoutData });
    return { controller: created, flow };
  });
  const state = useStoreState(controller.store);
  useEffect(() => {
    if (!options.checkoutData) void controller.load();
    if (flow.routing !== 'path') return;
    const onPopState = () => controller.syncToPath(location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // once: later changes come from the controller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);
  return { controller, state };
}
