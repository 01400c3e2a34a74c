import { html } from '../html.js';
import { demoProducts, getProduct } from '../mock.js';
import { money, type Page, type PageContext } from './context.js';

/** Product page of the demo's stock product (Stoneware Table Lamp). */
export const DEMO_PRODUCT_URL = getProduct('300101')?.url ?? '/';
/** Special-order page of the demo's sofa (Lounge Sofa). */
export const DEMO_SPECIAL_ORDER_URL = getProduct('410100')?.url ?? '/';

/** Every page of the demo, for the home page list and the browser tests. */
export const PAGE_LIST: ReadonlyArray<readonly [href: string, label: string]> = [
  ['/', 'Home'],
  ['/demo/quantity', 'Quantity selector demo (issue 2)'],
  [DEMO_PRODUCT_URL, 'Product page: Stoneware Table Lamp'],
  [DEMO_SPECIAL_ORDER_URL, 'Special-order page: Lounge Sofa'],
  ['/free-swatches', 'Free swatches (shop by fabric)'],
  ['/checkout/cart', 'Cart'],
  ['/checkout/shipping', 'Checkout: Shipping'],
  ['/checkout/shippingandgiftoptions', 'Checkout: Shipping and gift options'],
  ['/checkout/paymentandbilling', 'Checkout: Payment and billing'],
  ['/checkout/review', 'Checkout: Review'],
  ['/checkout/confirmation', 'Checkout: Confirmation'],
  ['/account/sign-in', 'Account sign-in'],
  ['/demo/account', 'Account popups: sign-in, forgot password, Apply New Card'],
  ['/Favorites/', 'Your Favorites (lists saved with the heart on product pages)'],
];

const FEATURED = ['410100', '420100', '430100', '300101', '300103', '300104'];

/** Home: featured products and, for developers, every demo page. */
export function homePage(ctx: PageContext): Page {
  const { site } = ctx.session;
  const featured = demoProducts.filter((p) => FEATURED.includes(p.sku));
  const main = html`<h1>Welcome to the demo storefront</h1>
<section aria-labelledby="featured-title">
  <h2 id="featured-title">Featured</h2>
  <ul class="product-grid">
    ${featured.map(
      (p) => html`<li class="product-card">
      <img src="${p.imagePath}" alt="" width="240" height="180">
      <h3><a href="${p.url}">${p.name}</a></h3>
      <p>${p.isSpecialOrder ? 'Starting at ' : ''}${money(p.currentPrice, site)}</p>
    </li>`,
    )}
  </ul>
</section>
<section aria-labelledby="pages-title">
  <h2 id="pages-title">Demo pages</h2>
  <ul id="page-list">
    ${PAGE_LIST.slice(1).map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}
  </ul>
  <p>Switch the site or brand from the header (<code>?site=CA&amp;brand=cb2</code>); the choice is kept in a cookie.
  The developer fault panel at the foot of each page makes the mock API fail on demand.</p>
</section>`;
  return { title: 'Home', main };
}
