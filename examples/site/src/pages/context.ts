import type { Session } from '../session.js';
import type { SafeHtml } from '../html.js';

/** What every page template receives. */
export interface PageContext {
  session: Session;
  /** Request URL (path and query). */
  url: URL;
  /** Parsed body of a form POST to this page, if any. */
  form?: URLSearchParams;
  /** The design tokens stylesheet of the script-tag build (`/assets/hearth/ui-HASH.css`), once built. */
  tokensCss?: string | undefined;
}

/** A rendered page: the template returns its title and main content; the layout does the rest. */
export interface Page {
  title: string;
  /** Markup of `<main>`. */
  main: SafeHtml;
  /** Extra static scripts (site assets, loaded with `defer`). */
  scripts?: string[];
  status?: number;
  /** Answer `303 See Other` to this same-site path instead of a page (after a form POST). */
  redirect?: string;
  /** `Set-Cookie` values to send with the answer. */
  cookies?: string[];
  /** The page's `<meta name="description">`. */
  description?: string;
}

/** A page route: exact path or a pattern with named groups. */
export interface Route {
  path: string | RegExp;
  render: (ctx: PageContext, params: Record<string, string>) => Page | undefined;
  /** Accepts a form POST (after the anti-forgery check) and renders the page with `ctx.form`. */
  acceptsPost?: boolean;
}

/** A link to a page of the demo: its path and what it shows. */
export type PageLink = readonly [href: string, label: string];

/**
 * What a page module of `pages/` declares as its default export
 * (`export default { routes: […] } satisfies SitePage`). routes.ts finds every such module, so
 * a new page edits no shared list.
 */
export interface SitePage {
  /** The paths the module answers. */
  routes: Route[];
  /** Test beds and steps of the demo's flows it renders, listed on /dev. */
  devLinks?: PageLink[];
  /** The store's pages it renders (for routes with parameters: examples), visited by the tests' sweep. */
  storeLinks?: PageLink[];
}

/** Display names for the brand switch. */
export const BRAND_NAMES = { main: 'Hearth Home', cb2: 'Hearth CB2', kids: 'Hearth Kids' } as const;

/** Money for server fallbacks: cents with 2 decimals, `$` or `CAD ` by site (001 §9). */
export function money(cents: number, site: Session['site']): string {
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${site === 'CA' ? 'CAD ' : '$'}${amount}`;
}
