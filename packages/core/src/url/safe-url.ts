/**
 * The one URL filter for addresses that come from props or server answers:
 * what may become a link (`href`), an image (`src`), a form `action` or a navigation
 * (`location.assign`). Pure functions over strings; the URL parser decides, never a regex, so
 * what is checked is what the browser will use.
 */

/** Options of {@link safeUrl} and {@link sameOriginUrl}. */
export interface SafeUrlOptions {
  /**
   * The page address: relative values resolve against it and its origin is "this site".
   * @default location.href (`http://localhost/` without a page)
   */
  base?: string | undefined;
  /**
   * Only URLs on the page's own origin pass (navigations, return URLs: no open redirect).
   * @default false
   */
  sameOrigin?: boolean | undefined;
  /**
   * With `sameOrigin`: other origins that pass too, each exactly as `URL.origin` writes it
   * (`https://login.example`). They come from the page's config, never from props or answers:
   * `credentialOrigins` (where sign-in may post a password), `scriptOrigins` (where a vendor
   * script may load from). A URL on one of them is returned absolute (`href`).
   * @default []
   */
  origins?: readonly string[] | undefined;
  /**
   * Also allow an inline image, `data:image/{png,gif,jpeg,webp,avif,svg+xml}…`, for an `<img src>`
   * only (an image never runs script; a generated preview may come this way). Never for links.
   * @default false
   */
  dataImage?: boolean | undefined;
}

// Without a page (node, server rendering) relative values need some base.
const NO_PAGE = 'http://localhost/';
const SCHEMES = new Set(['http:', 'https:']);
// C0 controls (TAB, LF, CR among them, which the URL parser silently drops) and DEL.

const CONTROL = /[\u0000-\u001f\u007f]/;
// An explicit scheme (`https:`, `javascript:`), after the spaces the parser trims.
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif|svg\+xml)[;,]/i;

const pageHref = (): string => (globalThis.location as Location | undefined)?.href ?? NO_PAGE;

/**
 * `value` if it is safe to use as a link or image address, else `null`. Allowed:
 *
 * - a **same-site path** (`/furniture/sofa`, `sofa?x=1`, `#top`, or an absolute URL on the page's
 *   origin): returned as a path (`/furniture/sofa?x=1`), so nothing can later read it as a host.
 *   A value whose path the parser makes start with `//` (`/.//evil.example/x`,
 *   `/%2e//evil.example/x`, `/a/..//evil.example/x`, `https://<this site>//evil.example/x`) names
 *   a page of this site whose path is `//evil.example/x`: as a path it would read as the host
 *   evil.example, so it is returned as the absolute URL (`https://shop.example//evil.example/x`);
 * - an **absolute `http:`/`https:` URL** to another origin (a product on a sister brand's site,
 *   an image on a CDN), written with its scheme: returned as the parser writes it (`href`).
 *   With `sameOrigin` these are refused too, unless their origin is one of `origins`.
 *
 * The contract: what comes back is either an absolute `http(s)://` URL as the parser writes it,
 * or a path that starts with one `/` followed by neither `/` nor `\` (a reference no browser
 * reads as another host). Use it as it is; to add a query use {@link withQuery}, never rebuild it
 * from `new URL(…).pathname` (which gives back `//evil.example/x`).
 *
 * Refused: non-strings and `''`; any other scheme (`javascript:`, `data:`, `vbscript:`, `blob:`,
 * `file:`, `mailto:`); a value without a scheme that the parser resolves to another host
 * (protocol-relative `//evil.example`, `/\evil.example`); any control character, TAB, CR or LF
 * (the parser drops them, so `/` + TAB + `/evil.example` would become `//evil.example`); user
 * names or passwords (`https://shop.example@evil.example`); anything the parser rejects.
 *
 * @param value - the address from props or an answer; anything else is refused.
 * @param options - the page address and whether other origins are allowed.
 * @returns the address to use, or `null`.
 */
export function safeUrl(value: unknown, options: SafeUrlOptions = {}): string | null {
  if (typeof value !== 'string' || value.trim() === '' || CONTROL.test(value)) return null;
  if (options.dataImage && !options.sameOrigin && DATA_IMAGE.test(value)) return value;
  const base = options.base ?? pageHref();
  let url: URL;
  let page: URL;
  try {
    page = new URL(base);
    url = new URL(value, page);
  } catch {
    return null;
  }
  if (!SCHEMES.has(url.protocol) || url.username !== '' || url.password !== '') return null;
  if (url.origin === page.origin) {
    // `/.//evil.example` parses to the path `//evil.example`: as a path it would name a host.
    return url.pathname.startsWith('//') ? url.href : `${url.pathname}${url.search}${url.hash}`;
  }
  // Another origin: only when written as an absolute URL, never a path the parser turned into one.
  if (!HAS_SCHEME.test(value.trim())) return null;
  // Stryker disable next-line ArrayDeclaration: no URL's origin is the mutant's "Stryker was here", as none is in []
  if (options.sameOrigin && !(options.origins ?? []).includes(url.origin)) return null;
  return url.href;
}

/**
 * `value` as a path on the page's own origin (for navigations and return URLs: no open
 * redirect), else `null`. The rules of {@link safeUrl} with `sameOrigin`; an absolute URL on the
 * page's origin is reduced to its path.
 *
 * @param value - the address from props, an answer or the query string.
 * @param options - the page address. @default location.href
 */
export function sameOriginUrl(value: unknown, options: Omit<SafeUrlOptions, 'sameOrigin'> = {}): string | null {
  return safeUrl(value, { ...options, sameOrigin: true });
}
