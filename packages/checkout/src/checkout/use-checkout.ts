import { getClient, useMountedClient, useStoreState } from '@hearth/core';
import { useEffect, useState } from 'react';
import { browserCheckoutEnv, type CheckoutEnv } from './checkout-env';
import type { CheckoutController, IslandStep } from './checkout-controller';
import type { CheckoutState } from './checkout-state';
import { createCheckoutController } from './create-checkout-controller';
import { stepAt, type CheckoutRouting } from './flow-logic';
import { popupCodeOf } from './popups/checkout-popups';
import type { CheckoutData } from './shared/schema';
import { CHECKOUT_STEP_TABLE } from './steps';

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions {
  /** The checkout data the server rendered; without it the data is fetched (RefreshCheckout). */
  checkoutData?: CheckoutData | undefined;
  /** The step to start on ([ref: checkout#screens] index). @default with `routing: 'path'` the step of the page's address, else 1 */
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

/** What {@link useCheckout} returns. */
export interface CheckoutResult {
  /** The checkout's actions and its store. */
  controller: CheckoutController;
  /** The checkout as the steps show it now. */
  state: CheckoutState;
}

/**
 * The checkout's controller and state: created once, fed by the server's data or RefreshCheckout,
 * and, routing by path, kept on the step of the address when the shopper goes Back or Forward.
 * Its calls stop when it unmounts: an answer that comes later is dropped.
 */
export function useCheckout({ checkoutData, step, env, routing, basePath, steps }: UseCheckoutOptions): CheckoutResult {
  // an answer that comes once the checkout has left the page is dropped
  const client = useMountedClient(env?.client ?? getClient());
  const [controller] = useState(() =>
    createCheckoutController(browserCheckoutEnv({ popupCode: popupCodeOf, ...env, client }), {
      steps: steps ?? CHECKOUT_STEP_TABLE,
      step: stepAt(step)?.name,
      data: checkoutData,
      routing,
      basePath,
    }),
  );
  const state = useStoreState(controller.store);
  useEffect(() => {
    if (!checkoutData) void controller.load();
    // (with routing 'none' the controller leaves the address alone)
    const onPopState = () => controller.syncToPath(location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // once: later changes come from the controller
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);
  return { controller, state };
}
