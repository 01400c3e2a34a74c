import { html } from '../html.js';
import { customFabrics, stockFabrics } from '../mock.js';
import type { Page, PageContext } from './context.js';
import { island } from './islands.js';

/** How many fabrics the shop-by-fabric fallback prints. */
const FALLBACK_FABRICS = 24;

/** /free-swatches (002 §2): shop by fabric, with filters, grid, paging and the swatch flyout. */
export function freeSwatchesPage(_ctx: PageContext): Page {
  const fabrics = [...stockFabrics, ...customFabrics].filter((m) => !m.isNla).slice(0, FALLBACK_FABRICS);
  // the fallback: the first fabrics as a plain grid, each with its swatch and name
  const fallback = html`<ul class="swatch-grid" aria-label="Fabrics">${fabrics.map(
    (m) => html`<li><img src="/api/demo/img/swatch/${m.code}.svg" alt="" width="96" height="96" loading="lazy"><span>${m.family}, ${m.colour}</span></li>`,
  )}</ul>`;
  const main = html`<h1>Free Swatches</h1>
<p class="lede">Order up to ten free swatches of our fabrics and leathers.</p>
${island('shop-by-fabric', { id: 'shop-by-fabric', fallback })}`;
  return { title: 'Free Swatches', main };
}
