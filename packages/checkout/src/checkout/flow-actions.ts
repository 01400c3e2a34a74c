/** Loading, the flow between steps, and the error and cart validation popups [ref: checkout#screens, #rules, #errors]. */
import type { CartRemoval, OversizedItem } from '@hearth/commerce';
import { CHECKOUT_CALLS } from './calls';
import { CART_ROUTE, type CheckoutContext } from './checkout-context';
import { stepOfPath } from './flow-logic';

/** [ref: checkout#calls]: the checkout's removal call for each kind of unavailable item (removing unavailable, PFAS, personalized or all-unavailable items) [ref: checkout#rules]. */
export const CHECKOUT_REMOVAL_CALLS = {
  nla: CHECKOUT_CALLS.removeNlaItems,
  allNla: CHECKOUT_CALLS.removeAllNlaItems,
  personalizedNla: CHECKOUT_CALLS.removePersonalizedItems,
  pfas: CHECKOUT_CALLS.removePfasItems,
} as const satisfies Record<CartRemoval, unknown>;

/** The flow's actions. */
export function flowActions(ctx: CheckoutContext) {
  const { env, get, set, flow } = ctx;

  /** GET RefreshCheckout: the checkout data. The first failure is the page's error state. */
  async function load(): Promise<void> {
    set({ status: get().data ? 'ready' : 'loading' });
    try {
      const answer = await env.client.send(CHECKOUT_CALLS.refreshCheckout);
      if (!answer.checkoutData) throw new Error('refreshCheckout: the answer has no checkoutData.');
      ctx.replaceData(answer.checkoutData);
    } catch (error) {
      env.log('hearth checkout: refreshCheckout failed', error);
      if (!get().data) set({ status: 'error' });
      else set({ popup: { kind: 'error' } });
    }
  }

  /** Sends a cart validation removal: success refreshes the checkout, anything else goes to the cart [ref: checkout#rules]. */
  async function removal(call: (typeof CHECKOUT_REMOVAL_CALLS)[CartRemoval], what: string): Promise<void> {
    const answer = await env.client.send(call, { body: {} }).catch((error: unknown) => {
      env.log(`hearth checkout: ${what} removal failed`, error);
      return null;
    });
    if (answer?.isSuccess !== true) return env.navigate(CART_ROUTE);
    set({ popup: null });
    if (answer.redirectUrl) return ctx.goTo(answer.redirectUrl);
    const refreshed = answer.checkoutData ?? (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
    if (refreshed) ctx.replaceData(refreshed);
  }

  return {
    load,

    /**
     * The address changed (Back, Forward): show its step when the island shows it. With the
     * flow's routing `none` the address is not the checkout's: nothing changes.
     */
    syncToPath(pathname: string): void {
      if (flow.routing !== 'path') return;
      const step = stepOfPath(pathname, flow.basePath);
      if (step !== null && flow.steps.includes(step) && step !== get().step) set({ step, notice: null, popup: null });
    },

    /** Goes back one step, through the flow route. */
    back(): void {
      const previous = flow.steps[flow.steps.indexOf(get().step) - 1];
      if (previous && get().loading === null) ctx.goToStep(previous);
    },

    /** Closes the popup. [ref: checkout#errors]: closing the Network Error popup goes to /checkout/cart. */
    closePopup(): void {
      const popup = get().popup;
      set({ popup: null, addressErrors: {} });
      if (popup?.kind === 'network') env.navigate(CART_ROUTE);
    },

    /** The popups' 'Return to Cart'. */
    returnToCart(): void {
      set({ popup: null });
      env.navigate(CART_ROUTE);
    },

    /** [ref: checkout#errors]: 'Refresh Page' reloads the page. */
    refreshPage(): void {
      env.reload();
    },

    /**
     * [ref: checkout#rules, #errors]: removes the items the cart validation popup lists; on success the checkout is
     * refreshed, otherwise the shopper goes to /checkout/cart.
     */
    removeUnavailable: () =>
      ctx.task('removeUnavailable', async () => {
        const popup = get().popup;
        if (popup?.kind !== 'cartValidation' || !popup.popup.removal) return;
        await removal(CHECKOUT_REMOVAL_CALLS[popup.popup.removal], popup.popup.removal);
      }),

    /**
     * Type 4 (installation service unavailable): [ref: checkout#calls] RemoveInstallationService {}, then as the
     * item removals [ref: checkout#rules]: success refreshes the checkout, anything else goes to /checkout/cart.
     */
    removeInstallationService: () =>
      ctx.task('removeUnavailable', async () => {
        const popup = get().popup;
        if (popup?.kind !== 'cartValidation' || !popup.popup.removesInstallation) return;
        await removal(CHECKOUT_CALLS.removeInstallationService, 'installation service');
      }),

    /** Opens 'Shipping Charges and Delivery Information' for a calculated ship method. */
    openShippingInfo(shipMethod: number | null | undefined): void {
      set({ popup: { kind: 'shippingInfo', shipMethod: shipMethod ?? null } });
    },

    /** Opens 'Oversize item information' (`pickup`: the item may be picked up in store). */
    openOversize(items: OversizedItem[], pickup = true): void {
      set({ popup: { kind: 'oversize', items, pickup } });
    },
  };
}
