import { html } from '../../html.js';
import { DEV_COOKIE } from '../../session.js';
import { BRAND_NAMES, type Page, type PageContext, type PageLink } from './context.js';
import { demoHint } from './demo-hint.js';
import { DEV_PATH, faultPanel, switchLink } from './footer.js';

/** Set and clear the developer cookie (the fault panel on every page of this browser). */
const devCookie = (on: boolean) => `${DEV_COOKIE}=${on ? '1' : ''}; Path=/; SameSite=Lax; Max-Age=${on ? 2592000 : 0}`;

/**
 * /dev: what developers need and shoppers never see (linked from the README, not the store):
 * the developer pages (`pages`: what the page modules declare, routes.ts), the site and brand
 * switch, the demo data, the fault panel, and a switch for the fault panel on every page (cookie
 * `hearth_dev`, set by a form post).
 */
export function devPage(ctx: PageContext, pages: readonly PageLink[]): Page {
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
${demoHint('dev-hint')}
${faultPanel(true)}`;
  return { title: 'Developer pages', main };
}
