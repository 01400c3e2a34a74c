import { html } from '../html.js';
import { categoryProducts, demoCategories, getProduct, shippingTerms, type DemoProduct } from '../mock.js';
import { money, type Page, type PageContext, type SitePage } from './layout/context.js';
import { categoryUrl } from './layout/header.js';
import { productGrid } from './blocks/product-card.js';
import { showcaseCarousel } from './blocks/media.js';

/** Product page of the demo's stock product (Stoneware Table Lamp). */
export const DEMO_PRODUCT_URL = getProduct('300101')?.url ?? '/';
/** Special-order page of the demo's sofa (Lounge Sofa). */
export const DEMO_SPECIAL_ORDER_URL = getProduct('410100')?.url ?? '/';

/** The home page's featured products: made-to-order upholstery and stock decor. */
export const FEATURED_SKUS = ['410100', '420100', '430100', '300101', '300103', '300104'];

/** The hero's words, by brand. */
const HERO = {
  main: {
    title: 'Made for the way you live',
    text: 'Sofas and chairs made to order in over 300 fabrics and leathers, and everything to finish the room.',
  },
  cb2: {
    title: 'Modern pieces, made to order',
    text: 'Clean lines in your size, depth and fabric. Order free swatches before you decide.',
  },
  kids: {
    title: 'Rooms to grow up in',
    text: 'Soft seating, rugs and personalized pieces, made to last through every stage.',
  },
} as const;

/** Home: hero, what the store promises, departments and featured products; the 'General Pi' showcase when switched on at /dev. */
export function homePage(ctx: PageContext): Page {
  const hero = HERO[ctx.session.brand];
  const site = ctx.session.site;
  const terms = shippingTerms(site);
  const featured = FEATURED_SKUS.map((sku) => getProduct(sku)).filter((p): p is DemoProduct => Boolean(p));
  const main = html`<section class="hero" aria-labelledby="hero-title">
  <div class="hero__text">
    <h1 id="hero-title">${hero.title}</h1>
    <p>${hero.text}</p>
    <p class="hero__actions"><a class="button button--primary" href="${categoryUrl('sofas')}">Shop Sofas</a> <a class="button button--secondary" href="/free-swatches">Order Free Swatches</a></p>
  </div>
  <img class="hero__image" src="/assets/site/hero.svg" alt="A living room with a green sofa, a table lamp and a rug" width="800" height="560" fetchpriority="high">
</section>
<ul class="promises" aria-label="Why shop with us">
  <li><strong>Made to order</strong> in your size and fabric, ready in 8-10 weeks</li>
  <li><strong>Free swatches</strong> of our 300+ fabrics and leathers</li>
  <li><strong>Free standard shipping</strong> on orders of ${money(terms.freeFrom, site)} or more; furniture by in-home delivery, ${money(terms.inHome, site)} an order</li>
</ul>
<section class="home-section" aria-labelledby="departments-title">
  <h2 id="departments-title">Shop by department</h2>
  <ul class="departments">${demoCategories.map((c) => {
    const [first] = categoryProducts(c);
    return html`<li class="department"><a href="${categoryUrl(c.slug)}">
      ${first ? html`<img src="${first.imagePath}" alt="" width="240" height="240" loading="lazy" decoding="async">` : ''}
      <span class="department__name">${c.name}</span></a></li>`;
  })}</ul>
</section>
<section class="home-section" aria-labelledby="featured-title">
  <h2 id="featured-title">Featured</h2>
  ${productGrid(ctx, featured)}
</section>
${ctx.session.variants.has('showcase') ? showcaseCarousel(ctx) : ''}`;
  return { title: 'Home', main };
}

export default {
  routes: [{ path: '/', render: homePage }],
  storeLinks: [['/', 'Home']],
} satisfies SitePage;
