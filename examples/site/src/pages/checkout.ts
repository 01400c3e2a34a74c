import { html } from '../html.js';
import type { Page, PageContext } from './context.js';
import { island } from './islands.js';
import { orderLines } from './order-lines.js';

/** Checkout steps, in order, with index and route (001 §2). */
export const CHECKOUT_STEPS = [
  { index: 0, step: 'Cart', route: '/checkout/cart' },
  { index: 1, step: 'Shipping', route: '/checkout/shipping' },
  { index: 2, step: 'Shipping and gift options', route: '/checkout/shippingandgiftoptions' },
  { index: 3, step: 'Payment', route: '/checkout/paymentandbilling' },
  { index: 4, step: 'Review', route: '/checkout/review' },
  { index: 5, step: 'Confirmation', route: '/checkout/confirmation' },
] as const;

/** The step of a checkout route; `/checkout` is Shipping (001 §2). */
export function checkoutStep(pathname: string): (typeof CHECKOUT_STEPS)[number] | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/checkout') return CHECKOUT_STEPS[1];
  return CHECKOUT_STEPS.find((s) => s.index > 0 && s.route === path);
}

/** A checkout step page: the legacy step list and the checkout island at that step. */
export function checkoutPage(ctx: PageContext): Page | undefined {
  const current = checkoutStep(ctx.url.pathname);
  if (!current) return undefined;
  const main = html`<h1>Checkout</h1>
<nav aria-label="Checkout steps"><ol class="checkout-steps">${CHECKOUT_STEPS.slice(1).map(
    (s) => html`<li ${s.index === current.index ? html`aria-current="step"` : ''}>${s.step}</li>`,
  )}</ol></nav>
${island('checkout', {
  id: 'checkout',
  props: { step: current.index, route: current.route, paymentErrorId: ctx.url.searchParams.get('paymentErrorId') ?? undefined },
  fallback: html`${orderLines(ctx, 'Your order')}<p><a href="/checkout/cart">Return to cart</a></p>`,
})}`;
  return { title: `Checkout: ${current.step}`, main };
}
