/** The cart page's checkout button and what its answer leads to [ref: cart#rules, #errors]. */
import { CART_CALLS } from '../calls';
import { cartSameSiteUrl } from '../cart-urls';
import type { CartAnswer } from '../schema';
import type { ActionResult, CartControllerEnv, GetState, ReportRefusal, SetState } from './controller-types';
import { CART_ROUTE, isAbort } from './cart-error';
import { decideCheckout, type CheckoutOutcome } from './checkout-result';

/** The checkout button, and going on after the oversize warning. */
export function checkoutActions(
  env: CartControllerEnv,
  get: GetState,
  set: SetState,
  reload: () => Promise<void>,
  reportRefusal: ReportRefusal,
  showCartError: (error: unknown) => void,
) {
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
      if (outcome.kind === 'oversize')
        set({ popup: { kind: 'oversize', items: outcome.items, pickup: outcome.pickup, answer } });
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
  };
}
