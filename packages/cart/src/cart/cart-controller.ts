/**
 * The cart page's actions [ref: cart#rules, #calls, #errors], with no React: each one is refused while another is
 * in flight (nothing is sent twice), shows busy, reloads the cart through `getCartJsx` on success
 * and tells the page (`hearth:cart-updated` with the item count).
 */
import { isCallError, type BrowserEnv, type HearthClient, type Site } from '@hearth/core';
import { CART_CALLS, CART_REMOVAL_CALLS, type CartCallName } from './calls';
import { isRefused } from './cart-answer';
import { CART_ROUTE, cartErrorView, isAbort } from './cart-error';
import { cartItemCount, createCartStore, initialCartState, type CartStore } from './cart-store';
import { cartSameSiteUrl } from './cart-urls';
import { decideCheckout, type CheckoutOutcome } from './checkout-result';
import { CART_MESSAGES } from './messages';
import { eddRequest, readPickupEstimate, wantsPickupEstimate } from './pickup-estimate';
import type { CartAnswer, CartData } from './schema';
import { serverMessageToShow } from './server-message';
import { checkZipCode } from './zip-code';

/** The certificates call: /ReactCheckout/RemoveCertificates or the other provider's [ref: cart#calls]. */
export type CertificatesCall = 'removeCertificates' | 'removeCertificatesProvider';

/**
 * What the controller takes from its surroundings (tests swap each): of the browser, navigation
 * (redirect URL, /checkout/cart) and where failures that are "logged only" [ref: cart#errors] go.
 */
export interface CartControllerEnv extends Pick<BrowserEnv, 'navigate' | 'log'> {
  /** The call client. */
  client: HearthClient;
  /** The site, for the ZIP check. */
  site: () => Site;
  /** Tells the page the cart changed, with the item count [ref: script-tag#calls]. */
  cartUpdated: (count: number | undefined) => void;
  /** Which certificates call to use. @default () => 'removeCertificates' */
  certificatesCall?: () => CertificatesCall;
  /** The store for getEdd; else `cartData.configuration.locationId`. */
  locationId?: string | number | null;
}

/** How an action ended. */
export type ActionResult = 'done' | 'failed' | 'ignored' | 'invalid';

interface RunOptions {
  /** A refused answer (isSuccess false or error true): return `true` when handled. */
  onRefused?: (answer: CartAnswer) => boolean;
  /** A thrown failure: return `true` when handled. */
  onError?: (error: unknown) => boolean;
}

/** Creates the cart page's store and actions. */
export function createCartController(env: CartControllerEnv, initialCart?: CartData | null) {
  const store: CartStore = createCartStore(initialCartState(initialCart));
  const set = store.setState;
  const get = store.getState;
  let pickupRequest = 0;

  const showCartError = (error: unknown) => {
    env.log(`hearth cart: ${error instanceof Error ? error.message : String(error)}`, error);
    set({ popup: { kind: 'cartError', view: cartErrorView(error) } });
  };

  // [ref: cart#errors]: server-supplied messages are shown; every other refusal is logged only.
  const reportRefusal = (call: string, answer: Parameters<typeof serverMessageToShow>[0]) => {
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

  const lineAction = (call: CartCallName) => (lineItemId: string | number) =>
    run(`${call}:${lineItemId}`, call, { lineItemId });

  function applyOutcome(outcome: CheckoutOutcome): void {
    switch (outcome.kind) {
      case 'oversize':
        return; // set by the caller, which holds the answer
      case 'popupUrl': {
        // A refused popupUrl opens nothing: logged only [ref: cart#errors].
        const url = cartSameSiteUrl(outcome.url, 'popupUrl', 'no popup opens');
        return url ? set({ popup: { kind: 'popupUrl', url } }) : undefined;
      }
      case 'unavailable':
        return set({
          popup: { kind: 'unavailable', popup: outcome.popup, items: get().cart?.unavailableItems ?? [] },
        });
      case 'emptyBasket':
        // [ref: cart#errors]: silent; the reload still brings the cart header in step [ref: script-tag#calls].
        void reload();
        return;
      case 'flyout': {
        // Guest Checkout POSTs the anti-forgery token to this URL: never to another site.
        const checkoutUrl = cartSameSiteUrl(outcome.checkoutUrl, 'redirectUrl');
        return checkoutUrl ? set({ popup: { kind: 'checkoutNow', checkoutUrl } }) : env.navigate(CART_ROUTE);
      }
      case 'redirect':
        return env.navigate(cartSameSiteUrl(outcome.url, 'redirectUrl') ?? CART_ROUTE);
      case 'failed':
        return reportRefusal('checkout', outcome.answer);
    }
  }

  return {
    store,
    load,
    /** The content of a `popupUrl` popup [ref: cart#rules], read through the call client, sanitized. */
    popupContent: async (url: string) => (await import('./popup-html')).loadPopupContent(url, env.client),
    /** [ref: cart#rules] cart actions. */
    removeItem: lineAction('removeItem'),
    saveForLater: lineAction('saveForLater'),
    removeInstallationService: lineAction('removeInstallationService'),
    removeItemFromSaveForLater: lineAction('removeItemFromSaveForLater'),
    moveToCart: lineAction('moveToCart'),
    updateItem: (lineItemId: string | number, quantity: number) =>
      run(`updateItem:${lineItemId}`, 'updateItem', { lineItemId, quantity }),
    /** [ref: cart#rules]: 1 ship, any other value pickup. */
    updateShipMethod: (lineItemId: string | number, shipMethod: number) =>
      run(`updateShipMethod:${lineItemId}`, 'updateShipMethod', { lineItemId, shipMethod }),
    donationAddToCart: (sku?: string | null) =>
      run('donationAddToCart', 'donationAddToCart', {
        sku: sku ?? get().cart?.configuration?.donationSku ?? undefined,
        quantity: 1,
      }),

    /** [ref: cart#validation, #errors]: checked on the client first; any failure shows 'Zip code could not be updated'. */
    async applyZipCode(value: string): Promise<ActionResult> {
      if (get().busy !== null) return 'ignored';
      const invalid = checkZipCode(value, env.site(), get().cart?.messages);
      if (invalid) {
        set({ zipError: invalid });
        return 'invalid';
      }
      const zipFailed = (detail: unknown) => {
        env.log('hearth cart: applyZipCode failed', detail);
        set({ zipError: CART_MESSAGES.zipFailure });
        return true;
      };
      const result = await run(
        'applyZipCode',
        'applyZipCode',
        { zipCode: value.trim().toUpperCase() },
        {
          onRefused: zipFailed,
          onError: zipFailed,
        },
      );
      if (result === 'done') set({ zipError: null });
      return result;
    },

    /** [ref: cart#errors]: the server's promoErrorMessage is shown under the field. */
    async applyPromoCode(code: string): Promise<ActionResult> {
      const result = await run(
        'applyPromoCode',
        'applyPromoCode',
        { promoCode: code.trim() },
        {
          onRefused: (answer) => {
            if (!answer.promoErrorMessage) return false;
            set({ promoError: answer.promoErrorMessage });
            return true;
          },
        },
      );
      if (result === 'done') set({ promoError: null });
      return result;
    },
    removePromoCode: () => run('removePromoCode', 'removePromoCode', {}),

    /** [ref: cart#rules]: the checkout button. */
    async checkout(): Promise<ActionResult> {
      if (get().busy !== null) return 'ignored';
      set({ busy: 'checkout', notice: null });
      let answer: CartAnswer;
      try {
        answer = await env.client.send(CART_CALLS.checkout, { body: {} });
      } catch (error) {
        if (!isAbort(error)) showCartError(error);
        return 'failed';
      } finally {
        set({ busy: null });
      }
      if (answer.cartData) set({ cart: answer.cartData });
      const outcome = decideCheckout(answer, { cart: get().cart });
      if (outcome.kind === 'oversize') set({ popup: { kind: 'oversize', items: outcome.items, answer } });
      else applyOutcome(outcome);
      return outcome.kind === 'failed' ? 'failed' : 'done';
    },

    /** The oversize warning was read: go on with the rest of the checkout answer [ref: cart#rules]. */
    continueAfterOversize(): void {
      const popup = get().popup;
      if (popup?.kind !== 'oversize') return;
      set({ popup: null });
      applyOutcome(decideCheckout(popup.answer, { oversizeSeen: true, cart: get().cart }));
    },

    /** Removes the items an unavailable-item popup lists [ref: cart#calls]; a failure goes to /checkout/cart [ref: cart#rules, #errors]. */
    async removeUnavailableItems(): Promise<ActionResult> {
      const popup = get().popup;
      if (popup?.kind !== 'unavailable' || !popup.popup.removal) return 'ignored';
      if (get().busy !== null) return 'ignored';
      const call = CART_REMOVAL_CALLS[popup.popup.removal];
      set({ busy: 'removeUnavailableItems' });
      try {
        const answer = await env.client.send(CART_CALLS[call], { body: {} });
        if (answer.isSuccess !== true) {
          env.log(`hearth cart: ${call} was refused`, answer);
          env.navigate(CART_ROUTE);
          return 'failed';
        }
      } catch (error) {
        if (isAbort(error)) return 'failed';
        env.log(`hearth cart: ${call} failed`, error);
        env.navigate(CART_ROUTE);
        return 'failed';
      } finally {
        set({ busy: null });
      }
      set({ popup: null });
      await reload();
      return 'done';
    },

    /** Opens the certificates interrupter 'Are you sure?'. */
    openCertificates(): void {
      set({ popup: { kind: 'certificates' } });
    },

    /** 'Are you sure?' confirmed: POST RemoveCertificates (or the other provider's), then reload. */
    async removeCertificates(): Promise<ActionResult> {
      if (get().busy !== null) return 'ignored';
      const call = env.certificatesCall?.() ?? 'removeCertificates';
      set({ busy: 'removeCertificates' });
      try {
        const answer = await env.client.send(CART_CALLS[call], { body: {} });
        set({ popup: null });
        if (isRefused(answer)) {
          reportRefusal(call, answer);
          return 'failed';
        }
      } catch (error) {
        if (isAbort(error)) return 'failed';
        showCartError(error);
        return 'failed';
      } finally {
        set({ busy: null });
      }
      await reload();
      return 'done';
    },

    /** Closes the popup. The cart error popup sends the shopper back to /checkout/cart [ref: cart#errors]. */
    closePopup(): void {
      const popup = get().popup;
      set({ popup: null });
      if (popup?.kind === 'cartError') env.navigate(CART_ROUTE);
    },

    /** The popups' 'Return to Cart' [ref: cart#screens]. */
    returnToCart(): void {
      set({ popup: null });
      env.navigate(CART_ROUTE);
    },

    /** Refreshes the pickup estimate of the current cart. */
    refreshPickup: () => {
      const cart = get().cart;
      return cart ? refreshPickup(cart) : Promise.resolve();
    },
  };
}

/** The cart page's controller. */
export type CartController = ReturnType<typeof createCartController>;
