import { html } from '../html.js';
import { categoryProducts, demoCategories, getCategory } from '../mock.js';
import type { Page, PageContext, SitePage } from './layout/context.js';
import { productGrid } from './blocks/product-card.js';
import { categoryUrl } from './layout/header.js';

/**
 * A department's listing page (`/shop/{slug}`): breadcrumb, title, its line, how many products,
 * and a card per product (quick add for stock items, 'Customize' for made-to-order ones).
 */
export function categoryPage(ctx: PageContext, slug: string): Page | undefined {
  const category = getCategory(slug.toLowerCase());
  if (!category) return undefined;
  const products = categoryProducts(category);
  const main = html`<nav class="breadcrumb" aria-label="Breadcrumb"><ol><li><a href="/">Home</a></li><li><span aria-current="page">${category.name}</span></li></ol></nav>
<header class="listing-header">
  <h1>${category.name}</h1>
  <p>${category.description}</p>
  <p class="listing-header__count">${products.length === 1 ? '1 product' : `${products.length} products`}</p>
</header>
${productGrid(ctx, products, { level: 2, label: category.name, eagerFirst: 2, wide: true })}`;
  return { title: category.name, main, description: `${category.name}: ${category.description}` };
}

export default {
  // a department's listing: /shop/{slug}
  routes: [{ path: /^\/shop\/(?<slug>[a-z0-9-]+)$/i, render: (ctx, { slug = '' }) => categoryPage(ctx, slug) }],
  storeLinks: demoCategories.map((c) => [categoryUrl(c.slug), c.name] as const),
} satisfies SitePage;
