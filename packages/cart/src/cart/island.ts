import { defineIsland } from '@hearth/core';
import { CartPage } from './cart-page';
import { CART_ISLAND } from './cart-urls';
import { CartPropsSchema } from './props-schema';

/**
 * `cart` [ref: cart]: the cart page from its server-rendered `cartData`, or fetched from `getCartJsx`.
 * The 'Checkout Now' flyout's Returning Customers section is a nested `sign-in` island, which
 * the loader mounts when the flyout opens.
 *
 * ```html
 * <div data-island="cart"><script type="application/json" data-island-props>{"cartData":{…}}</script>…</div>
 * ```
 */
export default defineIsland({
  name: CART_ISLAND,
  schema: CartPropsSchema,
  component: CartPage,
  // 32.2 KB measured: the checkout island shares the cart validation code, split into chunks of its own
});
