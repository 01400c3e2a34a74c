import { html, type SafeHtml } from '../html.js';
import { checkoutData, getProduct, getSession } from '../mock.js';
import { money, type Page, type PageContext, type SitePage } from './context.js';
import { island } from './islands.js';

/** Checkout steps, in order, with index and route (001 §2). */
export const CHECKOUT_STEPS = [
  { index: 0, step: 'Cart', route: '/checkout/cart' },
  { index: 1, step: 'Shipping', route: '/checkout/shipping' },
  { index: 2, step: 'Shipping and Gift Options', route: '/checkout/shippingandgiftoptions' },
  { index: 3, step: 'Payment and Billing', route: '/checkout/paymentandbilling' },
  { index: 4, step: 'Review and Place Order', route: '/checkout/review' },
  { index: 5, step: 'Confirmation', route: '/checkout/confirmation' },
] as const;

/** The step of a checkout route; `/checkout` is Shipping (001 §2). */
export function checkoutStep(pathname: string): (typeof CHECKOUT_STEPS)[number] | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/checkout') return CHECKOUT_STEPS[1];
  return CHECKOUT_STEPS.find((s) => s.index > 0 && s.route === path);
}

/** The legacy steps list, the current one marked. */
function stepList(current: number): SafeHtml {
  return html`<nav aria-label="Checkout steps"><ol class="checkout-steps">${CHECKOUT_STEPS.slice(1).map(
    (s) => html`<li ${s.index === current ? html`aria-current="step"` : ''}>${s.step}</li>`,
  )}</ol></nav>`;
}

/**
 * The server fallback of a step: the steps list and the order (items, quantities, totals) as the
 * legacy page rendered it, so the page shows the order before the island mounts (or if it cannot).
 */
function orderFallback(ctx: PageContext, current: number): SafeHtml {
  const { site, id } = ctx.session;
  const session = getSession(id);
  return html`${stepList(current)}
<h2>Your order</h2>
<table class="legacy-cart-table">
  <caption>Items in your order</caption>
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Price</th></tr></thead>
  <tbody>${session.cart.map((line) => {
    const p = getProduct(line.sku);
    return html`<tr><td>${p?.name ?? line.sku}</td><td>${line.qty}</td><td>${p ? money(p.currentPrice * line.qty, site) : ''}</td></tr>`;
  })}</tbody>
</table>
<p><a href="/checkout/cart">Return to cart</a></p>`;
}

/**
 * A checkout step page (001 §2): the `checkout` island at that step with the session's checkout
 * data as initial props (in a JSON script: it is large) and the order as its fallback. The
 * island moves between steps in-app; a reload renders the step of the address. An empty cart
 * has nothing to check out: the page says so and links to the cart.
 */
export function checkoutPage(ctx: PageContext): Page | undefined {
  const current = checkoutStep(ctx.url.pathname);
  if (!current) return undefined;
  const session = getSession(ctx.session.id);
  if (current.index === 5) return confirmationPage(ctx);
  if (session.cart.length === 0) {
    const main = html`<h1>Checkout</h1>${stepList(current.index)}<p>Your cart is empty. <a href="/checkout/cart">Return to cart</a></p>`;
    return { title: `Checkout: ${current.step}`, main };
  }
  const paymentErrorId = ctx.url.searchParams.get('paymentErrorId') ?? undefined;
  const props = {
    step: current.index,
    checkoutData: checkoutData(session, ctx.session.site),
    ...(paymentErrorId && { paymentErrorId }),
  };
  const main = html`<h1>Checkout</h1>
${island('checkout', { id: 'checkout', props, propsInScript: true, fallback: orderFallback(ctx, current.index) })}`;
  return { title: `Checkout: ${current.step}`, main };
}

/** /checkout/confirmation (001 §2 step 5): the placed order, from the session's orders. */
function confirmationPage(ctx: PageContext): Page {
  const session = getSession(ctx.session.id);
  const wanted = ctx.url.searchParams.get('orderNumber');
  const order = session.orders.find((o) => o.orderNumber === wanted) ?? session.orders.at(-1);
  const main = order
    ? html`<h1>Thank you for your order</h1>
${stepList(5)}
<p id="order-number">Order number: <strong>${order.orderNumber}</strong></p>
<p>Order total: ${money(order.total, ctx.session.site)}</p>
<p><a href="/">Continue shopping</a></p>`
    : html`<h1>Order confirmation</h1>${stepList(5)}<p>We could not find that order. <a href="/checkout/cart">Return to cart</a></p>`;
  return { title: 'Checkout: Confirmation', main };
}

export default {
  // acceptsPost: the cart's 'Guest Checkout' is a form POST to the checkout URL (000 §6)
  routes: [{ path: /^\/checkout(?:\/[a-z]+)?$/i, render: checkoutPage, acceptsPost: true }],
  devLinks: [
    ['/checkout/shipping', 'Checkout: Shipping'],
    ['/checkout/shippingandgiftoptions', 'Checkout: Shipping and gift options'],
    ['/checkout/paymentandbilling', 'Checkout: Payment and billing'],
    ['/checkout/review', 'Checkout: Review'],
    ['/checkout/confirmation', 'Checkout: Confirmation'],
  ],
} satisfies SitePage;
