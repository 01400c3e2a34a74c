import { html, type SafeHtml } from '../../html.js';
import { shippingTerms, type DemoProduct } from '../../mock.js';
import { money, type Page, type PageContext } from '../layout/context.js';
import type { Site } from '../../session.js';
import { island } from '../layout/islands.js';
import { addSetToCartIsland, addToCartIsland, ADD_FORM_ID } from './add-to-cart.js';
import { changeZipIsland, favoritesIsland, registryIsland } from '../lists.js';
import {
  customerImagesIsland,
  galleryIsland,
  recentlyViewedCarousel,
  relatedCarousel,
  singleSlideCarousel,
  visualizerIsland,
} from './media.js';
import { productLayout } from './product-layout.js';

/** What delivery costs and takes (above the `change-zip` island): the terms the checkout charges. */
export function deliveryNote(product: DemoProduct, site: Site): SafeHtml {
  const terms = shippingTerms(site);
  return html`<p class="pdp__note">${
    product.isParcelShipping
      ? `Ships in 3-5 business days. Free standard shipping on orders of ${money(terms.freeFrom, site)} or more.`
      : `In-home delivery, ${money(terms.inHome, site)} an order: brought into the room you choose, on a day scheduled with you.`
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

/** The gallery region of every product page: the `gallery` island, then the visualizer where the product has one. */
export function productGallery(product: DemoProduct): SafeHtml {
  return html`${galleryIsland(product)}${visualizerIsland(product)}`;
}

/**
 * Below the product: customer images, then the 'People Also Viewed' carousel; with the variant
 * switches of /dev, 'Complete the Look' in one slide and 'Recently Viewed'.
 */
export function productBelow(ctx: PageContext, product: DemoProduct): SafeHtml {
  const { variants } = ctx.session;
  return html`${customerImagesIsland(product)}${variants.has('singleSlide') ? singleSlideCarousel(ctx, product) : ''}${relatedCarousel(ctx, product)}${
    variants.has('recentlyViewed') ? recentlyViewedCarousel(product) : ''
  }`;
}

/**
 * A stock product page: gallery left; title, price, availability, quantity and add to cart,
 * favorites and registry, delivery and details right; customer images and related products
 * below. Islands not built yet keep their fallbacks (the first image, the add-to-cart form,
 * related product cards).
 */
export function productPage(ctx: PageContext, product: DemoProduct): Page {
  const main = productLayout(ctx, product, {
    gallery: productGallery(product),
    // in stock: no 'See What's Available Soonest' (quick ship is for made-to-order pieces)
    summary: html`<p class="pdp__availability">${product.availabilityMessage}</p>`,
    buy: html`${productQuantity(product)}${addToCartIsland(ctx, product, '#product-quantity')}${addSetToCartIsland(ctx, product)}`,
    actions: html`${favoritesIsland(product)}${registryIsland(product)}`,
    delivery: html`${deliveryNote(product, ctx.session.site)}${changeZipIsland(ctx)}`,
    below: productBelow(ctx, product),
  });
  return { title: product.name, main, description: product.description };
}
