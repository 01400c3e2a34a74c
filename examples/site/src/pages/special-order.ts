import { html, type SafeHtml } from '../html.js';
import { customFabrics, leathers, stockFabrics, type DemoProduct } from '../mock.js';
import type { Page, PageContext } from './context.js';
import { island, openButton } from './islands.js';
import { addToCartIsland } from './add-to-cart.js';
import { changeZipIsland, favoritesIsland, quickShipIsland, registryIsland } from './lists.js';
import { deliveryNote, productBelow, productGallery } from './product.js';
import { productLayout } from './product-layout.js';

/** The configurator's fallback: the product's options as plain text, each with its choices. */
function plainOptions(product: DemoProduct): SafeHtml {
  const choicesOf = (option: DemoProduct['options'][number]) => {
    if (option.optionType === 'fabric') return `${customFabrics.length + stockFabrics.length} fabrics, in stock and in price groups A-F`;
    if (option.optionType === 'leather') return `${leathers.length} leathers`;
    return option.choices.map((c) => (c.text && c.text !== c.title ? `${c.title} (${c.text})` : c.title)).join(', ');
  };
  return html`<dl class="option-list">${product.options.map((o) => html`<div><dt>${o.title}</dt><dd>${choicesOf(o)}</dd></div>`)}</dl>`;
}

/**
 * A special-order (configurator) page (002) in the product layout: the configurator and
 * 'Order Free Swatches' in the options region, quick ship under the price, add to cart,
 * favorites and registry, change ZIP, the visualizer beside the gallery.
 */
export function specialOrderPage(ctx: PageContext, product: DemoProduct): Page {
  const main = productLayout(ctx, product, {
    gallery: productGallery(product),
    summary: html`<p class="pdp__availability">${product.availabilityMessage}</p>${quickShipIsland(product)}`,
    options: html`<section aria-labelledby="configure-title">
  <h2 id="configure-title" class="pdp__subhead">Customize your ${product.name}</h2>
  ${island('configurator', {
    id: 'configurator',
    props: { sku: product.sku, variants: product.variants },
    propsInScript: true,
    fallback: plainOptions(product),
  })}
  <p>${openButton('swatch-order', 'Order Free Swatches', { sku: product.sku }, 'order-swatches')}</p>
</section>`,
    buy: addToCartIsland(ctx, product),
    actions: html`${favoritesIsland(product)}${registryIsland(product)}`,
    delivery: html`${deliveryNote(product)}${changeZipIsland(ctx)}`,
    below: productBelow(ctx, product),
  });
  return { title: `${product.name} (special order)`, main, description: product.description };
}
