import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { VARIANTS_COOKIE, variantsOfCookie, type VariantKey } from './variants.js';

/** Session cookie name; HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'hearth_session';
/** Cookies remembering the demo's site/brand switch (`?site=CA&brand=cb2`); the mock API reads `hearth_site` too. */
export const SITE_COOKIE = 'hearth_site';
export const BRAND_COOKIE = 'hearth_brand';
/** Set from /dev: the developer fault panel shows on every page of this browser. */
export const DEV_COOKIE = 'hearth_dev';

export type Site = 'US' | 'CA';
export type Brand = 'main' | 'cb2' | 'kids';
const SITES: readonly Site[] = ['US', 'CA'];
const BRANDS: readonly Brand[] = ['main', 'cb2', 'kids'];

/** What every page render needs about the visitor. */
export interface Session {
  id: string;
  /** Anti-forgery token bound to this session. */
  token: string;
  site: Site;
  brand: Brand;
  /** The developer cookie is set (from /dev): the fault panel shows on every page. */
  dev: boolean;
  /** The variants switched on from /dev (cookie `hearth_variants`). */
  variants: ReadonlySet<VariantKey>;
  /** `Set-Cookie` values to send with the response (new session, changed prefs). */
  setCookies: string[];
}

/** Parses a `Cookie` header; malformed pairs are skipped. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const key = part.slice(0, eq).trim();
    try {
      out[key] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      // a cookie with a broken %-escape is ignored, never fatal
    }
  }
  return out;
}

function isSite(v: unknown): v is Site {
  return SITES.includes(v as Site);
}
function isBrand(v: unknown): v is Brand {
  return BRANDS.includes(v as Brand);
}

/** Issues and checks anti-forgery tokens per session id (the mock API's, by default). */
export interface TokenStore {
  issueToken(sessionId: string): string;
  checkToken(sessionId: string, token: string | null | undefined): boolean;
}

/**
 * Reads or starts sessions (cookie `hearth_session`, the same cookie the mock API keys its
 * per-session state on) and binds an anti-forgery token to each.
 */
export function createSessions(tokens: TokenStore) {
  const tokenFor = (id: string) => tokens.issueToken(id);

  return {
    /** Reads or starts the session and applies `?site=`/`?brand=` switches from `url`. */
    resolve(req: IncomingMessage, url: URL): Session {
      const cookies = parseCookies(req.headers.cookie);
      const setCookies: string[] = [];
      let id = cookies[SESSION_COOKIE] ?? '';
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
        id = randomBytes(18).toString('base64url');
        setCookies.push(`${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax`);
      }
      const saved = { site: cookies[SITE_COOKIE], brand: cookies[BRAND_COOKIE]?.toLowerCase() };
      let site: Site = isSite(saved.site) ? saved.site : 'US';
      let brand: Brand = isBrand(saved.brand) ? saved.brand : 'main';
      const qSite = url.searchParams.get('site')?.toUpperCase();
      const qBrand = url.searchParams.get('brand')?.toLowerCase();
      const prefCookie = (name: string, value: string) => `${name}=${value}; Path=/; SameSite=Lax; Max-Age=2592000`;
      if (isSite(qSite)) {
        site = qSite;
        setCookies.push(prefCookie(SITE_COOKIE, site));
      }
      if (isBrand(qBrand)) {
        brand = qBrand;
        setCookies.push(prefCookie(BRAND_COOKIE, brand));
      }
      return {
        id,
        token: tokenFor(id),
        site,
        brand,
        dev: cookies[DEV_COOKIE] === '1',
        variants: variantsOfCookie(cookies[VARIANTS_COOKIE]),
        setCookies,
      };
    },
    /** True when `token` is the one issued to `session`. */
    checkToken(session: Session, token: string | null | undefined): boolean {
      return tokens.checkToken(session.id, token);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
