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

/** Display names for the brand switch. */
export const BRAND_NAMES = { main: 'Hearth Home', cb2: 'Hearth CB2', kids: 'Hearth Kids' } as const;

/** Money for server fallbacks: cents with 2 decimals, `$` or `CAD ` by site (001 §9). */
export function money(cents: number, site: Session['site']): string {
  const amount = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${site === 'CA' ? 'CAD ' : '$'}${amount}`;
}
