import type Cookies from 'js-cookie';

/** Attributes of a cookie written by `writeCookie`. */
export interface CookieOptions {
  /**
   * Lifetime in days; omit for a session cookie.
   * @default undefined (session cookie)
   */
  days?: number;
  /**
   * Path the cookie is sent for.
   * @default '/'
   */
  path?: string;
  /**
   * SameSite policy.
   * @default 'Lax'
   */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /**
   * Send only over https.
   * @default true when the page is served over https, else false
   */
  secure?: boolean;
  /**
   * Domain the cookie is shared with.
   * @default undefined (the page's own host)
   */
  domain?: string;
}

function pageIsHttps(): boolean {
  try {
    // Stryker disable next-line OptionalChaining: without a location, reading its protocol throws, and the catch gives false too
    return globalThis.location?.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The js-cookie attributes for {@link CookieOptions}, with the defaults applied.
 */
export function cookieAttributes(
  options: CookieOptions = {},
  https: boolean = pageIsHttps(),
): Cookies.CookieAttributes {
  const { days, path = '/', sameSite = 'Lax', secure = https, domain } = options;
  const attributes: Cookies.CookieAttributes = { path, sameSite, secure };
  // Stryker disable next-line ConditionalExpression: `days !== undefined` made true is the same, Number.isFinite(undefined) is false
  if (days !== undefined && Number.isFinite(days)) attributes.expires = days;
  if (domain) attributes.domain = domain;
  return attributes;
}
