/**
 * Addresses built from what the URL filter returned, or from the page's own address, without
 * rebuilding them from `pathname`. Apart from safe-url.ts so that only the islands
 * that build such addresses carry them.
 */
import { safeUrl, sameOriginUrl, type SafeUrlOptions } from './safe-url';

/**
 * `url` (an address {@link safeUrl} returned, or a constant path) with the query parameters
 * `params` set, written the filter's way: a path that cannot start with `//`, or the absolute URL.
 * Rebuilding an address from `new URL(url).pathname` and `search` instead would turn
 * `https://shop.example//evil.example/x` back into `//evil.example/x`, a link to evil.example.
 *
 * @param url - the address to extend (relative ones resolve against `base`).
 * @param params - parameters to set (replacing any of the same name).
 * @param options - the page address. @default location.href
 * @returns the address with the parameters, or `null` when `url` does not pass the filter.
 * @example withQuery('/account/login', { returnUrl: '/p?x=1' }) // '/account/login?returnUrl=%2Fp%3Fx%3D1'
 */
export function withQuery(
  url: string,
  params: Readonly<Record<string, string>>,
  options: Omit<SafeUrlOptions, 'dataImage'> = {},
): string | null {
  const base = options.base ?? (globalThis.location as Location | undefined)?.href ?? 'http://localhost/';
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return null;
  }
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return safeUrl(parsed.href, { ...options, base });
}

/**
 * The current page's address with another query and hash (pagination and filter links, the
 * history entry of a filter change, a return URL), written so nothing can read it as another
 * host: its path when that is a plain one (`/free-swatches?page=2`), else the absolute URL on the
 * page's origin. A page served at `//evil.example/free-swatches` has that path, and
 * `//evil.example/free-swatches?page=2` written as a link goes to evil.example.
 *
 * @param page - the page's origin and path (`location`).
 * @param search - the query, with its `?`, or ''.
 * @param hash - the hash, with its `#`, or ''.
 * @returns the address; on a page without an http(s) origin, the query and hash alone (a
 * reference to this page, never to another host).
 */
export function samePageUrl(
  page: { readonly origin: string; readonly pathname: string },
  search = '',
  hash = '',
): string {
  const own = sameOriginUrl(`${page.origin}${page.pathname}${search}${hash}`, { base: `${page.origin}/` });
  return own ?? `${search || '?'}${hash}`;
}
