import { html, type SafeHtml } from '../html.js';
import { getProduct, type DemoProduct } from '../mock.js';
import type { Page, PageContext } from './context.js';
import { island } from './islands.js';
import { addToCartIsland, ADD_FORM_ID } from './add-to-cart.js';
import { productGrid } from './product-card.js';
import { defaultGallery, productLayout } from './product-layout.js';

/**
 * Related products for the carousel's fallback: the same cards a shelf shows (legacy content),
 * without quick add (islands inside an island wait for it to mount; the carousel brings its own).
 */
function related(product: DemoProduct): DemoProduct[] {
  return product.addOns.map((sku) => getProduct(sku)).filter((p): p is DemoProduct => Boolean(p));
}

/** What delivery costs and takes, the `change-zip` island's fallback. */
export function deliveryNote(product: DemoProduct): SafeHtml {
  return html`<p class="pdp__note">${
    product.isParcelShipping ? 'Ships in 3-5 business days. Free shipping on orders of $99 or more.' : 'White-glove furniture delivery, scheduled with you.'
  }</p>`;
}

/** The product page's quantity field: the `quantity-selector` island over a number input that submits with the fallback form. */
export function productQuantity(product: DemoProduct): SafeHtml {
  const label = `Quantity of ${product.name}`;
  return island('quantity-selector', {
    id: 'product-quantity',
    props: { value: 1, name: 'quantity', label },
    fallback: html`<label class="qty-fallback"><span class="visually-hidden">${label}</span><input type="number" name="quantity" form="${ADD_FORM_ID}" value="1" min="1" max="99" step="1" inputmode="numeric"></label>`,
  });
}

/**
 * A stock product page: gallery left; title, price, availability, quantity and add to cart,
 * favorites and registry, delivery and details right; related products below. Islands not
 * built yet keep their fallbacks (the first image, the add-to-cart form, related product cards).
 */
export function productPage(ctx: PageContext, product: DemoProduct): Page {
  const items = related(product);
  const main = productLayout(ctx, product, {
    gallery: html`${defaultGallery(product)}${island('visualizer', { id: 'visualizer', props: { sku: product.sku }, load: 'idle', fallback: html`` })}`,
    summary: html`<p class="pdp__availability">${product.availabilityMessage}</p>`,
    buy: html`${productQuantity(product)}${addToCartIsland(ctx, product, '#product-quantity')}`,
    actions: html`${island('favorites', { id: 'favorites', props: { sku: product.sku }, fallback: html`` })}${island('registry', { id: 'registry', props: { sku: product.sku }, fallback: html`` })}`,
    delivery: island('change-zip', { id: 'change-zip', props: { sku: product.sku }, load: 'visible', fallback: deliveryNote(product) }),
    below: items.length
      ? html`<section aria-labelledby="related-title">
  <h2 id="related-title">Extras and Essentials We Recommend</h2>
  ${island('product-carousel', { id: 'related', props: { skus: product.addOns }, load: 'visible', fallback: productGrid(ctx, items, { wide: true, quickAdd: false }) })}
</section>`
      : undefined,
  });
  return { title: product.name, main, description: product.description };
}
