/**
 * The checkout's action runner [ref: checkout#rules, #errors], with no React: one action at a time behind the
 * loading flag, every answer's order summary kept, every failure logged and shown as its popup,
 * refused answers and redirects handled one way. The action groups build on it.
 */
import { checkUrl, createStore, type CallDefinition, type Store } from '@hearth/core';
import { checkoutMessage } from '../wording';
import { CHECKOUT_CALLS, checkoutLog } from './calls';
import type { CheckoutEnv } from './checkout-env';
import { initialCheckoutState, type CheckoutPopup, type CheckoutState } from './checkout-state';
import { cartValidationOutcome, errorLogLine, errorPopupKind } from './popups/error-logic';
import { flowTarget, routeOf, type CheckoutFlow, type StepName } from './flow-logic';
import type { OrderSummary } from '@hearth/commerce';
import { mergeRecipients, type MergeMode } from './shared/item-merge';
import { AVAILABILITY_STATUS } from './shared/enums';
import type { CheckoutAnswer, CheckoutData } from './shared/schema';
import type { Recipient } from './shared/schema-shipping';

/** Longest wait for a popup's code before the checkout takes presses again: it shows whenever it comes. */
const POPUP_CODE_WAIT_MS = 10_000;

/** The island named in console lines of refused addresses. */
export const CHECKOUT_ISLAND = 'checkout';
/** [ref: checkout#screens, #errors]: where failures and the network-error popup send the shopper. */
export const CART_ROUTE = '/checkout/cart';

/** The runner every action group uses. */
export interface CheckoutContext {
  env: CheckoutEnv;
  /** The steps the island shows and where they are in the address. */
  flow: CheckoutFlow;
  store: Store<CheckoutState>;
  get: () => CheckoutState;
  set: Store<CheckoutState>['setState'];
  /** Runs an action: refused (false) while another runs; the loading flag is `key` until it ends. */
  task: (key: string, work: () => Promise<void>) => Promise<boolean>;
  /** Sends a call: its order summary is kept; a failure is logged and shown (then `null`). */
  send: <T>(call: CallDefinition<T>, body?: unknown, query?: Record<string, string>) => Promise<T | null>;
  /** A refused answer: its cart validation popup, else its message and redirect. */
  refused: (answer: CheckoutAnswer) => void;
  /** Replaces the checkout data (moves replace it) [ref: checkout#rules]. */
  replaceData: (data: CheckoutData) => void;
  /** Takes fresh data, merging the item lists the shopper sees [ref: checkout#rules]. */
  mergeData: (data: CheckoutData, mode: MergeMode) => void;
  /** Updates the recipients in place (the shopper's choices before they are saved). */
  updateRecipients: (update: (recipients: Recipient[]) => Recipient[]) => void;
  /**
   * Goes to a redirect target: in-app for a step the island shows (its address pushed unless the
   * flow's routing is `none`), else a full navigation.
   */
  goTo: (url: string | null | undefined) => void;
  /** Goes to a step the island shows, in-app. */
  goToStep: (step: StepName) => void;
  /** [ref: checkout#rules] cart validation (ValidateCart): true to go on; a failure shows its popup. */
  validateCart: () => Promise<boolean>;
  /**
   * [ref: checkout#rules]: moves to a step: cart validation, the server call, the checkout data replaced (from
   * the answer, else RefreshCheckout), then the flow advances to the answer's redirect or the step.
   */
  move: (step: StepName, call: CallDefinition<CheckoutAnswer>) => Promise<void>;
  /** Shows a popup (closing the one open). */
  open: (popup: CheckoutPopup) => void;
}

/**
 * A call that failed: the error popup of its kind, one log line, and the line sent to
 * /Checkout/Log [ref: checkout#calls] (whose own failure is not reported again).
 */
function reportCallFailure(
  env: CheckoutEnv,
  set: CheckoutContext['set'],
  call: CallDefinition<any>,
  error: unknown,
): void {
  const popup = errorPopupKind(error);
  if (!popup) return;
  let path = call.name;
  try {
    path = env.client.resolve(call);
  } catch {
    // no path: the name says enough
  }
  const line = errorLogLine(call.name, path, error);
  env.log(line, error);
  // [ref: checkout#calls] /Checkout/Log; its own failure is not reported again
  env.client.send(checkoutLog, { body: { message: line, level: 'Error' } }).catch(() => undefined);
  set({ popup: { kind: popup } });
}

/** How an answer's checkout data goes into the state: replaced, merged by recipient, or one recipient list changed. */
function dataUpdates(
  get: CheckoutContext['get'],
  set: CheckoutContext['set'],
): Pick<CheckoutContext, 'replaceData' | 'mergeData' | 'updateRecipients'> {
  return {
    replaceData(next) {
      set({ data: next, status: 'ready' });
    },
    mergeData(next, mode) {
      const current = get().data?.shippingOptions?.recipients ?? [];
      const fresh = next.shippingOptions?.recipients;
      const merged =
        fresh && next.shippingOptions
          ? { ...next, shippingOptions: { ...next.shippingOptions, recipients: mergeRecipients(current, fresh, mode) } }
          : next;
      set({ data: merged, status: 'ready' });
    },
    updateRecipients(update) {
      const data = get().data;
      if (!data?.shippingOptions) return;
      set({
        data: {
          ...data,
          shippingOptions: { ...data.shippingOptions, recipients: update(data.shippingOptions.recipients) },
        },
      });
    },
  };
}

/** Creates the runner over a fresh store, on `step` of `flow`. */
export function createCheckoutContext(
  env: CheckoutEnv,
  flow: CheckoutFlow,
  step: StepName,
  data?: CheckoutData | null,
): CheckoutContext {
  const store = createStore(initialCheckoutState(step, data));
  const get = store.getState;
  const set = store.setState;

  const keepSummary = (answer: unknown) => {
    const summary = (answer as { orderSummary?: OrderSummary | null } | undefined)?.orderSummary;
    const current = get().data;
    if (summary && current) set({ data: { ...current, orderSummary: summary } });
  };

  const context: CheckoutContext = {
    env,
    flow,
    store,
    get,
    set,
    ...dataUpdates(get, set),
    async task(key, work) {
      if (get().loading !== null) return false;
      set({ loading: key, notice: null, giftMessageSaved: null });
      try {
        await work();
      } catch (error) {
        // a bug in an action must not leave the checkout busy: logged and shown as the generic error
        env.log(`hearth checkout: ${key} failed`, error);
        set({ popup: { kind: 'error' } });
      } finally {
        // A popup the action opened is open before the checkout takes a press again:
        // its code loads on first use, and a press meanwhile would land on the button under it.
        const popup = get().popup;
        if (popup && env.popupCode) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          await Promise.race([
            env.popupCode(popup),
            new Promise((resolve) => (timer = setTimeout(resolve, POPUP_CODE_WAIT_MS))),
          ]);
          clearTimeout(timer);
        }
        set({ loading: null });
      }
      return true;
    },
    async send(call, body, query) {
      try {
        const answer = await env.client.send(call, { ...(body !== undefined && { body }), ...(query && { query }) });
        keepSummary(answer);
        return answer;
      } catch (error) {
        reportCallFailure(env, set, call, error);
        return null;
      }
    },
    refused(answer) {
      const outcome = cartValidationOutcome(answer.errorType);
      if (outcome.kind === 'emptyBasket') {
        const message = answer.errorMessage || checkoutMessage('emptyBasketText', 'Your cart is empty.');
        set({ popup: { kind: 'emptyBasket', message } });
        return;
      }
      if (outcome.kind === 'popup') {
        set({
          popup: {
            kind: 'cartValidation',
            popup: outcome.popup,
            items: answer.unavailableItems ?? unavailableItemsOf(get().data),
          },
        });
        return;
      }
      const message = answer.errorMessage || answer.message;
      set({ notice: message || checkoutMessage('addressNotSaved', 'Please check your address.') });
      if (answer.redirectUrl) context.goTo(answer.redirectUrl);
    },
    goTo(url) {
      const safe =
        checkUrl(url, {
          island: CHECKOUT_ISLAND,
          field: 'redirectUrl',
          sameOrigin: true,
          instead: `going to ${CART_ROUTE}`,
        }) ?? CART_ROUTE;
      const target = flowTarget(safe, env.href(), flow);
      if (target.kind === 'page') return env.navigate(target.url);
      if (flow.routing === 'path') env.pushRoute(target.url);
      set({ step: target.step, addressErrors: {} });
      env.scrollToTop();
    },
    goToStep(step) {
      context.goTo(routeOf(step, flow.basePath));
    },
    async validateCart() {
      const answer = await context.send(CHECKOUT_CALLS.validateCart, {});
      if (!answer) return false;
      if (cartValidationOutcome(answer.errorType).kind !== 'ok' || answer.isSuccess === false) {
        context.refused(answer);
        return false;
      }
      return true;
    },
    async move(step, call) {
      if (!(await context.validateCart())) return;
      const answer = await context.send(call, {});
      if (!answer) return;
      if (answer.isSuccess !== true || cartValidationOutcome(answer.errorType).kind !== 'ok')
        return context.refused(answer);
      let next = answer.checkoutData;
      if (!next) next = (await context.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData ?? undefined;
      if (!next) return;
      context.replaceData(next);
      if (answer.redirectUrl) context.goTo(answer.redirectUrl);
      else context.goToStep(step);
    },
    open(popup) {
      set({ popup });
    },
  };
  return context;
}

/** The items of the checkout data no longer available ([ref: checkout#data] status 3), as the cart validation popup lists them. */
export function unavailableItemsOf(data: CheckoutData | null) {
  const items = (data?.shippingOptions?.recipients ?? []).flatMap((r) => r.shipments.flatMap((s) => s.items));
  return items
    .filter((item) => item.availability?.deliveryStatus === AVAILABILITY_STATUS.noLongerAvailable)
    .map((item) => ({
      sku: item.sku ?? String(item.id),
      title: item.name ?? null,
      imagePath: item.imagePath ?? null,
      currentPrice: item.currentPrice ?? null,
      quantity: item.priceQuantityTotals?.quantity ?? 1,
    }));
}
