import { html, type SafeHtml } from '../html.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { island } from './layout/islands.js';

/** The sku of the demo's fabric sofa (a special order with swatches). */
const SKU = '410100';

/**
 * The legacy free-swatch order form: the fallback of the `swatch-order` island in the page, with
 * the island's field names (what the shopper typed is in the popup's form once the
 * island has opened it). Without the island it posts back to this page.
 */
function orderForm(ctx: PageContext): SafeHtml {
  const field = (name: string, label: string, autocomplete: string, type = 'text') =>
    html`<p><label for="swatch-${name}">${label}</label><input id="swatch-${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"></p>`;
  return html`<form method="post" action="/demo/swatch-order" class="stack-form" id="swatch-fallback">
  <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
  <input type="hidden" name="sku" value="${SKU}">
  ${field('firstName', 'First Name', 'given-name')}${field('lastName', 'Last Name', 'family-name')}
  ${field('address1', 'Address 1', 'address-line1')}${field('city', 'City', 'address-level2')}
  ${field('postalCode', 'ZIP Code', 'postal-code')}${field('dayPhone', 'Phone', 'tel', 'tel')}
  ${field('emailAddress', 'Email Address', 'email', 'email')}
  <p><button type="submit" class="button button--secondary">Order Free Swatches</button></p>
</form>`;
}

/**
 * /demo/swatch-order: the `swatch-order` island in the page (`triggerLabel`) over the legacy
 * order form it stands in for.
 */
export function swatchOrderDemoPage(ctx: PageContext): Page {
  const main = html`<h1>Free swatches by mail</h1>
${island('swatch-order', { id: 'swatch-order-island', props: { sku: SKU, triggerLabel: 'Order Free Swatches' }, fallback: orderForm(ctx) })}
${ctx.form ? html`<p id="legacy-post" role="status">The legacy form was sent.</p>` : ''}`;
  return { title: 'Free swatches by mail', main };
}

export default {
  routes: [{ path: '/demo/swatch-order', render: swatchOrderDemoPage, acceptsPost: true }],
  devLinks: [['/demo/swatch-order', 'Free swatch order form in the page']],
} satisfies SitePage;
