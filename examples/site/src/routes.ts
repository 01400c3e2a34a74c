import { readdirSync } from 'node:fs';
import type { PageLink, Route, SitePage } from './pages/layout/context.js';
import { devPage } from './pages/layout/dev.js';
import { DEV_PATH } from './pages/layout/footer.js';

export type { Route } from './pages/layout/context.js';

/**
 * Every page module of `dir` (`pages/`): each module whose default export is a {@link SitePage}
 * (`export default { routes, devLinks, storeLinks } satisfies SitePage`), in file-name order.
 * Found by pattern, so adding a page edits no list here or on /dev.
 */
export async function findPages(dir: URL): Promise<SitePage[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const pages: SitePage[] = [];
  for (const file of files) {
    const { default: page } = (await import(new URL(file, dir).href)) as { default?: SitePage };
    if (page === undefined) continue; // a helper module (layout, header, an island's markup)
    if (!Array.isArray(page?.routes))
      throw new Error(`${new URL(file, dir).pathname}: the default export is not a SitePage (no routes)`);
    pages.push(page);
  }
  return pages;
}

const PAGES = await findPages(new URL('./pages/', import.meta.url));

/** The developer pages /dev lists: test beds and every step of the flows. */
export const DEV_PAGES: readonly PageLink[] = PAGES.flatMap((page) => page.devLinks ?? []);

/**
 * Every page of the demo store, for the browser tests' sweep (axe, CSP, islands settle): the
 * store's own pages and the developer pages.
 */
export const PAGE_LIST: readonly PageLink[] = [
  ...PAGES.flatMap((page) => page.storeLinks ?? []),
  ...DEV_PAGES,
  [DEV_PATH, 'Developer pages'],
];

/** Every page of the demo site: /dev (it lists the others), then each page module's. */
export const ROUTES: readonly Route[] = [
  // developer pages and the fault panel; its form post sets the developer cookie
  { path: DEV_PATH, render: (ctx) => devPage(ctx, DEV_PAGES), acceptsPost: true },
  ...PAGES.flatMap((page) => page.routes),
];

/**
 * Finds the route for a path among `routes`: an exact path first, then the patterns in order (so
 * the order modules are found in does not matter); trailing slashes are ignored.
 */
export function matchRoute(
  pathname: string,
  routes: readonly Route[] = ROUTES,
): { route: Route; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = routes.find(
    (route) => typeof route.path === 'string' && route.path.toLowerCase() === path.toLowerCase(),
  );
  if (exact) return { route: exact, params: {} };
  for (const route of routes) {
    if (typeof route.path === 'string') continue;
    const m = route.path.exec(path);
    if (m) return { route, params: { ...m.groups } };
  }
  return undefined;
}
