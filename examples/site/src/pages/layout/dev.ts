import { html } from '../../html.js';
import { DEV_COOKIE } from '../../session.js';
import { DEMO_VARIANTS, parseVariants, variantsCookie } from '../../variants.js';
import { BRAND_NAMES, type Page, type PageContext, type PageLink } from './context.js';
import { demoHint } from './demo-hint.js';
import { DEV_PATH, faultPanel, switchLink } from './footer.js';

/** Set and clear the developer cookie (the fault panel on every page of this browser). */
const devCookie = (on: boolean) => `${DEV_COOKIE}=${on ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${on ? 2592000 : 0}`;

/**
 * /dev: what developers need and shoppers never see (linked from the README, not the store):
 * the developer pages (`pages`: what the page modules declare, routes.ts), the site and brand
 * switch, the variant switches (cookie `hearth_variants`), the demo data, the fault panel, and a
 * switch for the fault panel on every page (cookie `hearth_dev`); each switch is a form post.
 */
export function devPage(ctx: PageContext, pages: readonly PageLink[]): Page {
  if (ctx.form?.get('switches') === 'save') {
    const cookie = variantsCookie(parseVariants(ctx.form.getAll('variant')));
    return { title: 'Developer pages', main: html``, redirect: `${DEV_PATH}#variants-title`, cookies: [cookie] };
  }
  if (ctx.form) {
    const on = ctx.form.get('panel') === 'show';
    return { title: 'Developer pages', main: html``, redirect: DEV_PATH, cookies: [devCookie(on)] };
  }
  const { session } = ctx;
  const brands = (['main', 'cb2', 'kids'] as const).map(
    (b) => html`<li>${switchLink(ctx, 'brand', b, BRAND_NAMES[b])}</li>`,
  );
  const main = html`<h1>Developer pages</h1>
<p class="lede">Test beds and every step of the demo's flows. Shoppers never see this page: the store links it nowhere.</p>
<div class="dev-grid">
  <section aria-labelledby="pages-title">
    <h2 id="pages-title">Pages</h2>
    <ul id="page-list" class="link-list">${pages.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul>
  </section>
  <section aria-labelledby="switch-title">
    <h2 id="switch-title">Site and brand</h2>
    <p>Kept in a cookie; <code>?site=CA&amp;brand=cb2</code> on any page does the same.</p>
    <ul class="switch-list" aria-label="Site"><li>${switchLink(ctx, 'site', 'US', 'United States')}</li><li>${switchLink(ctx, 'site', 'CA', 'Canada')}</li></ul>
    <ul class="switch-list" aria-label="Brand">${brands}</ul>
    <h2 id="panel-switch-title">Fault panel on every page</h2>
    <form method="post" action="${DEV_PATH}" class="dev-switch">
      <input type="hidden" name="__RequestVerificationToken" value="${session.token}">
      <p>${session.dev ? 'The fault panel shows at the foot of every page in this browser.' : 'The fault panel shows on this page only.'}</p>
      <button type="submit" class="button button--secondary" name="panel" value="${session.dev ? 'hide' : 'show'}">${
        session.dev ? 'Show it on this page only' : 'Show it on every page'
      }</button>
    </form>
  </section>
</div>
${variantSwitches(ctx)}
${demoHint('dev-hint')}
${faultPanel(true)}`;
  return { title: 'Developer pages', main };
}

/**
 * The variant switches: a checkbox for each variant of the islands the everyday pages do not
 * show, with the page where it shows; 'Save switches' keeps them for this browser.
 */
function variantSwitches(ctx: PageContext) {
  const on = ctx.session.variants;
  return html`<section class="dev-variants" aria-labelledby="variants-title">
  <h2 id="variants-title">Variants</h2>
  <p>Variants of the islands that the store's pages do not show unless switched on here, for this browser only (a cookie). The pages then send them as a legacy page would: in an island's props, a <code>#hearth-config</code> feature or the page's own HTML.</p>
  <form method="post" action="${DEV_PATH}">
    <input type="hidden" name="__RequestVerificationToken" value="${ctx.session.token}">
    <input type="hidden" name="switches" value="save">
    <ul class="variant-list">${DEMO_VARIANTS.map(
      (v) => html`<li>
      <input type="checkbox" id="variant-${v.key}" name="variant" value="${v.key}" aria-describedby="variant-${v.key}-where" ${on.has(v.key) ? html`checked` : ''}>
      <label for="variant-${v.key}">${v.label}</label>
      <p id="variant-${v.key}-where" class="variant-list__where">Shows on <a href="${v.href}">${v.where}</a></p>
    </li>`,
    )}</ul>
    <button type="submit" class="button button--primary">Save switches</button>
  </form>
  <p>Masterpass and Visa Checkout were retired by Mastercard and Visa (both replaced by Click to Pay); their switch shows how a page still offering them would call the server.</p>
</section>`;
}
