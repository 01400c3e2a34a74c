import { html, jsonScript, type SafeHtml } from '../html.js';
import { siteConfig } from '../mock.js';
import { BRAND_NAMES, type Page, type PageContext } from './context.js';
import { DEMO_PRODUCT_URL, DEMO_SPECIAL_ORDER_URL } from './home.js';

/** The script tag every page ends with (CONTRACT §1). */
export const HEARTH_SCRIPT_SRC = '/assets/hearth/hearth.js';

const NAV: ReadonlyArray<readonly [href: string, label: string]> = [
  ['/', 'Home'],
  [DEMO_PRODUCT_URL, 'Table lamp'],
  [DEMO_SPECIAL_ORDER_URL, 'Lounge Sofa'],
  ['/free-swatches', 'Free swatches'],
  ['/checkout/cart', 'Cart'],
  ['/account/sign-in', 'Sign in'],
];

function switchLink(ctx: PageContext, key: 'site' | 'brand', value: string, label: string): SafeHtml {
  const target = new URL(ctx.url);
  target.searchParams.set(key, value);
  const current = ctx.session[key] === value;
  return html`<a href="${target.pathname + target.search}" ${current ? html`aria-current="true"` : ''}>${label}</a>`;
}

/**
 * Wraps a page in the legacy layout: header with the legacy cart count, nav, site/brand
 * switches, the anti-forgery form, `#hearth-config`, the developer fault panel and the
 * Hearth script tag. No inline script besides JSON data blocks (the site's CSP forbids it).
 */
export function layout(ctx: PageContext, page: Page, cartCount = 0): string {
  const { session } = ctx;
  const brandName = BRAND_NAMES[session.brand];
  const doc = html`<!doctype html>
<html lang="${session.site === 'CA' ? 'en-CA' : 'en-US'}" data-site="${session.site}" data-brand="${session.brand}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} | ${brandName}</title>
<link rel="icon" href="/assets/site/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site/site.css">
<script type="application/json" id="hearth-config">${jsonScript(siteConfig(session.site, session.brand))}</script>
<script src="/assets/site/legacy.js" defer></script>
${(page.scripts ?? []).map((src) => html`<script src="${src}" defer></script>\n`)}
</head>
<body class="brand-${session.brand} site-${session.site}">
<a class="skip-link" href="#main">Skip to content</a>
<header class="site-header">
  <a class="logo" href="/">${brandName}${session.site === 'CA' ? ' Canada' : ''}</a>
  <nav aria-label="Main">
    <ul>${NAV.map(([href, label]) => html`<li><a href="${href}" ${ctx.url.pathname === href ? html`aria-current="page"` : ''}>${label}</a></li>`)}</ul>
  </nav>
  <a class="legacy-cart" href="/checkout/cart">Cart (<span id="legacy-cart-count">${cartCount}</span>)</a>
  <div class="switches">
    <span>Site:</span> ${switchLink(ctx, 'site', 'US', 'US')} ${switchLink(ctx, 'site', 'CA', 'Canada')}
    <span>Brand:</span> ${switchLink(ctx, 'brand', 'main', BRAND_NAMES.main)} ${switchLink(ctx, 'brand', 'cb2', BRAND_NAMES.cb2)} ${switchLink(ctx, 'brand', 'kids', BRAND_NAMES.kids)}
  </div>
</header>
<form id="__AjaxAntiForgeryForm" action="#" method="post"><input type="hidden" name="__RequestVerificationToken" value="${session.token}"></form>
<main id="main">
${page.main}
</main>
<footer class="site-footer">
  <details class="dev-panel" id="hearth-dev-panel">
    <summary>Developer: fault panel</summary>
    <div data-fault-panel data-endpoint="/__mock/faults"><p>Fault controls load when the mock API offers them.</p></div>
  </details>
  <script src="/assets/site/fault-panel.js" defer></script>
  <p>Demo storefront for Hearth. Not a real shop.</p>
</footer>
<script type="module" src="${HEARTH_SCRIPT_SRC}"></script>
</body>
</html>
`;
  return doc.value;
}
