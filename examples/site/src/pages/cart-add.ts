import { html } from '../html.js';
import { addCartItem, getProduct } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';

/**
 * POST /cart/add (form: `sku`, repeated for a set, `quantity`, the anti-forgery field): the legacy add-to-cart that
 * the `add-to-cart` island's fallback form posts. Adds as the addItem call does, then opens the
 * cart; a refused add says why, with a way back. A made-to-order piece is refused: the form
 * carries no options (it is what a click sends before the page's script has loaded), and an
 * unconfigured special order must not reach the cart.
 */
export function cartAddPage(ctx: PageContext): Page {
  if (!ctx.form) return { title: 'Shopping Cart', main: html``, redirect: '/checkout/cart' };
  // one sku, or every piece of a set ('Add both to cart'), each at the form's quantity
  const skus = ctx.form.getAll('sku');
  const quantity = Number.parseInt(ctx.form.get('quantity') ?? '1', 10);
  const special = skus.map((sku) => getProduct(sku)).find((product) => product?.isSpecialOrder);
  if (special) {
    const main = html`<h1>Not added to your cart</h1>
<p class="notice" role="alert">${special.name} is made to order: choose its options first.</p>
<p><a class="button button--primary" href="${special.url}">Choose the options of ${special.name}</a></p>`;
    return { title: 'Not added to your cart', main, status: 400 };
  }
  let problem: string | null = null;
  for (const sku of skus.length > 0 ? skus : ['']) {
    problem = addCartItem(ctx.session.id, {
      Sku: sku,
      Quantity: Number.isFinite(quantity) ? quantity : 1,
      Location: 'PDP',
    });
    if (problem) break;
  }
  if (!problem) return { title: 'Shopping Cart', main: html``, redirect: '/checkout/cart' };
  const main = html`<h1>Not added to your cart</h1>
<p class="notice" role="alert">${problem}</p>
<p><a class="button button--secondary" href="/">Continue shopping</a></p>`;
  return { title: 'Not added to your cart', main, status: 400 };
}

export default {
  // the add-to-cart island's fallback: a legacy form post
  routes: [{ path: '/cart/add', render: cartAddPage, acceptsPost: true }],
} satisfies SitePage;
