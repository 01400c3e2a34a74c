import { html } from '../html.js';
import { cartData, getSession } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { island } from './layout/islands.js';
import { orderLines } from './blocks/order-lines.js';

/**
 * /checkout/cart [ref: cart]: the cart island gets the session's cart as initial props `cartData` (in a
 * JSON script: it is large); its fallback is the legacy server-rendered cart table.
 */
export function cartPage(ctx: PageContext): Page {
  const { site, id } = ctx.session;
  const session = getSession(id);
  const fallback = html`${orderLines(ctx, 'Items in your cart')}
${session.cart.length ? html`<p><a class="button button--primary" href="/checkout/shipping">Checkout</a></p>` : ''}`;
  const main = html`<h1>Shopping Cart</h1>
${island('cart', { id: 'cart', props: { cartData: cartData(session, site) }, propsInScript: true, fallback })}`;
  return { title: 'Shopping Cart', main };
}

export default {
  routes: [{ path: '/checkout/cart', render: cartPage }],
  devLinks: [['/checkout/cart', 'Cart']],
} satisfies SitePage;
