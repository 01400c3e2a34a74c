/**
 * The cart page's controller [ref: cart#rules, #calls, #errors], with no React: its store (what the page renders)
 * and its actions. The actions' code (cart-actions.ts: each call, its answer's schema, the
 * checkout's outcomes, the ZIP check) loads when the first one is called, or earlier when the
 * pointer or focus reaches the cart (`preload`), so a cart the server rendered carries none of it
 * until the shopper acts. Each action is refused while another is in flight (nothing is
 * sent twice), shows busy, reloads the cart through `getCartJsx` on success and tells the page
 * (`hearth:cart-updated` with the item count).
 */
import type { CartActions } from './cart-actions';
import type { ActionResult, CartControllerEnv } from './controller-types';
import { CART_ROUTE, cartErrorView } from './cart-error';
import { createCartStore, initialCartState, type CartStore } from './cart-store';
import type { CartData } from '../schema';

export type { ActionResult, CartControllerEnv, CertificatesCall } from './controller-types';

/** Loads the actions' code: their own chunk in the script tag. */
const importActions = () => import('./cart-actions');

/**
 * Creates the cart page's store and actions. `loadActions` brings the actions' code on first use
 * (tests give one that fails or counts).
 */
export function createCartController(
  env: CartControllerEnv,
  initialCart?: CartData | null,
  loadActions: () => Promise<Pick<Awaited<ReturnType<typeof importActions>>, 'cartActions'>> = importActions,
) {
  const store: CartStore = createCartStore(initialCartState(initialCart));
  const set = store.setState;
  const get = store.getState;

  let loaded: Promise<CartActions> | undefined;
  /** The actions once in: from then on each starts at once (busy as it is called). */
  let ready: CartActions | undefined;
  const actions = () =>
    (loaded ??= loadActions().then(
      (m) => (ready = m.cartActions(env, store)),
      (error: unknown) => {
        loaded = undefined; // the next action tries again
        throw error;
      },
    ));
  /** Runs an action once its code is in; a load that fails is the cart's error popup. */
  const act =
    <A extends unknown[], T>(run: (actions: CartActions, ...args: A) => Promise<T>, failed: T) =>
    async (...args: A): Promise<T> => {
      if (ready) return run(ready, ...args);
      try {
        await actions();
      } catch (error) {
        env.log('hearth cart: the code of its actions failed to load', error);
        set({ popup: { kind: 'cartError', view: cartErrorView(error) } });
        return failed;
      }
      return run(ready!, ...args);
    };

  return {
    store,
    /** Starts loading the actions' code (the pointer or focus reached the cart). Never throws. */
    preload: () => void actions().catch(() => undefined),
    /** Loads the cart (getCartJsx). The first failure is the page's error state; later ones the popup. */
    load: act((a) => a.load(), false),
    /** Refreshes the pickup estimate of the current cart. */
    refreshPickup: act((a) => a.refreshPickup(), undefined),
    /** The content of a `popupUrl` popup [ref: cart#rules], read through the call client, sanitized. */
    popupContent: async (url: string) => (await actions()).popupContent(url),
    /** [ref: cart#rules] cart actions. */
    removeItem: act((a, lineItemId: string | number) => a.removeItem(lineItemId), 'failed' as ActionResult),
    saveForLater: act((a, lineItemId: string | number) => a.saveForLater(lineItemId), 'failed' as ActionResult),
    removeInstallationService: act(
      (a, lineItemId: string | number) => a.removeInstallationService(lineItemId),
      'failed' as ActionResult,
    ),
    removeItemFromSaveForLater: act(
      (a, lineItemId: string | number) => a.removeItemFromSaveForLater(lineItemId),
      'failed' as ActionResult,
    ),
    moveToCart: act((a, lineItemId: string | number) => a.moveToCart(lineItemId), 'failed' as ActionResult),
    updateItem: act(
      (a, lineItemId: string | number, quantity: number) => a.updateItem(lineItemId, quantity),
      'failed' as ActionResult,
    ),
    /** [ref: cart#rules]: 1 ship, any other value pickup. */
    updateShipMethod: act(
      (a, lineItemId: string | number, shipMethod: number) => a.updateShipMethod(lineItemId, shipMethod),
      'failed' as ActionResult,
    ),
    donationAddToCart: act((a, sku?: string | null) => a.donationAddToCart(sku), 'failed' as ActionResult),
    /** [ref: cart#validation, #errors]: checked on the client first; any failure shows 'Zip code could not be updated'. */
    applyZipCode: act((a, value: string) => a.applyZipCode(value), 'failed' as ActionResult),
    /** [ref: cart#errors]: the server's promoErrorMessage is shown under the field. */
    applyPromoCode: act((a, code: string) => a.applyPromoCode(code), 'failed' as ActionResult),
    removePromoCode: act((a) => a.removePromoCode(), 'failed' as ActionResult),
    /** [ref: cart#rules]: the checkout button. */
    checkout: act((a) => a.checkout(), 'failed' as ActionResult),
    /** The oversize warning was read: go on with the rest of the checkout answer [ref: cart#rules]. */
    continueAfterOversize: (): void =>
      ready ? ready.continueAfterOversize() : void actions().then((a) => a.continueAfterOversize()),
    /** Removes the items an unavailable-item popup lists [ref: cart#calls]; a failure goes to /checkout/cart [ref: cart#rules, #errors]. */
    removeUnavailableItems: act((a) => a.removeUnavailableItems(), 'failed' as ActionResult),
    /** 'Are you sure?' confirmed: POST RemoveCertificates (or the other provider's), then reload. */
    removeCertificates: act((a) => a.removeCertificates(), 'failed' as ActionResult),

    /** Opens the certificates interrupter 'Are you sure?'. */
    openCertificates(): void {
      set({ popup: { kind: 'certificates' } });
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
  };
}

/** The cart page's controller. */
export type CartController = ReturnType<typeof createCartController>;
