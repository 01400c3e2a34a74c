import type { Session } from '../../session.js';
import type { SafeHtml } from '../../html.js';
import type { HearthStyles } from '../../static.js';
import { DEMO_SITE_NAMES } from '../../mock.js';

/** What every page template receives. */
export interface PageContext {
  session: Session;
  /** Request URL (path and query). */
  url: URL;
  /** Parsed body of a form POST to this page, if any. */
  form?: URLSearchParams;
  /** The stylesheets of the script-tag build (the design tokens, each island's), once built. */
  styles?: HearthStyles | undefined;
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
  /**
   * The header and footer around it: the store's, or the checkout's stripped ones (logo, help,
   * 'Secure Checkout'). @default 'store'
   */
  chrome?: 'store' | 'checkout';
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

/** Display names of the brands (the store's name in the header, the brand switch): the config's `siteName`. */
export const BRAND_NAMES = DEMO_SITE_NAMES;

/** Money for server fallbacks: cents with 2 decimals, `$` or `CAD ` by site [ref: core#limits]. */
export function money(cents: number, site: Session['site']): string {
  const amount = (Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  // a minus before the prefix, as the islands write it ('-$12.00')
  return `${cents < 0 ? '-' : ''}${site === 'CA' ? 'CAD ' : '$'}${amount}`;
}
