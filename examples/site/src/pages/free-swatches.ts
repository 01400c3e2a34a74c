import { html } from '../html.js';
import type { Page, PageContext } from './context.js';
import { island } from './islands.js';

/** /free-swatches (002 §2): shop by fabric, with filters, grid, paging and the swatch flyout. */
export function freeSwatchesPage(_ctx: PageContext): Page {
  const main = html`<h1>Free Swatches</h1>
${island('shop-by-fabric', { id: 'shop-by-fabric', fallback: html`<p class="fallback" role="status">Loading fabrics…</p>` })}`;
  return { title: 'Free Swatches', main };
}
