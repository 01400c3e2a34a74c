import { html, type SafeHtml } from '../../html.js';
import {
  ATTRIBUTE_IDS,
  browseDto,
  categoryOf,
  categoryProducts,
  getProduct,
  readSelections,
  type DemoProduct,
} from '../../mock.js';
import { BRAND_NAMES, money, type PageContext } from '../layout/context.js';
import { configuratorView, type ViewDto, type ViewLinks, type ViewOption } from './configurator-view.js';
import { island, islandStylesheets } from '../layout/islands.js';

interface FallbackChoice {
  title: string;
  text: string;
  currentPrice: number;
  swatchName?: string;
  additionalDetails?: { shopThisSwatchUrl?: string } | null;
}
interface FallbackGroup {
  header: { title: string };
  choices: FallbackChoice[];
}
interface FallbackOption {
  header: { title: string };
  optionType: string;
  choiceGroupsV2All: FallbackGroup[];
}

/** One option as plain content: its choices with prices, or a material's groups with their fabric families. */
function optionFallback(
  option: FallbackOption,
  step: number,
  base: number,
  site: PageContext['session']['site'],
): SafeHtml {
  const material = option.optionType === 'fabric' || option.optionType === 'leather';
  const groups = option.choiceGroupsV2All;
  const count = groups.reduce((n, g) => n + g.choices.length, 0);
  const body = material
    ? html`<ul>${groups.map((g) => html`<li>${g.header.title}: ${[...new Set(g.choices.map((c) => c.title))].join(', ')} (${g.choices.length} colors)</li>`)}</ul>`
    : html`<ul>${groups.flatMap((g) => g.choices).map((c) => html`<li>${c.title}${c.text && c.text !== c.title ? html` (${c.text})` : ''}${c.currentPrice > base ? html` +${money(c.currentPrice - base, site)}` : ''}</li>`)}</ul>`;
  return html`<li><h3>Step ${step}: ${option.header.title} (${count} options)</h3>${body}</li>`;
}

/** Links of the hidden SEO list [ref: configurator#screens] the page gives: the department, and its other made-to-order pieces. */
function seoLinksOf(product: DemoProduct): Array<{ name: string; url: string }> {
  const category = categoryOf(product.sku);
  if (!category) return [];
  const others = categoryProducts(category).filter((p) => p.sku !== product.sku && p.isSpecialOrder);
  return [{ name: category.name, url: `/shop/${category.slug}` }, ...others.map((p) => ({ name: p.name, url: p.url }))];
}

/**
 * The hidden SEO links list [ref: configurator#screens], which the page writes itself, after the island (the island
 * then draws none: `seoLinksInPage`): the page's links, then each fabric's page, named as the
 * island names them (at most 100).
 */
function seoList(links: Array<{ name: string; url: string }>, options: FallbackOption[]): SafeHtml {
  const all = [...links];
  for (const option of options.filter((o) => o.optionType === 'fabric' || o.optionType === 'leather')) {
    for (const choice of option.choiceGroupsV2All.flatMap((g) => g.choices)) {
      const url = choice.additionalDetails?.shopThisSwatchUrl;
      if (url) all.push({ name: choice.swatchName || [choice.title, choice.text].filter(Boolean).join(', '), url });
    }
  }
  const unique = [...new Map(all.map((l) => [l.url, l])).values()].slice(0, 100);
  return html`<ul class="configurator-seo-links" hidden data-seo-links>${unique.map((l) => html`<li><a href="${l.url}">${l.name}</a></li>`)}</ul>`;
}

/** The browse data of a product before any choice, as the page reads it. */
type PageDto = Omit<ViewDto, 'options'> & { options: Array<ViewOption & FallbackOption> };
const firstViews = new Map<string, PageDto>();

/**
 * The browse data of `product` before any choice, for its page: the same for every visit (the
 * catalogue does not change while the demo runs), so read once per product, brand and site (its
 * prices are the site's price list), as a store caches its product data (building it took
 * 40-190 ms, most of the page's answer time).
 */
function firstBrowseData(
  product: DemoProduct,
  brand: PageContext['session']['brand'],
  site: PageContext['session']['site'],
): PageDto {
  const key = `${product.sku}/${brand}/${site}`;
  let dto = firstViews.get(key);
  if (!dto) firstViews.set(key, (dto = browseDto(product, new Map(), 'recommended', brand) as unknown as PageDto));
  return dto;
}

/**
 * The choices a product page opens with (`?optionChoiceParameter=6,801_1,30000`: a quick-ship
 * piece's page), as `optionCode,choiceCode` pairs joined by '_'; '' without any.
 */
function openingChoices(ctx: PageContext): string {
  const pairs = readSelections(null, ctx.url.searchParams.get('optionChoiceParameter'));
  return [...pairs].map(([option, choice]) => `${option},${choice}`).join('_');
}

/**
 * The `configurator` island of a special-order page [ref: configurator]: its props (the demo switches on
 * both halves of the refreshed layouts) and its server HTML: the configurator's first view, drawn
 * as the island draws it once its browse data is in (configurator-view.ts), with the island's
 * stylesheets before it, so nothing moves or changes while it loads; for a browser
 * without JavaScript, every option and its choices as plain content. The hidden SEO links list
 * follows the island, written by the page (the island draws none).
 */
export function configuratorIsland(ctx: PageContext, product: DemoProduct): SafeHtml {
  const { site, brand } = ctx.session;
  // a page opened configured (a quick-ship piece's page): the island asks for the browse data
  // with those choices, and its first view shows them chosen
  const opening = openingChoices(ctx);
  const dto = opening
    ? (browseDto(product, readSelections(null, opening), 'recommended', brand) as unknown as PageDto)
    : firstBrowseData(product, brand, site);
  const sectional = getProduct('420100');
  const props: Record<string, unknown> = {
    sku: product.sku,
    refreshedLayout: true,
    legRefresh: true,
    storeName: BRAND_NAMES[brand],
    specialOrderUrl: product.url,
    swatchInStockAttributeId: ATTRIBUTE_IDS.inStock[brand],
    crossSell: { name: 'Throw Pillows', url: getProduct('200101')?.url ?? '/' },
    seoLinks: seoLinksOf(product),
    // the page writes the hidden SEO list after the island: the island draws none
    seoLinksInPage: true,
    ...(opening && { optionChoiceParameter: opening }),
  };
  if (product.category === 'sofa' && sectional)
    props['sectional'] = { url: sectional.url, collectionCode: 'LNG', itemTypeCode: 'SEC' };
  if (brand === 'cb2') props['otherBrand'] = { name: BRAND_NAMES.main, url: `${product.url}?brand=main` };
  return html`${islandStylesheets(ctx, 'configurator')}${island('configurator', {
    id: 'configurator',
    props,
    propsInScript: true,
    fallback: html`${configuratorView(ctx, dto, props as ViewLinks)}<noscript><ol class="configurator-fallback">${dto.options.map((o, i) => optionFallback(o, i + 1, product.currentPrice, site))}</ol></noscript>`,
  })}${seoList(props['seoLinks'] as Array<{ name: string; url: string }>, dto.options)}`;
}
