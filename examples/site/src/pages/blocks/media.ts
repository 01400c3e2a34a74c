import { html, type SafeHtml } from '../../html.js';
import { demoProducts, getProduct, VISUALIZER_SKUS, type DemoProduct } from '../../mock.js';
import type { PageContext } from '../layout/context.js';
import { island } from '../layout/islands.js';
import { canQuickAdd, priceText, productGrid } from './product-card.js';
import { defaultGallery } from './product-layout.js';

/** The demo's stand-in for the vendor visualizer script (a local fake). */
export const FAKE_VISUALIZER_SCRIPT = '/assets/site/fake-visualizer.js';

/** The visualizer's props for a product that has one, else undefined. */
function visualizerProps(product: DemoProduct): Record<string, unknown> | undefined {
  return VISUALIZER_SKUS.includes(product.sku) ? { sku: product.sku, scriptUrl: FAKE_VISUALIZER_SCRIPT } : undefined;
}

/**
 * The `gallery` island of a product page [ref: gallery#screens, #data, #rules]: the product images with 'View
 * all images'. Its server fallback is the first image and the same button, which opens the
 * gallery as a popup island.
 */
export function galleryIsland(product: DemoProduct): SafeHtml {
  const visualizer = visualizerProps(product);
  return island('gallery', {
    id: 'gallery',
    props: { sku: product.sku, ...(visualizer ? { visualizer } : {}) },
    fallback: defaultGallery(product),
  });
}

/** Customer images [ref: gallery#screens, #data]: the `gallery` island in its customer-images view; nothing without JavaScript. */
export function customerImagesIsland(product: DemoProduct): SafeHtml {
  return island('gallery', {
    id: 'customer-images',
    props: { sku: product.sku, view: 'customer-images' },
    load: 'idle',
    fallback: html``,
  });
}

/**
 * The related-products carousel [ref: product-carousel#rules, #calls, #limits]: people also view, from MainPi. Its server
 * fallback is a heading and the products' cards (without quick add: islands inside an island
 * wait for it to mount, and the carousel brings its own add to cart).
 */
export function relatedCarousel(ctx: PageContext, product: DemoProduct): SafeHtml {
  const related = product.addOns.map((sku) => getProduct(sku)).filter((p): p is DemoProduct => Boolean(p));
  return island('product-carousel', {
    id: 'related',
    tag: 'section',
    props: {
      title: 'People Also Viewed',
      source: 'people-also-view',
      lastSku: product.sku,
      // the variant switch "'Added: {name}' on phones" (/dev)
      ...(ctx.session.variants.has('addedText') && { showAddedText: true }),
    },
    load: 'visible',
    fallback: html`<h2>People Also Viewed</h2>
${productGrid(ctx, related, { wide: true, quickAdd: false })}`,
  });
}

/** Carousel items [ref: product-carousel#data] of products the page has at hand, priced for the site. */
function carouselItems(ctx: PageContext, products: readonly DemoProduct[]) {
  return products.map((p) => ({
    sku: p.sku,
    name: p.name,
    navigateUrl: p.url,
    imagePath: p.imagePath,
    formattedPrice: priceText(p, ctx.session.site),
  }));
}

/**
 * The 'General Pi' showcase [ref: product-carousel#screens, #limits] (the variant switch on /dev): the
 * store's stock products, sent with the page (`items`), 6 in view above 1280 px, 4 from 769 px,
 * 2 below. Fallback: the same heading and products as cards.
 */
export function showcaseCarousel(ctx: PageContext): SafeHtml {
  const products = demoProducts.filter(canQuickAdd).slice(0, 8);
  return island('product-carousel', {
    id: 'showcase',
    tag: 'section',
    props: { title: 'General Pi', layout: 'showcase', items: carouselItems(ctx, products) },
    load: 'visible',
    fallback: html`<h2>General Pi</h2>
${productGrid(ctx, products, { wide: true, quickAdd: false })}`,
  });
}

/**
 * 'Complete the Look' in the one-slide variant [ref: product-carousel#limits] (`layout: 'single'`, the
 * variant switch on /dev): the product's add-ons, then other stock pieces, five in all; one slide
 * up to 1280 px, two above.
 */
export function singleSlideCarousel(ctx: PageContext, product: DemoProduct): SafeHtml {
  const addOns = product.addOns.map((sku) => getProduct(sku)).filter((p): p is DemoProduct => Boolean(p));
  const others = demoProducts.filter((p) => canQuickAdd(p) && p.sku !== product.sku && !product.addOns.includes(p.sku));
  const products = [...addOns, ...others].slice(0, 5);
  return island('product-carousel', {
    id: 'complete-the-look',
    tag: 'section',
    props: { title: 'Complete the Look', layout: 'single', items: carouselItems(ctx, products) },
    load: 'visible',
    fallback: html`<h2>Complete the Look</h2>
${productGrid(ctx, products.slice(0, 1), { wide: true, quickAdd: false })}`,
  });
}

/**
 * Recently viewed [ref: product-carousel#data, #calls] (the variant switch on /dev): GET recentlyViewed, and this
 * product recorded with the update call (POST {sku, familyId, optionChoiceParameter}) once the
 * list is read, left out of what is shown. Nothing before the island: the list is the shopper's.
 */
export function recentlyViewedCarousel(product: DemoProduct): SafeHtml {
  return island('product-carousel', {
    id: 'recently-viewed',
    tag: 'section',
    props: {
      title: 'Recently Viewed',
      source: 'recently-viewed',
      isNewLayout: true,
      record: { sku: product.sku, familyId: product.familyId, optionChoiceParameter: '' },
    },
    load: 'visible',
    fallback: html``,
  });
}

/**
 * The visualizer [ref: visualizer#screens, #data, #rules] on the products that have one; nothing elsewhere. Its server
 * HTML is its 'View in Your Room' button, disabled until the island can launch the vendor widget
 * (as the island's own is without one): the button's place is held from the first paint, so the
 * page below does not move when the island mounts.
 */
export function visualizerIsland(product: DemoProduct): SafeHtml {
  const props = visualizerProps(product);
  return props
    ? island('visualizer', {
        id: 'visualizer',
        props,
        load: 'idle',
        fallback: html`<div class="visualizer-fallback"><button type="button" class="button button--secondary" disabled>View in Your Room</button></div>`,
      })
    : html``;
}
