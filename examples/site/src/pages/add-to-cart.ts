import { html, type SafeHtml } from '../html.js';
import type { DemoProduct } from '../mock.js';
import { island } from './islands.js';

/** 002 §3 customization types of the demo's personalized products. */
const LEGACY_MONOGRAM = 100;

/**
 * The `add-to-cart` island of a product page (000 §4): the item list with the product's sku,
 * the page's quantity field (`quantitySelector`), the custom-confirmation path for made-to-order
 * items, and the Monogramming path with three text lines for personalized items.
 *
 * @param quantitySelector - CSS selector of the page's quantity-selector island, if any.
 */
export function addToCartIsland(product: DemoProduct, quantitySelector?: string): SafeHtml {
  const personalized = product.customizationType !== 0;
  const props: Record<string, unknown> = { items: [{ Sku: product.sku }] };
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
      lines: [1, 2, 3].map((n) => ({ elementName: `Text${n}`, label: `Line ${n}`, maxLength: 20, textcolor: 'Navy', font: 'Serif' })),
    };
  }
  return island('add-to-cart', {
    id: 'add-to-cart',
    props,
    fallback: html`<p class="fallback" role="status">Loading…</p>`,
  });
}
