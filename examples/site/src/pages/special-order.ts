import { html } from '../html.js';
import type { DemoProduct } from '../mock.js';
import type { Page, PageContext } from './context.js';
import { island, openButton } from './islands.js';
import { productHeader } from './product.js';
import { addToCartIsland } from './add-to-cart.js';
import { configuratorIsland } from './configurator.js';
import { relatedCarousel, visualizerIsland } from './media.js';

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
  ${island('quick-ship', { id: 'quick-ship', props: { sku: product.sku }, load: 'visible' })}
  ${island('change-zip', { id: 'change-zip', props: { sku: product.sku }, load: 'visible' })}
  ${island('favorites', { id: 'favorites', props: { sku: product.sku }, fallback: html`` })}
  ${island('registry', { id: 'registry', props: { sku: product.sku }, fallback: html`` })}
  ${visualizerIsland(product)}
</section>
${relatedCarousel(product, site)}`;
  return { title: `${product.name} (special order)`, main };
}
