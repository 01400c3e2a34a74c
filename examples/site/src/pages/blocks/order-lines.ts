import { html, type SafeHtml } from '../../html.js';
import { getProduct, getSession } from '../../mock.js';
import { money, type PageContext } from '../layout/context.js';

/**
 * The session's cart as a legacy page prints it: each line with its quantity and price, then
 * the subtotal. The server fallback of the cart and checkout islands.
 */
export function orderLines(ctx: PageContext, caption: string): SafeHtml {
  const { site, id } = ctx.session;
  const lines = getSession(id).cart;
  if (!lines.length) return html`<p class="empty-note">Your cart is empty. <a href="/">Continue shopping</a></p>`;
  let subtotal = 0;
  const rows = lines.map((line) => {
    const p = getProduct(line.sku);
    const total = (p?.currentPrice ?? 0) * line.qty;
    subtotal += total;
    return html`<tr><th scope="row">${p ? html`<a href="${p.url}">${p.name}</a>` : line.sku}</th><td>${line.qty}</td><td>${money(total, site)}</td></tr>`;
  });
  return html`<table class="legacy-cart-table">
  <caption>${caption}</caption>
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot><tr><th scope="row" colspan="2">Subtotal</th><td>${money(subtotal, site)}</td></tr></tfoot>
</table>`;
}
