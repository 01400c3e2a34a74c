import { html } from '../html.js';
import { getProduct, type DemoProduct } from '../mock.js';
import { money, type Page, type PageContext } from './context.js';
import { island, LOADING, openButton } from './islands.js';
import { quantityIsland } from './quantity.js';
import { addToCartIsland } from './add-to-cart.js';
import { changeZipIsland, favoritesIsland, quickShipIsland, registryIsland } from './lists.js';

/** Related products for the carousel fallback: a plain list of links (legacy content). */
function relatedFallback(product: DemoProduct, site: PageContext['session']['site']) {
  const related = product.addOns.map((sku) => getProduct(sku)).filter((p): p is DemoProduct => Boolean(p));
  if (!related.length) return LOADING;
  return html`<ul class="product-grid">${related.map(
    (p) => html`<li class="product-card"><a href="${p.url}">${p.name}</a> <span>${money(p.currentPrice, site)}</span></li>`,
  )}</ul>`;
}

/** Shared top of product and special-order pages: title, price, image, gallery trigger. */
export function productHeader(product: DemoProduct, site: PageContext['session']['site']) {
  return html`<nav aria-label="Breadcrumb"><ol class="breadcrumb"><li><a href="/">Home</a></li><li aria-current="page">${product.name}</li></ol></nav>
<h1>${product.name}</h1>
<p class="price" data-sku="${product.sku}">${product.isSpecialOrder ? 'Starting at ' : ''}${money(product.currentPrice, site)}</p>
<figure class="product-image">
  <img src="${product.imagePath}" alt="${product.name}" width="480" height="360">
  <figcaption>${openButton('gallery', 'View all images', { sku: product.sku })}</figcaption>
</figure>
<p>${product.description}</p>`;
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
  ${favoritesIsland(product)}
  ${registryIsland(product)}
  ${changeZipIsland(ctx)}
  ${quickShipIsland(product)}
  ${island('visualizer', { id: 'visualizer', props: { sku: product.sku }, load: 'idle', fallback: html`` })}
</section>
<section aria-labelledby="related-title">
  <h2 id="related-title">Extras and Essentials We Recommend</h2>
  ${island('product-carousel', { id: 'related', props: { skus: product.addOns }, load: 'visible', fallback: relatedFallback(product, site) })}
</section>`;
  return { title: product.name, main };
}
