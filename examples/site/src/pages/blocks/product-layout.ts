import { html, type SafeHtml } from '../../html.js';
import { categoryOf, galleryImages, type DemoProduct } from '../../mock.js';
import type { PageContext } from '../layout/context.js';
import { categoryUrl } from '../layout/header.js';
import { openButton } from '../layout/islands.js';
import { priceText } from './product-card.js';

/**
 * The regions of a product page, each filled by whoever owns it. The template places them: the
 * gallery on the left; title, price, then `summary`, `options`, `buy`, `actions`, `delivery` and
 * `details` on the right (one column on small screens, in that order); `below` across the page.
 * Every region is a `<div data-region="NAME">`, so islands drop in without touching the layout.
 *
 * | region | holds (islands) |
 * |---|---|
 * | `gallery` | the first image and 'View all images' (`gallery`), `visualizer` |
 * | `summary` | availability, `quick-ship` |
 * | `options` | `configurator`, 'Order Free Swatches' (`swatch-order`) |
 * | `buy` | `quantity-selector`, `add-to-cart` |
 * | `actions` | `favorites`, `registry` |
 * | `delivery` | `change-zip` |
 * | `details` | the description |
 * | `below` | `product-carousel`, customer images |
 */
export interface ProductRegions {
  gallery?: SafeHtml;
  summary?: SafeHtml;
  options?: SafeHtml;
  buy?: SafeHtml;
  actions?: SafeHtml;
  delivery?: SafeHtml;
  details?: SafeHtml;
  below?: SafeHtml;
}

/** Breadcrumb: Home › department › product (the current page is not a link). */
export function breadcrumb(product: DemoProduct): SafeHtml {
  const category = categoryOf(product.sku);
  return html`<nav class="breadcrumb" aria-label="Breadcrumb"><ol>
  <li><a href="/">Home</a></li>
  ${category ? html`<li><a href="${categoryUrl(category.slug)}">${category.name}</a></li>` : ''}
  <li><span aria-current="page">${product.name}</span></li>
</ol></nav>`;
}

/**
 * A picture's address at one of the image server's sizes, as the gallery island asks for it
 * (`?$web_pdp_main_carousel_med$`, after any query the address has): the server HTML names the
 * very file the island shows, so the island's first picture is the one already loaded and drawn,
 * not a second download that would paint later (and become the page's largest paint).
 */
function atSize(src: string, size: 'med' | 'thumb'): string {
  return `${src}${src.includes('?') ? '&' : '?'}$web_pdp_main_carousel_${size}$`;
}

/**
 * The product's pictures as the gallery's preview lists them: its standard images, not its
 * videos (type 2) nor customer images (type 3), which have tabs of their own in the gallery.
 */
function standardImages(product: DemoProduct): Array<Record<string, unknown>> {
  return galleryImages(product.sku).filter((image) => image['type'] !== 2 && image['type'] !== 3);
}

/** The gallery's thumbnails as pictures (the island makes them buttons): the same row, so nothing moves when it mounts. */
function thumbnails(product: DemoProduct): SafeHtml {
  const images = standardImages(product).filter((image) => typeof image['srcIcon'] === 'string');
  if (images.length < 2) return html``;
  return html`<ul class="pdp__thumbs">${images.map((image, i) => html`<li><img src="${atSize(String(image['srcIcon']), 'thumb')}" alt="" width="72" height="54" loading="${i === 0 ? 'eager' : 'lazy'}"></li>`)}</ul>`;
}

/**
 * The default gallery: the product's first image, large, with 'View all images' (opens the
 * `gallery` popup island). It is also the gallery island's server fallback: the first image, the
 * same file with the same text as the island shows it.
 */
export function defaultGallery(product: DemoProduct): SafeHtml {
  const first = standardImages(product)[0];
  const src = typeof first?.['src'] === 'string' ? atSize(first['src'], 'med') : product.imagePath;
  const alt = typeof first?.['altText'] === 'string' ? first['altText'] : product.name;
  return html`<figure class="pdp__figure">
  <img src="${src}" alt="${alt}" width="640" height="640" fetchpriority="high" decoding="async">
</figure>
${thumbnails(product)}
<p class="pdp__gallery-actions">${openButton('gallery', 'View all images', { sku: product.sku }, 'view-all-images')}</p>`;
}

/** The default details: the description under a heading. */
export function defaultDetails(product: DemoProduct): SafeHtml {
  return html`<h2 class="pdp__subhead">Details</h2><p>${product.description}</p>`;
}

const region = (name: keyof ProductRegions, content: SafeHtml | undefined, className = '') =>
  content === undefined
    ? ''
    : html`<div class="pdp__region${className ? ` ${className}` : ''}" data-region="${name}">${content}</div>`;

/** A product page's main content: breadcrumb, then the regions in the store's product layout. */
export function productLayout(ctx: PageContext, product: DemoProduct, regions: ProductRegions): SafeHtml {
  const { site } = ctx.session;
  return html`${breadcrumb(product)}
<div class="pdp" data-sku="${product.sku}">
  <div class="pdp__gallery" data-region="gallery">${regions.gallery ?? defaultGallery(product)}</div>
  <div class="pdp__info">
    <h1 class="pdp__title">${product.name}</h1>
    <p class="price pdp__price" data-sku="${product.sku}">${priceText(product, site)}</p>
    ${region('summary', regions.summary)}
    ${region('options', regions.options)}
    ${region('buy', regions.buy, 'pdp__buy')}
    ${region('actions', regions.actions, 'pdp__actions')}
    ${region('delivery', regions.delivery)}
    ${region('details', regions.details ?? defaultDetails(product), 'pdp__details')}
  </div>
</div>
${region('below', regions.below, 'pdp__below')}`;
}
