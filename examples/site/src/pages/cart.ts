import { html } from '../html.js';
import { cartData, getProduct, getSession } from '../mock.js';
import { money, type Page, type PageContext } from './context.js';
import { island } from './islands.js';

/**
 * /checkout/cart (000): the cart island gets the session's cart as initial props `cartData` (in a
 * JSON script: it is large); its fallback is the legacy server-rendered cart table.
 */
export function cartPage(ctx: PageContext): Page {
  const { site, id } = ctx.session;
  const session = getSession(id);
  const lines = session.cart;
  const fallback = lines.length
    ? html`<table class="legacy-cart-table">
  <caption>Items in your cart</caption>
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
  <tbody>${lines.map((line) => {
    const p = getProduct(line.sku);
    return html`<tr><td>${p ? html`<a href="${p.url}">${p.name}</a>` : line.sku}</td><td>${line.qty}</td><td>${p ? money(p.currentPrice * line.qty, site) : ''}</td></tr>`;
  })}</tbody>
</table>
<p><a class="button" href="/checkout/shipping">Checkout</a></p>`
    : html`<p>Your cart is empty. <a href="/">Continue shopping</a></p>`;
  const main = html`<h1>Shopping Cart</h1>
${island('cart', { id: 'cart', props: { cartData: cartData(session, site) }, propsInScript: true, fallback })}`;
  return { title: 'Shopping Cart', main };
}
