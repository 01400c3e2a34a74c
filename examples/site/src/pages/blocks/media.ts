import { html, type SafeHtml } from '../../html.js';
import { getProduct, VISUALIZER_SKUS, type DemoProduct } from '../../mock.js';
import type { PageContext } from '../layout/context.js';
import { island } from '../layout/islands.js';
import { productGrid } from './product-card.js';
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
    props: { title: 'People Also Viewed', source: 'people-also-view', lastSku: product.sku },
    load: 'visible',
    fallback: html`<h2>People Also Viewed</h2>
${productGrid(ctx, related, { wide: true, quickAdd: false })}`,
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
