import { defineIsland } from '@hearth/core';
import { Checkout } from './checkout';
import { CHECKOUT_ISLAND } from './checkout-context';
import { CheckoutPropsSchema } from './props-schema';

/**
 * `checkout` [ref: checkout]: the multi-step checkout, its state and all its popups, from the server's
 * `checkoutData` (in a JSON script: it is large) or fetched from RefreshCheckout.
 *
 * ```html
 * <div data-island="checkout"><script type="application/json" data-island-props>{"step":1,"checkoutData":{…}}</script>…</div>
 * ```
 */
export default defineIsland({
  name: CHECKOUT_ISLAND,
  schema: CheckoutPropsSchema,
  component: Checkout,
  // the Shipping step's page, before any popup opens (at most 45 KB): 44,572 B measured
  // with all 19 islands built; the payment-side actions (payment-group.ts, rewards-actions.ts), the
  // payment and review steps and their popups load only when used or reached. The payment step's
  // page (at most 55 KB) is a row of scripts/size/size.mjs: 53,460 B measured
});
