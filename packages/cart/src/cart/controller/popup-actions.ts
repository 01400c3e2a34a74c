/**
 * The cart page's popups' calls [ref: cart#rules, #screens, #errors]: their content and their buttons. Opening the
 * certificates interrupter and closing a popup call nothing: they stay in cart-controller.ts.
 */
import { CART_CALLS, CART_REMOVAL_CALLS } from '../calls';
import type { ActionResult, CartControllerEnv, GetState, ReportRefusal, SetState } from './controller-types';
import { isRefused } from './cart-answer';
import { CART_ROUTE, isAbort } from './cart-error';

/** What the popups send: unavailable items' removal, the certificates' removal, a `popupUrl`'s content. */
export function popupActions(
  env: CartControllerEnv,
  get: GetState,
  set: SetState,
  reload: () => Promise<void>,
  reportRefusal: ReportRefusal,
  showCartError: (error: unknown) => void,
) {
  return {
    /** The content of a `popupUrl` popup [ref: cart#rules], read through the call client, sanitized. */
    popupContent: async (url: string) => (await import('../popups/popup-html')).loadPopupContent(url, env.client),

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
  };
}
