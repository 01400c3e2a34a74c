/**
 * The cart page's actions [ref: cart#rules, #calls, #errors], with no React: each one is refused while another is
 * in flight (nothing is sent twice), shows busy, reloads the cart through `getCartJsx` on success
 * and tells the page (`hearth:cart-updated` with the item count). A table of action groups (line,
 * code, checkout and popup actions), each given the shared parts below. Loaded when the first one
 * is called (or the pointer or focus reaches the cart), with the calls and their answers' schemas:
 * see cart-controller.ts.
 */
import { isCallError, scopeClient } from '@hearth/core';
import { CART_CALLS, type CartCallName } from '../calls';
import type { CartData } from '../schema';
import { isRefused } from './cart-answer';
import { cartErrorView, isAbort } from './cart-error';
import { cartItemCount, type CartStore } from './cart-store';
import type { ActionResult, CartControllerEnv, ReportRefusal, RunOptions } from './controller-types';
import { eddRequest, readPickupEstimate, wantsPickupEstimate } from './pickup-estimate';
import { serverMessageToShow } from './server-message';
import { checkoutActions } from './checkout-actions';
import { codeActions } from './code-actions';
import { lineActions } from './line-actions';
import { popupActions } from './popup-actions';

/** The cart page's actions on `store`. */
export function cartActions(given: CartControllerEnv, store: CartStore) {
  // the scope's wrapper comes with the actions, not with the page's first load
  const env = given.scope ? { ...given, client: scopeClient(given.client, given.scope) } : given;
  const set = store.setState;
  const get = store.getState;
  let pickupRequest = 0;

  const showCartError = (error: unknown) => {
    env.log(`hearth cart: ${error instanceof Error ? error.message : String(error)}`, error);
    set({ popup: { kind: 'cartError', view: cartErrorView(error) } });
  };

  // [ref: cart#errors]: server-supplied messages are shown; every other refusal is logged only.
  const reportRefusal: ReportRefusal = (call, answer) => {
    const shown = serverMessageToShow(answer);
    if (shown) set({ notice: shown });
    else env.log(`hearth cart: ${call} was refused`, answer);
  };

  const setCart = (cart: CartData) => {
    set({ cart, status: 'ready', loadError: null });
    void refreshPickup(cart);
  };

  /** [ref: cart#calls, #errors]: the pickup estimate; IsReset or no lineItems shows the outage message. */
  async function refreshPickup(cart: CartData): Promise<void> {
    // Stryker disable next-line UpdateOperator: counting down numbers the requests apart just as well
    const request = ++pickupRequest;
    if (!wantsPickupEstimate(cart)) {
      set({ pickup: null });
      return;
    }
    try {
      const answer = await env.client.send(CART_CALLS.getEdd, { body: eddRequest(cart, env.locationId) });
      if (request === pickupRequest) set({ pickup: readPickupEstimate(answer) });
    } catch (error) {
      if (request !== pickupRequest || isAbort(error)) return;
      // [ref: script-tag#calls]: a malformed answer shows the call's own error, here the outage message of an
      // answer without usable lineItems [ref: cart#errors]; network and HTTP failures are logged only.
      if (isCallError(error, 'reset')) set({ pickup: readPickupEstimate('reset') });
      else if (isCallError(error, 'schema')) {
        env.log('hearth cart: getEdd answer is malformed', error);
        set({ pickup: readPickupEstimate('reset') });
      } else env.log('hearth cart: getEdd failed', error);
    }
  }

  /** Loads the cart (getCartJsx). The first failure is the page's error state; later ones the popup. */
  async function load(): Promise<boolean> {
    try {
      const answer = await env.client.send(CART_CALLS.getCartJsx);
      if (!answer.cartData) throw new Error('getCartJsx: the answer has no cartData.');
      setCart(answer.cartData);
      return true;
    } catch (error) {
      if (isAbort(error)) return false;
      if (get().cart) showCartError(error);
      else {
        env.log(`hearth cart: ${error instanceof Error ? error.message : String(error)}`, error);
        set({ status: 'error', loadError: cartErrorView(error) });
      }
      return false;
    }
  }

  /** Reloads after a change and tells the page the new count. */
  async function reload(): Promise<void> {
    if (await load()) env.cartUpdated(cartItemCount(get().cart));
  }

  /** Runs one cart-service action: refused while another runs; reload on success. */
  async function run(key: string, call: CartCallName, body: unknown, options: RunOptions = {}): Promise<ActionResult> {
    if (get().busy !== null) return 'ignored';
    set({ busy: key, notice: null });
    try {
      const answer = await env.client.send(CART_CALLS[call] as typeof CART_CALLS.checkout, { body });
      if (isRefused(answer)) {
        if (!options.onRefused?.(answer)) reportRefusal(call, answer);
        return 'failed';
      }
      await reload();
      return 'done';
    } catch (error) {
      if (isAbort(error)) return 'failed';
      if (!options.onError?.(error)) showCartError(error);
      return 'failed';
    } finally {
      set({ busy: null });
    }
  }

  return {
    load,
    ...lineActions(run, get),
    ...codeActions(env, get, set, run),
    ...checkoutActions(env, get, set, reload, reportRefusal, showCartError),
    ...popupActions(env, get, set, reload, reportRefusal, showCartError),
    /** Refreshes the pickup estimate of the current cart. */
    refreshPickup: () => {
      const cart = get().cart;
      return cart ? refreshPickup(cart) : Promise.resolve();
    },
  };
}

/** The cart page's actions. */
export type CartActions = ReturnType<typeof cartActions>;
