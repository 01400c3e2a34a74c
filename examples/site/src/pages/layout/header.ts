import { html, trusted, type SafeHtml } from '../../html.js';
import { cartItemCount, DEMO_HELP_PHONE, demoCategories, shopper } from '../../mock.js';
import { BRAND_NAMES, type PageContext } from './context.js';
import { island } from './islands.js';

/** Where the header's department links go: `/shop/{slug}`. */
export const categoryUrl = (slug: string) => `/shop/${slug}`;

/** The header's department links, in order (`demoCategories` of the mock API). */
export const NAV: ReadonlyArray<readonly [href: string, label: string]> = demoCategories.map((c) => [
  categoryUrl(c.slug),
  c.name,
]);

/** Id of the header's `cart-count` island (every page has it). */
export const HEADER_CART_COUNT_ID = 'header-cart-count';

const ICON = {
  menu: trusted(
    '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M3 6h18M3 12h18M3 18h18" /></svg>',
  ),
  close: trusted(
    '<svg class="icon icon--close" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 5l14 14M19 5 5 19" /></svg>',
  ),
  account: trusted(
    '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" /></svg>',
  ),
  lock: trusted(
    '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><rect x="5" y="11" width="14" height="10" rx="1" /><path d="M8 11V8a4 4 0 0 1 8 0v3" /></svg>',
  ),
  bag: trusted(
    '<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M5 8h14l-1 13H6z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></svg>',
  ),
};

function navList(ctx: PageContext, id?: string): SafeHtml {
  const here = ctx.url.pathname.toLowerCase();
  return html`<ul${id ? html` id="${id}"` : ''}>${NAV.map(
    ([href, label]) => html`<li><a href="${href}" ${here === href ? html`aria-current="page"` : ''}>${label}</a></li>`,
  )}</ul>`;
}

/** The account entry: 'Sign in' for a guest (back to this page after), the shopper's name once signed in. */
function accountLink(ctx: PageContext): SafeHtml {
  const user = shopper(ctx.session.id);
  if (user) {
    return html`<a class="header-tool" href="/account" id="account-link">${ICON.account}<span class="header-tool__label">Hi, ${user.firstName}</span></a>`;
  }
  // back where the shopper was once signed in (the page and its query: a filtered list, a chosen fabric)
  const here = ctx.url.pathname;
  const onAccountPage = here.startsWith('/account');
  const href =
    onAccountPage || here === '/'
      ? '/account/sign-in'
      : `/account/sign-in?returnUrl=${encodeURIComponent(here + ctx.url.search)}`;
  return html`<a class="header-tool" href="${href}" id="account-link">${ICON.account}<span class="header-tool__label">Sign in</span></a>`;
}

/** The store's logo, a link to its home page (the brand, and 'Canada' on the Canadian site). */
function logo(ctx: PageContext): SafeHtml {
  const country = ctx.session.site === 'CA' ? html`<span class="logo__country">Canada</span>` : '';
  const [word, ...rest] = BRAND_NAMES[ctx.session.brand].split(' ');
  return html`<a class="logo" href="/"><span class="logo__word">${word}</span> <span class="logo__brand">${rest.join(' ')}</span>${country}</a>`;
}

/**
 * The checkout's header, as stores strip it: the logo, a 'Secure Checkout' line and the help
 * number, and a way back to the cart; no departments, search or account menu to lead the
 * shopper off the checkout.
 */
export function checkoutHeader(ctx: PageContext): SafeHtml {
  const phone = DEMO_HELP_PHONE[ctx.session.site];
  return html`<header class="site-header site-header--checkout">
  <div class="site-header__bar">
    <a class="header-tool" href="/checkout/cart">${ICON.bag}<span class="header-tool__label">Back to cart</span></a>
    ${logo(ctx)}
    <div class="site-header__tools checkout-help">
      <p class="checkout-help__secure">${ICON.lock}<span>Secure Checkout</span></p>
      <p class="checkout-help__phone"><span class="checkout-help__ask">Questions? </span><a href="tel:${phone}">${phone}</a></p>
    </div>
  </div>
</header>`;
}

/**
 * The store's header on every page: the menu button (small screens), the logo, the account entry
 * and the cart link holding the `cart-count` island (its server HTML is the session's count), then
 * the department links. On small screens the departments live in a disclosure (`<details>`: no
 * script, opens and closes with the keyboard); from 60em up they are a row under the logo.
 */
export function siteHeader(ctx: PageContext): SafeHtml {
  const { session } = ctx;
  const count = cartItemCount(session.id);
  return html`<header class="site-header">
  <div class="site-header__bar">
    <details class="site-menu">
      <summary class="header-tool site-menu__button">${ICON.menu}${ICON.close}<span class="header-tool__label">Menu</span></summary>
      <nav class="site-menu__panel" aria-label="Main">${navList(ctx)}
        <p class="site-menu__extra"><a href="/free-swatches">Free Swatches</a></p>
      </nav>
    </details>
    ${logo(ctx)}
    <div class="site-header__tools">
      ${accountLink(ctx)}
      <a class="header-tool cart-link" href="/checkout/cart">${ICON.bag}<span class="header-tool__label">Cart</span>
        ${island('cart-count', { id: HEADER_CART_COUNT_ID, tag: 'span', props: { count }, fallback: html`<span class="cart-count-fallback" data-count="${count}">${count}</span>` })}</a>
    </div>
  </div>
  <nav class="site-nav" aria-label="Main">${navList(ctx)}</nav>
</header>`;
}
