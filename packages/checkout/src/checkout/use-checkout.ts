import { getClient, useMountedClient, useStoreState } from '@hearth/core';
import { useEffect, useState } from 'react';
import { browserCheckoutEnv, type CheckoutEnv } from './checkout-env';
import { createCheckoutController, type CheckoutController } from './checkout-controller';
import type { CheckoutState } from './checkout-state';
import { ISLAND_STEPS, isStepIndex, stepOfPath, type StepIndex } from './flow-logic';
import type { CheckoutData } from './shared/schema';

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions {
  /** The checkout data the server rendered; without it the data is fetched (RefreshCheckout). */
  checkoutData?: CheckoutData | undefined;
  /** The step to start on. @default the step of the page's address, else 1 */
  step?: number | undefined;
  /** What to use instead of the browser (client, navigation, history, logging). @default the browser's */
  env?: Partial<CheckoutEnv> | undefined;
}

/** The step to start on: the one given when the island shows it, else the page address's, else Shipping. */
export function initialStep(step: number | undefined, pathname: string): StepIndex {
  if (isStepIndex(step) && ISLAND_STEPS.includes(step)) return step;
  const fromPath = stepOfPath(pathname);
  return fromPath !== null && ISLAND_STEPS.includes(fromPath) ? fromPath : 1;
}

/**
 * The checkout's controller and state: created once, fed by the server's data or RefreshCheckout,
 * and kept on the step of the address when the shopper goes Back or Forward. Its calls stop when
 * it unmounts: an answer that comes later is dropped.
 */
export function useCheckout({ checkoutData, step, env }: UseCheckoutOptions): {
  controller: CheckoutController;
  state: CheckoutState;
} {
  // an answer that comes once the checkout has left the page is dropped (issue 35)
  const client = useMountedClient(env?.client ?? getClient());
  const [controller] = useState(() =>
    createCheckoutController(
      browserCheckoutEnv({ ...env, client }),
      initialStep(step, typeof location === 'undefined' ? '' : location.pathname),
      checkoutData,
    ),
  );
  const state = useStoreState(controller.store);
  useEffect(() => {
    if (!checkoutData) void controller.load();
    const onPopState = () => controller.syncToPath(location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // once: later changes come from the controller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);
  return { controller, state };
}
