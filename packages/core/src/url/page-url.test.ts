import { afterEach, describe, expect, it, vi } from 'vitest';
import { samePageUrl, withQuery } from './page-url';

const base = 'https://shop.example/checkout/cart?step=1';

describe('withQuery (a filtered address plus parameters, never rebuilt from its path)', () => {
  it.each([
    ['/account/login', '/account/login?returnUrl=%2Fp%3Fx%3D1'],
    ['/sign-in?brand=cb2', '/sign-in?brand=cb2&returnUrl=%2Fp%3Fx%3D1'],
    ['/sign-in?returnUrl=old#top', '/sign-in?returnUrl=%2Fp%3Fx%3D1#top'],
    ['https://shop.example//evil.example/x', 'https://shop.example//evil.example/x?returnUrl=%2Fp%3Fx%3D1'],
    ['https://cdn.example/x', null],
  ])('%j → %j', (url, expected) => {
    expect(withQuery(url, { returnUrl: '/p?x=1' }, { base, sameOrigin: true })).toBe(expected);
  });

  it('keeps another origin for links (without sameOrigin), and refuses what the filter refuses', () => {
    expect(withQuery('https://cdn.example/x', { a: '1' }, { base })).toBe('https://cdn.example/x?a=1');
    expect(withQuery('javascript:alert(1)', { a: '1' }, { base })).toBeNull();
    expect(withQuery('/x', { a: '1' }, { base: 'not a url' })).toBeNull();
  });

  describe('without a page (server rendering)', () => {
    afterEach(() => vi.restoreAllMocks());

    it('resolves against http://localhost/', () => {
      vi.spyOn(globalThis, 'location', 'get').mockReturnValue(undefined as unknown as Location);
      expect(withQuery('/x', { a: '1' })).toBe('/x?a=1');
    });
  });
});

describe('samePageUrl (this page with another query: pagination, filters, return URLs)', () => {
  it.each([
    ['/free-swatches', '?page=2', '', '/free-swatches?page=2'],
    ['/free-swatches', '', '#top', '/free-swatches#top'],
    ['//evil.example/free-swatches', '?page=2', '', 'https://shop.example//evil.example/free-swatches?page=2'],
    ['///evil.example/free-swatches', '?page=2', '', 'https://shop.example///evil.example/free-swatches?page=2'],
    ['//evil.example', '', '#sku', 'https://shop.example//evil.example#sku'],
  ])('page %j, query %j, hash %j → %j', (pathname, search, hash, expected) => {
    expect(samePageUrl({ origin: 'https://shop.example', pathname }, search, hash)).toBe(expected);
  });

  it('keeps the page as it is without a query or hash', () => {
    expect(samePageUrl({ origin: 'https://shop.example', pathname: '/free-swatches' })).toBe('/free-swatches');
  });

  it('on a page without an http(s) origin: the query and hash alone, never a host', () => {
    expect(samePageUrl({ origin: 'null', pathname: '//evil.example/x' }, '?page=2')).toBe('?page=2');
    expect(samePageUrl({ origin: 'null', pathname: '//evil.example/x' }, '', '#a')).toBe('?#a');
  });
});
