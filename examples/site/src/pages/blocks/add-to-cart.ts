import { html, type SafeHtml } from '../../html.js';
import { DEMO_MONOGRAM_FONTS, DEMO_THREAD_COLORS, type DemoProduct } from '../../mock.js';
import type { PageContext } from '../layout/context.js';
import { island } from '../layout/islands.js';
import { addToCartForm } from './product-card.js';

/** Id of the product page's add-to-cart fallback form (the page's quantity field submits with it). */
export const ADD_FORM_ID = 'add-to-cart-form';

/** [ref: add-to-cart#data] customization types of the demo's personalized products. */
const LEGACY_MONOGRAM = 100;
/** [ref: add-to-cart#data]: in-house etching has no thread (its monogram offers fonts only). */
const IN_HOUSE_ETCHING = 705;

/**
 * The `add-to-cart` island of a product page [ref: add-to-cart#rules]: the item list with the product's sku,
 * the page's quantity field (`quantitySelector`), the custom-confirmation path for made-to-order
 * items, and the Monogramming path with three text lines for personalized items, the brand's
 * thread colours (25 main, 12 CB2; not for etching) [ref: add-to-cart#limits] and the fonts to choose from.
 *
 * Its server fallback is the legacy add-to-cart form (sku, the page's quantity field, the
 * anti-forgery field), so a shopper can buy before the island mounts or if it cannot.
 *
 * @param quantitySelector - CSS selector of the page's quantity-selector island, if any.
 */
export function addToCartIsland(ctx: PageContext, product: DemoProduct, quantitySelector?: string): SafeHtml {
  const personalized = product.customizationType !== 0;
  // a piece sold with installation (the wall mirror) says so, as a product page's item would [ref: add-to-cart#data]
  const installation = product.isInstallationServiceRequired
    ? { IsInstallationServiceRequired: true, InstallationServiceType: 1 }
    : {};
  const props: Record<string, unknown> = { items: [{ Sku: product.sku, ...installation }] };
  if (quantitySelector) props['quantitySelector'] = quantitySelector;
  if (product.hasCustomOrderConfirmation) props['customConfirmation'] = true;
  if (personalized) {
    props['personalization'] = {
      customizationType: product.customizationType,
      orderType: product.customizationType === LEGACY_MONOGRAM ? 'Monogram' : 'InHouse',
      profileGuid: `demo-${product.sku}`,
      templateName: 'Classic Block',
      locationName: 'Center',
      legend: 'Personalize it',
      emptyTextMessage: 'Please enter your personalization text.',
      lines: [1, 2, 3].map((n) => ({
        elementName: `Text${n}`,
        label: `Line ${n}`,
        maxLength: 20,
        textcolor: 'NAVY',
        font: 'SERIF',
      })),
      ...(product.customizationType !== IN_HOUSE_ETCHING && {
        threadColors: DEMO_THREAD_COLORS[ctx.session.brand],
      }),
      fonts: DEMO_MONOGRAM_FONTS,
    };
  }
  return island('add-to-cart', {
    id: 'add-to-cart',
    props,
    fallback: addToCartForm(ctx, product, { formId: ADD_FORM_ID, hasQuantityField: Boolean(quantitySelector) }),
  });
}

/**
 * 'Add both to cart' (or 'Add all to cart') on a stock product sold with its add-ons (the lamp
 * and its shade), as 'Add all to Registry' beside it: one `add-to-cart` island whose item list is
 * every piece (label configuration 6, 'Add {text} to cart' [ref: add-to-cart#limits]), so its
 * confirmation shows what was added as a carousel, one at a time. Its server fallback is the
 * legacy form with every sku, which adds them all and opens the cart.
 */
export function addSetToCartIsland(ctx: PageContext, product: DemoProduct): SafeHtml {
  if (!product.isStockSku || product.addOns.length === 0) return html``;
  const skus = [product.sku, ...product.addOns];
  const text = skus.length === 2 ? 'both' : 'all';
  return island('add-to-cart', {
    id: 'add-set-to-cart',
    props: { items: skus.map((Sku) => ({ Sku })), labelConfig: 6, labelText: text },
    fallback: addToCartForm(ctx, product, { skus, label: `Add ${text} to cart` }),
  });
}
