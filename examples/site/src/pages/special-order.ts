import { html } from '../html.js';
import { getProduct, type DemoProduct } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { openButton } from './layout/islands.js';
import { configuratorIsland } from './blocks/configurator.js';
import { addToCartIsland } from './blocks/add-to-cart.js';
import { changeZipIsland, favoritesIsland, quickShipIsland, registryIsland } from './lists.js';
import { deliveryNote, productBelow, productGallery, productPage } from './blocks/product.js';
import { productLayout } from './blocks/product-layout.js';
import { DEMO_PRODUCT_URL, DEMO_SPECIAL_ORDER_URL } from './home.js';

/**
 * A special-order (configurator) page [ref: configurator] in the product layout: the configurator and
 * 'Order Free Swatches' in the options region, quick ship under the price, add to cart,
 * favorites and registry, change ZIP, the visualizer beside the gallery.
 */
export function specialOrderPage(ctx: PageContext, product: DemoProduct): Page {
  const main = productLayout(ctx, product, {
    gallery: productGallery(product),
    summary: html`<p class="pdp__availability">${product.availabilityMessage}</p>${quickShipIsland(ctx, product)}`,
    options: html`<section aria-labelledby="configure-title">
  <h2 id="configure-title" class="pdp__subhead">Customize your ${product.name}</h2>
  ${configuratorIsland(ctx, product)}
  <p>${openButton('swatch-order', 'Order Free Swatches', { sku: product.sku }, 'order-swatches')}</p>
</section>`,
    buy: addToCartIsland(ctx, product),
    actions: html`${favoritesIsland(product)}${registryIsland(product)}`,
    delivery: html`${deliveryNote(product, ctx.session.site)}${changeZipIsland(ctx)}`,
    below: productBelow(ctx, product),
  });
  return { title: `${product.name} (special order)`, main, description: product.description };
}

export default {
  routes: [
    {
      // the mock catalogue's product URLs: /furniture/{slug}/s{sku}; a special-order product gets this page
      path: /^\/furniture\/[a-z0-9-]+\/s(?<sku>\d+)$/i,
      render: (ctx, { sku = '' }) => {
        const product = getProduct(sku);
        if (!product) return undefined;
        return product.isSpecialOrder ? specialOrderPage(ctx, product) : productPage(ctx, product);
      },
    },
  ],
  devLinks: [
    [DEMO_PRODUCT_URL, 'Stock product page: Stoneware Table Lamp'],
    [DEMO_SPECIAL_ORDER_URL, 'Special-order page: Lounge Sofa'],
    [getProduct('500101')?.url ?? '/', 'Personalized product: Personalized Linen Pillow'],
    [getProduct('600101')?.url ?? '/', 'Custom confirmation: Made-to-Order Walnut Dining Table'],
  ],
} satisfies SitePage;
