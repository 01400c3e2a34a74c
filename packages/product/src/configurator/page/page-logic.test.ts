import { describe, expect, it } from 'vitest';
import { BrowseDto } from '../data/schema';
import { pageTitle, replacedUrl, sectionalHref, wantsScroll } from './page-logic';

describe('pageTitle [ref: configurator#screens]', () => {
  it.each([
    ['reviews, CB2', { name: 'Gather Sofa', reviewCount: 12, brand: 'cb2' }, 'Gather Sofa + Reviews | CB2'],
    ['no reviews, CB2', { name: 'Gather Sofa', reviewCount: 0, brand: 'cb2' }, 'Gather Sofa | CB2'],
    [
      'main brand with its store name',
      { name: 'Lounge Sofa', reviewCount: 3, brand: 'main', storeName: 'Hearth Home' },
      'Lounge Sofa + Reviews | Hearth Home',
    ],
    ['main brand, no store name', { name: 'Lounge Sofa', reviewCount: 0, brand: 'main' }, 'Lounge Sofa'],
    [
      'debug',
      { name: 'Lounge Sofa', reviewCount: 3, brand: 'main', debug: true, sku: '410100' },
      'Debug Tools | Special Order | 410100 | main',
    ],
  ])('%s', (_name, input, title) => {
    expect(pageTitle(input)).toBe(title);
  });
});

describe('URL rules [ref: configurator#screens]', () => {
  it('scroll=true asks for the fabric/leather drawer', () => {
    expect(wantsScroll('?scroll=true')).toBe(true);
    expect(wantsScroll('?scroll=false&x=1')).toBe(false);
    expect(wantsScroll('')).toBe(false);
  });
  it('replaces the URL with the special-order URL, keeping the query but scroll', () => {
    const current = {
      origin: 'https://shop.example',
      pathname: '/p/123',
      search: '?scroll=true&site=CA',
      hash: '#reviews',
    };
    expect(replacedUrl(current, { url: '/furniture/lounge-sofa/s410100', sku: '410100' })).toBe(
      '/furniture/lounge-sofa/s410100?site=CA#reviews',
    );
    expect(replacedUrl({ ...current, search: '?scroll=true' }, { sku: '1' })).toBe('/p/123#reviews');
    expect(replacedUrl({ ...current, pathname: '/a', search: '', hash: '' }, { url: '/a', sku: '1' })).toBeUndefined();
  });
  it('a page served at //evil.example/p keeps its path as the absolute URL, never //evil.example/p', () => {
    const current = {
      origin: 'https://shop.example',
      pathname: '//evil.example/p',
      search: '?scroll=true&site=CA',
      hash: '#reviews',
    };
    expect(replacedUrl(current, { sku: '1' })).toBe('https://shop.example//evil.example/p?site=CA#reviews');
    expect(replacedUrl({ ...current, search: '?site=CA' }, { sku: '1' })).toBeUndefined();
  });
  it('debug mode: the debugger URL plus the sku', () => {
    expect(
      replacedUrl(
        { origin: 'https://shop.example', pathname: '/a', search: '', hash: '' },
        { url: '/a', debug: true, debugUrl: '/debug/special-order/', sku: '410100' },
      ),
    ).toBe('/debug/special-order/410100');
  });
  it("'Customize Your Sectional' carries the collection and item type codes", () => {
    expect(sectionalHref('/sectional', 'LNG', 'SEC')).toBe('/sectional?collectionCode=LNG&itemTypeCode=SEC');
    expect(sectionalHref('/sectional?a=1', 'LNG', '')).toBe('/sectional?a=1&collectionCode=LNG');
  });
});

describe('reviews: a count, no rating (docs/decisions.md, the rating scale)', () => {
  it('the page model the island reads has the review count and no rating or stars field', () => {
    const fields = Object.keys(BrowseDto.schema as Record<string, unknown>);
    expect(fields).toContain('reviewCount');
    expect(fields.filter((field) => /rating|stars|score/i.test(field))).toEqual([]);
  });
});
