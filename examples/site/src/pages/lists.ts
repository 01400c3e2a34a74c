import { html, type SafeHtml } from '../html.js';
import {
  categoryOf,
  DEMO_REGISTRIES,
  getProduct,
  getSession,
  quickShipAvailability,
  type DemoProduct,
} from '../mock.js';
import { categoryUrl } from './layout/header.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { island } from './layout/islands.js';
import { productCard, productGrid } from './blocks/product-card.js';

/**
 * The lists islands of a product or special-order page [ref: lists]: favorites, registry,
 * quick-ship and change-ZIP, each with its props from the catalogue and the session, and a server
 * fallback that is real content (a link or the ZIP the server knows), never a "Loading…".
 */

/** [ref: lists#data] customization type 0: not personalized. */
const NOT_PERSONALIZED = 0;

/** `favorites`: the heart; without JavaScript a link to the shopper's lists. */
export function favoritesIsland(product: DemoProduct): SafeHtml {
  return island('favorites', {
    id: 'favorites',
    props: {
      sku: product.sku,
      optionChoiceParameter: '',
      isNla: product.isNla,
      isPersonalized: product.customizationType !== NOT_PERSONALIZED,
    },
    fallback: html`<a href="/Favorites/">Your Favorites</a>`,
  });
}

/**
 * `registry`: the registry button (disabled for a special order, which is not a stock sku: [ref: registry#validation]),
 * the terms popup for a personalized item, and 'Add all to Registry' for the product with its
 * add-ons; without JavaScript a link to sign in.
 */
export function registryIsland(product: DemoProduct): SafeHtml {
  const props: Record<string, unknown> = {
    sku: product.sku,
    isStockSku: product.isStockSku,
    skuProperty: product.skuProperty,
    isPersonalized: product.customizationType !== NOT_PERSONALIZED,
  };
  // a stock product with its add-ons is the demo's "set" for 'Add all to Registry'
  if (product.isStockSku && product.addOns.length > 0)
    props['addAll'] = [product.sku, ...product.addOns].map((Sku) => ({ Sku }));
  return island('registry', {
    id: 'registry',
    props,
    fallback: html`<a href="/account/sign-in">Sign in to add to your gift registry</a>`,
  });
}

/**
 * `quick-ship`: "See What's Available Soonest". A special order also has the availability lookup's
 * answer [ref: quick-ship#calls], which the server knows as the island would read it: given in the props (the
 * island asks nothing) and shown in the server HTML, its line under the button. The server HTML is
 * the island's button as a link of the same text and look (site.css) to the product's department,
 * where the ready-made pieces are: without JavaScript it goes there; pressed while the island's
 * chunk is on its way, the island's button is pressed for it. Mounting changes nothing
 * on screen. Eager, as `change-zip`: both sit in the buy box, in view with the page on a
 * storefront (loading them when scrolled to would fetch them when the shopper reaches the
 * add-to-cart button).
 */
export function quickShipIsland(ctx: PageContext, product: DemoProduct): SafeHtml {
  // a stock piece is itself ready to ship: only a made-to-order one has ready-made versions
  if (!product.isSpecialOrder) return html``;
  const availability = quickShipAvailability(product.sku, getSession(ctx.session.id).zip, ctx.session.site);
  if (!availability.hasQuickShip) return html``;
  const category = categoryOf(product.sku);
  return island('quick-ship', {
    id: 'quick-ship',
    props: { sku: product.sku, availabilityLookup: true, availability },
    fallback: html`<div class="quick-ship-fallback"><a href="${category ? categoryUrl(category.slug) : '/'}">See What's Available Soonest</a>${
      availability.message ? html`<p>${availability.message}</p>` : ''
    }</div>`,
  });
}

/**
 * `change-zip`: the shopper's ZIP as the session knows it (the same line the island shows), and
 * the legacy ZIP form behind a native disclosure, closed as the island's panel is, so mounting
 * does not move the page; a ZIP typed there goes into the island's field (`autocomplete=
 * "postal-code"`).
 */
export function changeZipIsland(ctx: PageContext): SafeHtml {
  const zip = getSession(ctx.session.id).zip;
  const label = ctx.session.site === 'CA' ? 'Postal Code' : 'ZIP Code';
  return island('change-zip', {
    id: 'change-zip',
    props: zip ? { zipCode: zip } : {},
    fallback: html`<details class="zip-fallback"><summary>${zip ? `Your ${label}: ${zip}` : `Your ${label} is not set.`} <span class="zip-fallback__more">Show More</span></summary>
<form action="${ctx.url.pathname}"><label>${label} <input name="zipCode" autocomplete="postal-code" maxlength="${ctx.session.site === 'CA' ? 7 : 5}"></label> <button type="submit" class="button button--secondary">Update</button></form></details>`,
  });
}

/** /Favorites/ ([ref: favorites#screens] 'View Now'): the session's lists and what they hold. */
export function favoritesPage(ctx: PageContext): Page {
  const { boards, items } = getSession(ctx.session.id).favorites;
  const main = html`<h1>Your Favorites</h1>
${
  boards.length === 0
    ? html`<p id="no-lists">You have no lists yet. Use the heart on a product page to start one.</p>`
    : html`<div id="lists">${boards.map((board) => {
        const inBoard = items.flatMap((item) => {
          const product = item.boardId === board.Id ? getProduct(item.sku) : undefined;
          return product ? [product] : [];
        });
        const headingId = `list-${board.Id}`;
        return html`<section class="list-section" aria-labelledby="${headingId}"><h2 id="${headingId}">${board.BoardName}</h2>${
          inBoard.length === 0
            ? html`<p>No items yet.</p>`
            : productGrid(ctx, inBoard, { label: board.BoardName, eagerFirst: 4, scope: `list-${board.Id}-` })
        }</section>`;
      })}</div>`
}
<p><a href="/">Continue shopping</a></p>`;
  return { title: 'Your Favorites', main };
}

/** /gift-registry/registrant-list/{id} and /gift-registry/checklist/{id} [ref: registry#screens]: what the session added to the registry. */
export function registryPage(ctx: PageContext, id: string, kind: 'list' | 'checklist'): Page | undefined {
  const registry = DEMO_REGISTRIES.find((r) => String(r.id) === id);
  if (!registry) return undefined;
  const session = getSession(ctx.session.id);
  const title = kind === 'checklist' ? `Checklist: ${registry.name}` : registry.name;
  if (!session.user) {
    return { title, main: html`<h1>${title}</h1><p><a href="/account/sign-in">Sign in</a> to see your registry.</p>` };
  }
  // one card per item, with what the registry wants of it in all
  const adds = [
    ...session.registryAdds
      .filter((add) => add.grId === registry.id)
      .reduce(
        (wanted, add) => wanted.set(add.sku, (wanted.get(add.sku) ?? 0) + add.quantity),
        new Map<string, number>(),
      ),
  ].map(([sku, quantity]) => ({ sku, quantity }));
  const main = html`<h1>${title}</h1>
<p>Event date: ${registry.eventDate}</p>
${
  adds.length === 0
    ? html`<p id="registry-empty">Nothing added yet.</p>`
    : html`<ul class="card-grid" id="registry-items" aria-label="In this registry">${adds.map((add) => {
        const product = getProduct(add.sku);
        return product
          ? productCard(ctx, product, { level: 2, note: `Wanted: ${add.quantity}` })
          : html`<li class="card"><p class="card__title">${add.sku}</p><p class="card__note">Wanted: ${add.quantity}</p></li>`;
      })}</ul>`
}`;
  return { title, main };
}

export default {
  routes: [
    // [ref: lists#screens]: 'View Now' after a favorites add, 'View Registry' and 'View Checklist' after a registry add
    { path: '/favorites', render: favoritesPage },
    {
      path: /^\/gift-registry\/(?<kind>registrant-list|checklist)\/(?<id>\d+)$/i,
      render: (ctx, { kind = '', id = '' }) =>
        registryPage(ctx, id, kind.toLowerCase() === 'checklist' ? 'checklist' : 'list'),
    },
  ],
  storeLinks: [['/favorites', 'Your Favorites']],
} satisfies SitePage;
