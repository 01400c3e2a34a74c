import { array, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes } from './cookie-attributes';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { readJsonCookie, writeJsonCookie } from './json-cookies';

// the shop-by-fabric cookie of [ref: core#rules, #limits] (@hearth/swatches): a JSON list kept 7 days
const ADDED_SWATCHES_COOKIE = 'addedCartSwatches';
const SWATCH_COOKIE_DAYS = 7;

function clearCookies(): void {
  for (const pair of document.cookie.split('; ')) {
    const name = pair.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe('cookieAttributes', () => {
  it('defaults to path /, SameSite Lax, not secure over http, session cookie', () => {
    expect(cookieAttributes({}, false)).toEqual({ path: '/', sameSite: 'Lax', secure: false });
  });

  it('is secure by default on https pages', () => {
    expect(cookieAttributes({}, true).secure).toBe(true);
  });

  it('reads the page protocol when not told', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol: 'https:' } as Location);
    expect(cookieAttributes().secure).toBe(true);
  });

  it('is not secure when the page address cannot be read', () => {
    vi.spyOn(window, 'location', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(cookieAttributes().secure).toBe(false);
  });

  it("sets no expires and no domain unless given (a session cookie of the page's own host)", () => {
    expect(cookieAttributes({ path: '/cart' }, false)).toStrictEqual({ path: '/cart', sameSite: 'Lax', secure: false });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('makes a session cookie of days %s', (days) => {
    expect(cookieAttributes({ days }, false)).not.toHaveProperty('expires');
  });

  it('passes days as expires and keeps explicit attributes', () => {
    expect(
      cookieAttributes({ days: 7, path: '/cart', sameSite: 'Strict', secure: false, domain: 'x.com' }, true),
    ).toEqual({ expires: 7, path: '/cart', sameSite: 'Strict', secure: false, domain: 'x.com' });
  });
});

describe('readCookie / writeCookie / removeCookie', () => {
  it('round-trips a value with characters a cookie cannot hold raw', () => {
    expect(writeCookie('note', 'a; b=c, "d" é')).toBe(true);
    expect(readCookie('note')).toBe('a; b=c, "d" é');
  });

  it('writes the attributes to document.cookie', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    writeCookie('zip', '60062', { days: 7 });
    const written = setter.mock.calls[0]?.[0] ?? '';
    expect(written).toMatch(/^zip=60062; path=\/; sameSite=Lax; expires=/);
    expect(written).not.toMatch(/secure/i);
  });

  it('reads a missing cookie as undefined', () => {
    expect(readCookie('nope')).toBeUndefined();
  });

  it('removes a cookie', () => {
    writeCookie('gone', '1');
    removeCookie('gone');
    expect(readCookie('gone')).toBeUndefined();
  });

  it('removes a cookie on the path and domain it was written with', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    removeCookie('zip', { path: '/cart' });
    removeCookie('zip', { domain: 'shop.example' });
    expect(setter.mock.calls[0]?.[0]).toMatch(/^zip=; path=\/cart; expires=/);
    expect(setter.mock.calls[1]?.[0]).toMatch(/^zip=; path=\/; domain=shop\.example; expires=/);
  });

  it('never throws when cookies are blocked', () => {
    const deny = (): never => {
      throw new DOMException('denied', 'SecurityError');
    };
    // An own property shadows Document.prototype's accessor; deleting it restores cookies.
    Object.defineProperty(document, 'cookie', { configurable: true, get: deny, set: deny });
    try {
      expect(readCookie('x')).toBeUndefined();
      expect(writeCookie('x', '1')).toBe(false);
      expect(() => removeCookie('x')).not.toThrow();
      expect(readJsonCookie('x', array(string()), [])).toEqual([]);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});

describe('readJsonCookie / writeJsonCookie', () => {
  const Codes = array(string());

  it('round-trips the added swatches list for 7 days', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    expect(writeJsonCookie(ADDED_SWATCHES_COOKIE, ['101', '202'], SWATCH_COOKIE_DAYS)).toBe(true);
    expect(readJsonCookie(ADDED_SWATCHES_COOKIE, Codes, [])).toEqual(['101', '202']);
    const expires = /expires=([^;]+)/.exec(setter.mock.calls[0]?.[0] ?? '')?.[1] ?? '';
    const days = (Date.parse(expires) - Date.now()) / 864e5;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('reads raw (unencoded) JSON written by the server', () => {
    document.cookie = `${ADDED_SWATCHES_COOKIE}=["1","2"]; path=/`;
    expect(readJsonCookie(ADDED_SWATCHES_COOKIE, Codes, [])).toEqual(['1', '2']);
  });

  it.each([
    ['missing', null],
    ['malformed JSON', '%5B%221%22'],
    ['wrong shape', '%7B%22a%22%3A1%7D'],
    ['wrong item type', '%5B1%2C2%5D'],
  ])('gives the fallback when %s', (_label, raw) => {
    if (raw !== null) document.cookie = `bad=${raw}; path=/`;
    const fallback = ['fallback'];
    expect(readJsonCookie('bad', Codes, fallback)).toBe(fallback);
  });

  it('refuses a value JSON cannot hold', () => {
    expect(writeJsonCookie('x', 10n)).toBe(false);
    expect(readCookie('x')).toBeUndefined();
  });
});
