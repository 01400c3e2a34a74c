import { html } from '../html.js';
import type { DemoProduct } from '../mock.js';
import type { Page, PageContext } from './context.js';
import { openButton } from './islands.js';
import { productHeader } from './product.js';
import { addToCartIsland } from './add-to-cart.js';
import { configuratorIsland } from './configurator.js';
import { relatedCarousel, visualizerIsland } from './media.js';
import { changeZipIsland, favoritesIsland, quickShipIsland, registryIsland } from './lists.js';

/**
 * A special-order (configurator) page (002): the configurator with its drawers and summary,
 * free swatches, quick ship, change ZIP, favorites and registry.
 */
export function specialOrderPage(ctx: PageContext, product: DemoProduct): Page {
  const { site } = ctx.session;
  const main = html`${productHeader(product, site)}
<section aria-labelledby="configure-title">
  <h2 id="configure-title">Customize your ${product.name}</h2>
  ${configuratorIsland(ctx, product)}
  ${addToCartIsland(product)}
  <p>${openButton('swatch-order', 'Order Free Swatches', { sku: product.sku }, 'order-swatches')}</p>
  ${quickShipIsland(product)}
  ${changeZipIsland(ctx)}
  ${favoritesIsland(product)}
  ${registryIsland(product)}
  ${visualizerIsland(product)}
</section>
${relatedCarousel(product, site)}`;
  return { title: `${product.name} (special order)`, main };
}
