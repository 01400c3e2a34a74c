import { DEMO_PROVIDERS_CSS, DEMO_PROVIDERS_SCRIPT } from '../../demo-providers/bundle.js';
import { html, jsonScript } from '../../html.js';
import { siteConfig } from '../../mock.js';
import { withVariantFeatures } from '../../variants.js';
import { BRAND_NAMES, type Page, type PageContext } from './context.js';
import { checkoutFooter, siteFooter } from './footer.js';
import { checkoutHeader, siteHeader } from './header.js';

/** The script tag every page ends with [ref: script-tag#the-markup]. */
export const HEARTH_SCRIPT_SRC = '/assets/hearth/hearth.js';

/**
 * Wraps a page in the store's layout: the design tokens of the script-tag build (so the page and
 * its islands share one set of colours and fonts, and nothing restyles when an island mounts),
 * the site's stylesheets, `#hearth-config` (with the features of the variants switched on at /dev), the header with the `cart-count` island, the
 * anti-forgery form, the footer and the Hearth script tag, after the demo's page script that
 * registers its own providers (fake payments, the local address autocomplete; a module script, so
 * it runs first). No inline script besides JSON data blocks (the site's CSP forbids it).
 */
export function layout(ctx: PageContext, page: Page): string {
  const { session } = ctx;
  const brandName = BRAND_NAMES[session.brand];
  const tokens = ctx.styles?.tokens;
  const doc = html`<!doctype html>
<html lang="${session.site === 'CA' ? 'en-CA' : 'en-US'}" data-site="${session.site}" data-brand="${session.brand}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} | ${brandName}</title>
<meta name="description" content="${page.description ?? `${brandName}: sofas made to order, decor and gifts. A demo store for Hearth.`}">
<link rel="icon" href="/assets/site/favicon.svg" type="image/svg+xml">
${tokens ? html`<link rel="stylesheet" href="${tokens}">` : ''}
<link rel="stylesheet" href="/assets/site/base.css">
<link rel="stylesheet" href="/assets/site/site.css">
<link rel="stylesheet" href="${DEMO_PROVIDERS_CSS}">
<script type="application/json" id="hearth-config">${jsonScript(withVariantFeatures(siteConfig(session.site, session.brand), session.variants))}</script>
<script type="module" src="${DEMO_PROVIDERS_SCRIPT}"></script>
<script type="module" src="${HEARTH_SCRIPT_SRC}"></script>
<script src="/assets/site/site-menu.js" defer></script>
${(page.scripts ?? []).map((src) => html`<script src="${src}" defer></script>\n`)}
</head>
<body class="brand-${session.brand} site-${session.site}">
<a class="skip-link" href="#main">Skip to content</a>
${page.chrome === 'checkout' ? checkoutHeader(ctx) : siteHeader(ctx)}
<form id="__AjaxAntiForgeryForm" action="#" method="post"><input type="hidden" name="__RequestVerificationToken" value="${session.token}"></form>
<main id="main">
${page.main}
</main>
${page.chrome === 'checkout' ? checkoutFooter(ctx) : siteFooter(ctx)}
</body>
</html>
`;
  return doc.value;
}
