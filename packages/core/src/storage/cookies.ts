import Cookies from 'js-cookie';
import { cookieAttributes, type CookieOptions } from './cookie-attributes';

export type { CookieOptions } from './cookie-attributes';

/**
 * Reads a cookie. Never throws (cookies blocked in a sandboxed frame read as missing).
 *
 * @returns the decoded value, or `undefined` when the cookie is absent or unreadable.
 */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

/**
 * Writes a cookie with safe defaults: path `/`, SameSite `Lax`, Secure on https pages.
 * Never throws.
 *
 * @param name - cookie name.
 * @param value - the value; js-cookie percent-encodes what a cookie cannot hold.
 * @param options - lifetime and attributes.
 * @default options { path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' }
 * @returns `true` when the cookie was handed to the browser.
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  try {
    return Cookies.set(name, value, cookieAttributes(options)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Removes a cookie. The path (and domain) must match the ones it was written with.
 * Never throws.
 *
 * @default options { path: '/' }
 */
export function removeCookie(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
  try {
    const { path = '/', domain } = options;
    Cookies.remove(name, domain ? { path, domain } : { path });
  } catch {
    // Nothing to do: a cookie we cannot touch cannot be removed either.
  }
}
