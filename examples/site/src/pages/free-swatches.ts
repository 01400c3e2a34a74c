import { html } from '../html.js';
import { filteredSwatchResults, getMaterial, getSession, swatchCard } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { island } from './layout/islands.js';

interface Card {
  code: number;
  name?: string;
  title?: string;
  text?: string;
  description?: string;
}

const cardName = (card: Card) => card.name ?? `${card.title ?? ''}, ${card.text ?? ''}`;

/** A swatch's own page. */
const swatchPagePath = (code: number | string) => `/free-swatches/swatch/${code}`;

/**
 * A swatch's own page [ref: swatch-flyout#screens]: the `swatch-flyout` island in full-page mode, the
 * swatch's details as the page's content under its top-level heading, with the card data in its
 * props as the server has them. Fallback: that heading and the description.
 */
export function swatchPage(ctx: PageContext, params: Record<string, string>): Page | undefined {
  const material = getMaterial(params['code'] ?? '');
  if (!material) return undefined;
  const card = swatchCard(material) as unknown as Card;
  const fallback = html`<h1>${cardName(card)}</h1>${card.description ? html`<p>${card.description}</p>` : ''}`;
  const main = html`${island('swatch-flyout', { id: 'swatch-page', props: { mode: 'page', swatch: card }, propsInScript: true, fallback })}
<p><a href="/free-swatches">Back to Free Swatches</a></p>`;
  return { title: cardName(card), main };
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
<ul class="fallback-list">${cards.map((card) => html`<li>${cardName(card)}</li>`)}</ul>`;
  const [first] = cards;
  // the variant switch 'Swatch flyout, full-page mode' (/dev): a link to the first fabric's own page
  const details =
    ctx.session.variants.has('swatchPage') && first
      ? html`<p>Fabric details: <a href="${swatchPagePath(first.code)}">${cardName(first)}</a></p>`
      : '';
  const main = html`<h1>Free Swatches</h1>
<p class="lede">Order up to 5 free swatches of our fabrics and leathers.</p>
${details}
${island('shop-by-fabric', { id: 'shop-by-fabric', props: { cardsDto, filterFacets, ...customer }, propsInScript: true, fallback })}`;
  return { title: 'Free Swatches', main };
}

export default {
  routes: [
    { path: '/free-swatches', render: freeSwatchesPage },
    { path: /^\/free-swatches\/swatch\/(?<code>\d{1,9})$/, render: swatchPage },
  ],
  devLinks: [['/free-swatches', 'Free swatches (shop by fabric)']],
} satisfies SitePage;
