/** Media and widgets [ref: gallery#calls, product-carousel#calls, visualizer#calls]: customer images, gallery, video URL, popups, MainPi, recently viewed, visualizer. */
import { http, HttpResponse } from 'msw';
import { CUSTOMER_IMAGE_PATH, customerImageSvg, customerImages, DEMO_VIDEO, galleryImages } from '../catalogue/media';
import { demoProducts, formattedPrice, getProduct } from '../catalogue/products';
import { formatCents } from '../catalogue/seed';
import { siteCents } from '../catalogue/site-prices';
import { DEMO_DELIVERY_DATA, DEMO_IN_HOME_DELIVERY } from '../config';
import { type Resolvers } from '../serve-call';
import { bool, str } from '../read-input';
import { carouselItem, recommendationsFor } from './registry';

/** Recently viewed items kept per session. */
export const RECENTLY_VIEWED_MAX = 12;

/** Content of /browse/popup?popupName=… (HTML fragments, as the legacy server sends them). */
export const POPUPS: Record<string, string> = {
  DesignServices:
    '<h2>Free Design Services</h2><p>Our design experts can help you choose fabrics, sizes and layouts. Book an appointment at any store.</p>',
  // the figures the checkout charges, in the site's currency when the popup is asked for
  get ShippingCharges() {
    return `<h2>Shipping Charges</h2><p>Standard shipping is free on orders of ${formatCents(siteCents(DEMO_DELIVERY_DATA.freeShippingThreshold))} or more. Furniture comes by in-home delivery at ${formatCents(siteCents(DEMO_IN_HOME_DELIVERY))} an order, which free standard shipping does not cover.</p>`;
  },
  InstallationService: '<h2>Installation Service</h2><p>Our partners mount and install your item on delivery.</p>',
  CreditCardVerification:
    '<h2>Security Code</h2><p>The 3-digit code on the back of your card, or the 4-digit code on the front of an American Express card.</p>',
  SpecialOrder:
    '<h2>Special Order</h2><p>Made for you in 8-10 weeks. Special orders cannot be cancelled once production begins.</p>',
};

/** Files the answers point at (not calls). */
export const galleryAssets = [
  // customer photos referenced by the customer images answer (not a spec call)
  http.get(`*${CUSTOMER_IMAGE_PATH}:file`, ({ params }) => {
    const match = /^(\w+)-(\d+)\.svg$/.exec(String(params['file'] ?? ''));
    const svg = match && customerImageSvg(match[1]!, Number(match[2]));
    if (!svg) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(decodeURIComponent(svg.replace('data:image/svg+xml;utf8,', '')), {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];

export const galleryResolvers = {
  customerImages: ({ input }) => {
    const images = customerImages(str(input, 'sku'));
    return {
      sku: str(input, 'sku'),
      isKids: bool(input, 'isKids'),
      images: images.map((i) => ({
        ...i,
        additionalDetails: { instagramHandle: i['instagramHandle'], products: i['products'] },
      })),
      additionalDetails: { instagramHandle: '@hearthhome', products: [] },
    };
  },
  galleryImages: ({ input }) => ({ images: galleryImages(str(input, 'sku'), str(input, 'optionChoiceParameter')) }),
  videoUrl: ({ input }) => {
    const id = str(input, 'videoId', 'id', 'sku');
    // Every demo video is the site's one WebM file.
    return { url: id ? DEMO_VIDEO : '' };
  },
  popup: ({ input }) => {
    const html = POPUPS[str(input, 'popupName')];
    return html ? HttpResponse.html(html) : HttpResponse.html('<p>Content is not available.</p>', { status: 404 });
  },
  MainPi: ({ input }) => {
    const sku = str(input, 'item', 'sku');
    return { title: 'People Also Viewed', sku, items: recommendationsFor(sku).map(carouselItem) };
  },
  recentlyViewedUpdate: ({ input, session }) => {
    const sku = str(input, 'sku');
    if (!getProduct(sku)) return { isSuccess: false, count: session.recentlyViewed.length };
    const entry = {
      sku,
      familyId: str(input, 'familyId') || getProduct(sku)?.familyId || '',
      optionChoiceParameter: str(input, 'optionChoiceParameter'),
    };
    session.recentlyViewed = [entry, ...session.recentlyViewed.filter((r) => r.sku !== sku)].slice(
      0,
      RECENTLY_VIEWED_MAX,
    );
    return { isSuccess: true, count: session.recentlyViewed.length };
  },
  recentlyViewed: ({ input, session }) => ({
    isNewLayout: bool(input, 'isNewLayout'),
    items: session.recentlyViewed
      .map((r) => {
        const p = getProduct(r.sku);
        return p ? { ...carouselItem(p), familyId: r.familyId, optionChoiceParameter: r.optionChoiceParameter } : null;
      })
      .filter(Boolean),
  }),
  visualizerProductInfo: ({ input }) => {
    const raw = Array.isArray(input['items'])
      ? input['items']
      : Array.isArray(input['skus'])
        ? input['skus']
        : str(input, 'skus').split(',');
    const skus = (raw as unknown[])
      .map((s) => (typeof s === 'object' && s ? str(s as Record<string, unknown>, 'sku', 'id') : String(s).trim()))
      .filter(Boolean);
    const invalid = skus.filter((s) => !getProduct(s));
    const products = skus
      .filter((s) => getProduct(s))
      .map((s) => {
        const p = getProduct(s);
        if (!p) return null;
        return {
          sku: s,
          name: p.name,
          quantity: 1,
          dimensions: p.boxes[0] ? `${p.boxes[0].width}"W x ${p.boxes[0].depth}"D x ${p.boxes[0].height}"H` : '',
          productUrl: p.url,
          imageUrl: p.imagePath,
          unitFormattedPrice: formattedPrice(p),
          unitCurrentPrice: p.currentPrice / 100,
          unitRegularPrice: p.regularPrice / 100,
          priceTypeCode: 'REG',
          availabilityMessage: p.availabilityMessage,
          stockStatus: p.stockQty > 0 ? 'InStock' : 'OutOfStock',
          isBackOrder: p.stockQty === 0,
          backOrderMessage: p.stockQty === 0 ? 'Backordered' : '',
          backOrderMessageDays: p.stockQty === 0 ? 'Ships in 4-6 weeks' : '',
        };
      });
    return {
      zip: str(input, 'zip') || '60062',
      products,
      subtotal: formatCents(products.reduce((s, p) => s + Math.round((p?.unitCurrentPrice ?? 0) * 100), 0)),
      hasInvalidSkus: invalid.length > 0,
      invalidSkuMessage:
        invalid.length > 0 ? `Sorry, item ${invalid.join(', ')} is not available in the visualizer.` : '',
    };
  },
} satisfies Resolvers;

/** Products with carousels, for stories. */
export const CAROUSEL_SKUS = demoProducts.filter((p) => p.category === 'decor').map((p) => p.sku);
