import type { Struct } from 'superstruct';
import { readCookie, writeCookie, type CookieOptions } from './cookies';
import { parseJsonAs, stringifyJson } from './json';

/**
 * Reads a cookie holding JSON and checks it against `struct`.
 * An absent cookie, malformed JSON or a value of the wrong shape gives `fallback`. Never throws.
 *
 * @param name - cookie name.
 * @param struct - superstruct schema of the value.
 * @param fallback - returned whenever the cookie cannot be used.
 */
export function readJsonCookie<T, S>(name: string, struct: Struct<T, S>, fallback: T): T {
  return parseJsonAs(readCookie(name), struct, fallback);
}

/**
 * Writes `value` as JSON to a cookie. Never throws.
 *
 * @param name - cookie name.
 * @param value - any JSON-serialisable value.
 * @param days - lifetime in days; omit for a session cookie.
 * @param options - other cookie attributes ({@link CookieOptions}).
 * @default days undefined (session cookie)
 * @returns `false` when the value cannot be serialised or the cookie cannot be written.
 */
export function writeJsonCookie(
  name: string,
  value: unknown,
  days?: number,
  options: Omit<CookieOptions, 'days'> = {},
): boolean {
  const text = stringifyJson(value);
  if (text === undefined) return false;
  // Stryker disable next-line ConditionalExpression: `days: undefined` is no lifetime, as an absent one (cookieAttributes)
  return writeCookie(name, text, days === undefined ? options : { ...options, days });
}
