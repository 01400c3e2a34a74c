import { html, type SafeHtml } from '../../html.js';
import type { PageContext } from './context.js';
import { NAV } from './header.js';

/** Path of the developer page (developer pages, fault panel, brand switch). */
export const DEV_PATH = '/dev';

/** A link that switches the site or brand and comes back to this page (`?site=` / `?brand=`, kept in a cookie). */
export function switchLink(ctx: PageContext, key: 'site' | 'brand', value: string, label: string): SafeHtml {
  const target = new URL(ctx.url);
  target.searchParams.set(key, value);
  const current = ctx.session[key] === value;
  return html`<a href="${target.pathname + target.search}" ${current ? html`aria-current="true"` : ''}>${label}</a>`;
}

/**
 * The developer fault panel: on /dev, and on every page once /dev set the developer
 * cookie. It lists and switches faults of this browser's session only.
 */
export function faultPanel(open: boolean): SafeHtml {
  return html`<section class="dev-panel" aria-labelledby="dev-panel-title">
  <details id="hearth-dev-panel" ${open ? html`open` : ''}>
    <summary id="dev-panel-title">Developer: fault panel</summary>
    <p>Makes the demo backend fail on demand, for this browser's session only.</p>
    <div data-fault-panel data-endpoint="/__mock/faults"><p>Fault controls load when the panel opens.</p></div>
  </details>
  <script src="/assets/site/fault-panel.js" defer></script>
</section>`;
}

/** The checkout's footer: the policies and the demo note, nothing that leads off the checkout. */
export function checkoutFooter(ctx: PageContext): SafeHtml {
  return html`<footer class="site-footer site-footer--checkout">
  <div class="site-footer__inner">
    <ul class="site-footer__links">
      <li><a href="/customer-service/terms-of-use">Terms of Use</a></li>
      <li><a href="/customer-service/privacy-policy">Privacy Policy</a></li>
    </ul>
    <p class="site-footer__note">A demo store for Hearth: the products, prices and orders are made up.</p>
  </div>
  ${ctx.session.dev ? faultPanel(false) : ''}
</footer>`;
}

/** The store's footer: departments, customer service, country; the fault panel once /dev set the developer cookie. */
export function siteFooter(ctx: PageContext): SafeHtml {
  const isDev = ctx.url.pathname.toLowerCase().replace(/\/+$/, '') === DEV_PATH;
  return html`<footer class="site-footer">
  <div class="site-footer__inner">
    <nav class="site-footer__cols" aria-label="Footer">
      <section aria-labelledby="footer-shop"><h2 id="footer-shop">Shop</h2>
        <ul>${NAV.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul></section>
      <section aria-labelledby="footer-help"><h2 id="footer-help">Customer Service</h2>
        <ul>
          <li><a href="/free-swatches">Free Swatches</a></li>
          <li><a href="/favorites">Your Favorites</a></li>
          <li><a href="/account/create-account">Create an Account</a></li>
          <li><a href="/customer-service/terms-of-use">Terms of Use</a></li>
          <li><a href="/customer-service/privacy-policy">Privacy Policy</a></li>
        </ul></section>
      <section aria-labelledby="footer-country"><h2 id="footer-country">Country</h2>
        <ul class="site-footer__switch"><li>${switchLink(ctx, 'site', 'US', 'United States')}</li><li>${switchLink(ctx, 'site', 'CA', 'Canada')}</li></ul></section>
    </nav>
    <p class="site-footer__note">A demo store for Hearth: the products, prices and orders are made up.</p>
  </div>
  ${ctx.session.dev && !isDev ? faultPanel(false) : ''}
</footer>`;
}
