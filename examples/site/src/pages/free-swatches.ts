import { html } from '../html.js';
import { filteredSwatchResults, getSession } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { island } from './layout/islands.js';

interface Card {
  code: number;
  name?: string;
  title?: string;
  text?: string;
}

/**
 * /free-swatches [ref: shop-by-fabric#screens]: shop by fabric, with filters, grid, paging and the swatch flyout. The
 * server renders the results for the filters in the address (the same answer as
 * get-filtered-results), so the fallback lists the swatches as plain content and the island
 * fetches nothing on arrival. A signed-in shopper's name and email prefill the order form [ref: shop-by-fabric#roles].
 */
export function freeSwatchesPage(ctx: PageContext): Page {
  const { cardsDto, filterFacets } = filteredSwatchResults(ctx.url.searchParams);
  const user = getSession(ctx.session.id).user;
  const customer = user ? { firstName: user.firstName, lastName: user.lastName, emailAddress: user.emailAddress } : {};
  const cards = cardsDto['cards'] as Card[];
  const fallback = html`<h2>Fabrics</h2>
<p>Showing ${String(cardsDto['showingCount'])} of ${String(cardsDto['totalRecords'])}</p>
<ul class="fallback-list">${cards.map((card) => html`<li>${card.name ?? `${card.title ?? ''}, ${card.text ?? ''}`}</li>`)}</ul>`;
  const main = html`<h1>Free Swatches</h1>
<p class="lede">Order up to 5 free swatches of our fabrics and leathers.</p>
${island('shop-by-fabric', { id: 'shop-by-fabric', props: { cardsDto, filterFacets, ...customer }, propsInScript: true, fallback })}`;
  return { title: 'Free Swatches', main };
}

export default {
  routes: [{ path: '/free-swatches', render: freeSwatchesPage }],
  devLinks: [['/free-swatches', 'Free swatches (shop by fabric)']],
} satisfies SitePage;
