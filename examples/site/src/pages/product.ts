import { html } from '../html.js';
import type { DemoProduct } from '../mock.js';
import { money, type Page, type PageContext } from './context.js';
import { island } from './islands.js';
import { customerImagesIsland, galleryIsland, relatedCarousel, visualizerIsland } from './media.js';
import { quantityIsland } from './quantity.js';
import { addToCartIsland } from './add-to-cart.js';

/** Shared top of product and special-order pages: title, price, image, gallery trigger. */
export function productHeader(product: DemoProduct, site: PageContext['session']['site']) {
  return html`<nav aria-label="Breadcrumb"><ol class="breadcrumb"><li><a href="/">Home</a></li><li aria-current="page">${product.name}</li></ol></nav>
<h1>${product.name}</h1>
<p class="price" data-sku="${product.sku}">${product.isSpecialOrder ? 'Starting at ' : ''}${money(product.currentPrice, site)}</p>
${galleryIsland(product)}
<p>${product.description}</p>
${customerImagesIsland(product)}`;
}

/**
 * A stock product page: add to cart with a quantity, favorites, registry, change ZIP,
 * visualizer and the related-products carousel. Islands not built yet keep their fallbacks.
 */
export function productPage(ctx: PageContext, product: DemoProduct): Page {
  const { site } = ctx.session;
  const main = html`${productHeader(product, site)}
<section class="buy-box" aria-label="Purchase options">
  ${quantityIsland('product-quantity', `Quantity of ${product.name}`, { value: 1, name: 'Quantity' })}
  ${addToCartIsland(product, '#product-quantity')}
  ${island('favorites', { id: 'favorites', props: { sku: product.sku }, fallback: html`` })}
  ${island('registry', { id: 'registry', props: { sku: product.sku }, fallback: html`` })}
  ${island('change-zip', { id: 'change-zip', props: { sku: product.sku }, load: 'visible' })}
  ${visualizerIsland(product)}
</section>
${relatedCarousel(product, site)}`;
  return { title: product.name, main };
}
