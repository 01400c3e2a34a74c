import { html, type SafeHtml } from '../html.js';
import { checkoutData, getProduct, getSession, type PlacedOrder } from '../mock.js';
import type { Site } from '../session.js';
import { money, type Page, type PageContext, type SitePage } from './layout/context.js';
import { island } from './layout/islands.js';
import {
  CHECKOUT_STEP_NAMES,
  CHECKOUT_STEPS,
  stepNamed,
  stepOfPath,
  type CheckoutStep,
  type StepName,
} from '@hearth/checkout/flow';

/** The step of a checkout address, of those the checkout package lists [ref: checkout#screens]; `/checkout` is Shipping, the cart is a page of its own. */
export function checkoutStep(pathname: string): CheckoutStep | undefined {
  const name = stepOfPath(pathname);
  return name && name !== 'cart' ? stepNamed(name) : undefined;
}

/** The legacy steps list, the current one marked. */
function stepList(current: StepName): SafeHtml {
  return html`<nav aria-label="Checkout steps"><ol class="checkout-steps">${CHECKOUT_STEPS.filter(
    (s) => s.name !== 'cart',
  ).map(
    (s) => html`<li ${s.name === current ? html`aria-current="step"` : ''}>${CHECKOUT_STEP_NAMES[s.name]}</li>`,
  )}</ol></nav>`;
}

/**
 * The server fallback of a step: the steps list and the order (items, quantities, totals) as the
 * legacy page rendered it, so the page shows the order before the island mounts (or if it cannot).
 */
function orderFallback(ctx: PageContext, current: StepName): SafeHtml {
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

/** The legacy form's state list: the legacy page lists every one; the demo a few (the island's list has them all). */
const FALLBACK_STATES = {
  US: [
    ['CA', 'California'],
    ['IL', 'Illinois'],
    ['NY', 'New York'],
    ['TX', 'Texas'],
  ],
  CA: [
    ['BC', 'British Columbia'],
    ['ON', 'Ontario'],
    ['QC', 'Quebec'],
  ],
} as const;

function stateField(ctx: PageContext): SafeHtml {
  const ca = ctx.session.site === 'CA';
  return html`<p><label for="ship-state">${ca ? 'Province' : 'State'}</label><select id="ship-state" name="state" autocomplete="shipping address-level1"><option value="">Select</option>${FALLBACK_STATES[ca ? 'CA' : 'US'].map(([code, name]) => html`<option value="${code}">${name}</option>`)}</select></p>`;
}

/**
 * The legacy Shipping step's address form, in the fallback of step 1, with the island's field
 * names (what the shopper types before the island mounts is kept). Without the
 * island it posts back to the page.
 */
function shippingFallback(ctx: PageContext): SafeHtml {
  const field = (name: string, label: string, autocomplete: string, type = 'text') =>
    html`<p><label for="ship-${name}">${label}</label><input id="ship-${name}" name="${name}" type="${type}" autocomplete="shipping ${autocomplete}"></p>`;
  return html`<form method="post" action="/checkout/shipping" class="stack-form checkout-fallback">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <h2>Shipping Address</h2>
  ${field('firstName', 'First Name', 'given-name')}${field('lastName', 'Last Name', 'family-name')}
  ${field('address1', 'Address', 'address-line1')}${field('address2', 'Address 2', 'address-line2')}
  ${field('city', 'City', 'address-level2')}${stateField(ctx)}${field('postalCode', ctx.session.site === 'CA' ? 'Postal Code' : 'ZIP Code', 'postal-code')}
  ${field('dayPhone', 'Phone', 'tel', 'tel')}${field('emailAddress', 'Email', 'email', 'email')}
  <p><button type="submit" class="button button--primary">Next</button></p>
</form>`;
}

/**
 * A checkout step page [ref: checkout#screens]: the `checkout` island at that step with the session's checkout
 * data as initial props (in a JSON script: it is large) and the order as its fallback. The
 * island moves between steps in-app; a reload renders the step of the address. An empty cart
 * has nothing to check out: the page says so and links to the cart.
 */
export function checkoutPage(ctx: PageContext): Page | undefined {
  const current = checkoutStep(ctx.url.pathname);
  if (!current) return undefined;
  const session = getSession(ctx.session.id);
  if (current.name === 'confirmation') return confirmationPage(ctx);
  if (session.cart.length === 0) {
    const main = html`<h1>Checkout</h1>${stepList(current.name)}<p>Your cart is empty. <a href="/checkout/cart">Return to cart</a></p>`;
    return { title: `Checkout: ${CHECKOUT_STEP_NAMES[current.name]}`, main, chrome: 'checkout' };
  }
  const paymentErrorId = ctx.url.searchParams.get('paymentErrorId') ?? undefined;
  const props = {
    step: current.index,
    checkoutData: checkoutData(session, ctx.session.site),
    ...(paymentErrorId && { paymentErrorId }),
  };
  const wallets = ctx.session.variants.has('retiredWallets');
  const main = html`<h1>Checkout</h1>
${island('checkout', { id: 'checkout', props, propsInScript: true, fallback: html`${current.name === 'shipping' ? shippingFallback(ctx) : ''}${orderFallback(ctx, current.name)}` })}
${wallets ? retiredWallets() : ''}`;
  return {
    title: `Checkout: ${CHECKOUT_STEP_NAMES[current.name]}`,
    main,
    chrome: 'checkout',
    ...(wallets && { scripts: [RETIRED_WALLETS_SCRIPT] }),
  };
}

/** The page script of {@link retiredWallets}. */
const RETIRED_WALLETS_SCRIPT = '/assets/site/retired-wallets.js';

/**
 * Masterpass and Visa Checkout [ref: checkout#calls] alternative payments (the variant switch on /dev): both
 * retired by their networks (Click to Pay replaced them), so no Hearth button offers them. A legacy
 * checkout that still had them would show the vendors' buttons beside the island and post to its
 * server itself: launchmasterpass `{}`, and savevisapayment `{basketId, paymentInitiator, callId}`
 * with what Visa's script handed back (here made up); once the server took it, the page reloads and
 * the checkout says what the order is paid with. Buttons wait for the page script (disabled until then).
 */
function retiredWallets(): SafeHtml {
  const visa = { basketId: 'demo-basket', paymentInitiator: 'VisaCheckout' };
  return html`<section class="retired-wallets" aria-labelledby="retired-wallets-title" data-retired-wallets>
  <h2 id="retired-wallets-title">Masterpass and Visa Checkout</h2>
  <p>Retired by Mastercard and Visa (both replaced by Click to Pay): shown here for a server that still answers their calls.</p>
  <p class="retired-wallets__buttons">
    <button type="button" class="button button--secondary" disabled data-endpoint="/checkout/alternativepayments/launchmasterpass" data-body="{}">Pay with Masterpass</button>
    <button type="button" class="button button--secondary" disabled data-endpoint="/checkout/alternativepayments/savevisapayment" data-body="${JSON.stringify(visa)}" data-call-id>Pay with Visa Checkout</button>
  </p>
  <p role="status" class="retired-wallets__status"></p>
</section>`;
}

/** An address as a few lines: name, street, city, state and code. */
function addressBlock(address: Record<string, unknown> | null): SafeHtml {
  if (!address) return html`<p>Not given</p>`;
  const field = (key: string) => String(address[key] ?? '').trim();
  const lines = [
    [field('firstName'), field('lastName')].filter(Boolean).join(' '),
    [field('address1'), field('address2')].filter(Boolean).join(', '),
    [field('city'), [field('state'), field('postalCode')].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter(Boolean);
  return html`<address>${lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</address>`;
}

/**
 * What the order came to and how it was paid: subtotal, discounts, shipping and tax make the
 * order's total, then each tender with what it paid (together, the total).
 */
function orderTotals(order: PlacedOrder, site: Site): SafeHtml {
  const row = (label: string, cents: number, className = '') =>
    html`<div${className ? html` class="${className}"` : ''}><dt>${label}</dt><dd>${money(cents, site)}</dd></div>`;
  const { subtotal, discount, shipping, tax } = order.summary;
  return html`<h3 id="order-summary">Order summary</h3>
<dl class="order-totals" aria-labelledby="order-summary">${row('Subtotal', subtotal)}${discount ? row('Discounts', -discount) : ''}
<div><dt>Shipping</dt><dd>${shipping ? money(shipping, site) : 'FREE'}</dd></div>${row('Tax', tax)}${row('Order total', order.total, 'order-totals__total')}</dl>
<h3 id="order-payments">Paid with</h3>
<dl class="order-totals" aria-labelledby="order-payments">${order.payments.map((p) => row(p.tender, p.amount))}</dl>`;
}

/**
 * /checkout/confirmation ([ref: checkout#screens] step 5): the placed order, from the session's orders: its
 * items with their pictures, the addresses, how it was paid, and for a guest the account the
 * cart promised ('You can create an account after placing your order').
 */
function confirmationPage(ctx: PageContext): Page {
  const session = getSession(ctx.session.id);
  const wanted = ctx.url.searchParams.get('orderNumber');
  const order = session.orders.find((o) => o.orderNumber === wanted) ?? session.orders.at(-1);
  const main = order
    ? html`<h1>Thank you for your order</h1>
<p id="order-number">Order number: <strong>${order.orderNumber}</strong></p>
${order.email ? html`<p>A confirmation is on its way to <strong>${order.email}</strong>.</p>` : ''}
<div class="order-confirmation">
<section aria-labelledby="order-items"><h2 id="order-items">Items</h2>
<ul class="order-lines">${order.lines.map(
        (line) => html`<li class="order-line"><img src="${line.imagePath}" alt="" width="96" height="96">
<div><p class="order-line__name">${line.name}</p>${line.options.map((o) => html`<p class="order-line__option">${o}</p>`)}
<p>Quantity: ${line.qty}</p></div><p class="order-line__price">${line.formattedTotalPrice}</p></li>`,
      )}</ul></section>
<section aria-labelledby="order-details"><h2 id="order-details">Details</h2>
<h3>Shipping to</h3>${addressBlock(order.shipTo)}
<h3>Billing address</h3>${order.billTo ? addressBlock(order.billTo) : html`<p>Same as shipping</p>`}
${orderTotals(order, ctx.session.site)}
</section>
</div>
${
  order.guest
    ? html`<section class="order-account" aria-labelledby="order-account-title"><h2 id="order-account-title">Create an account</h2>
<p>Save your details for next time and follow this order: create an account${order.email ? html` with ${order.email}` : ''}.</p>
<p><a class="button button--primary" href="/account/create-account">Create an Account</a></p></section>`
    : ''
}
<p><a href="/">Continue shopping</a></p>`
    : html`<h1>Order confirmation</h1><p>We could not find that order. <a href="/checkout/cart">Return to cart</a></p>`;
  return { title: 'Checkout: Confirmation', main };
}

export default {
  // acceptsPost: the cart's 'Guest Checkout' is a form POST to the checkout URL [ref: checkout#roles]
  routes: [{ path: /^\/checkout(?:\/[a-z]+)?$/i, render: checkoutPage, acceptsPost: true }],
  devLinks: CHECKOUT_STEPS.filter((s) => s.name !== 'cart').map((s) => [
    s.route,
    `Checkout: ${CHECKOUT_STEP_NAMES[s.name]}`,
  ]),
} satisfies SitePage;
