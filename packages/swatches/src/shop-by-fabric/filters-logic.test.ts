// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  NO_FILTERS,
  clearFilters,
  facetName,
  filtersQuery,
  filtersToSearch,
  hasFilters,
  readFilters,
  toggleFilter,
  withSort,
} from './filters-logic';
import { pageCount, pageItems, pageSizeOf } from './paging-logic';

describe('filters in the URL (name=key1+key2 joined with &) [ref: shop-by-fabric#screens]', () => {
  it('writes them', () => {
    const filters = {
      ...NO_FILTERS,
      features: ['performance', 'pet-friendly'],
      colorgroup: ['blue'],
      sort: 'name',
      page: 2,
    };
    expect(filtersToSearch(filters)).toBe('?features=performance+pet-friendly&colorgroup=blue&sort=name&page=2');
  });

  it('reads them back on arrival', () => {
    expect(
      readFilters('?features=performance+pet-friendly&colorgroup=blue&fabrictype=velvet&sort=name&page=2'),
    ).toEqual({
      features: ['performance', 'pet-friendly'],
      colorgroup: ['blue'],
      fabrictype: ['velvet'],
      sort: 'name',
      page: 2,
    });
  });

  it('round-trips, and leaves out what is not set', () => {
    const filters = { ...NO_FILTERS, fabrictype: ['linen-blend'] };
    expect(readFilters(filtersToSearch(filters))).toEqual(filters);
    expect(filtersToSearch(NO_FILTERS)).toBe('');
  });

  it('keeps the other parameters of the query', () => {
    expect(filtersToSearch({ ...NO_FILTERS, colorgroup: ['red'] }, '?site=CA&colorgroup=blue&page=3')).toBe(
      '?site=CA&colorgroup=red',
    );
  });

  it('a sort value on arrival preselects that sort', () => {
    expect(readFilters('?sort=priceLowHigh').sort).toBe('priceLowHigh');
  });

  it.each([
    ['?features=a%2Bb', ['a', 'b']],
    ['?features=a++b', ['a', 'b']],
    ['?features=a+a', ['a']],
    ['?features=', []],
  ])('%s → %j', (search, features) => {
    expect(readFilters(search).features).toEqual(features);
  });

  it.each(['0', '-1', '2.5', 'x', ''])('page %j is page 1', (page) => {
    expect(readFilters(`?page=${page}`).page).toBe(1);
  });
});

describe('the call [ref: shop-by-fabric#calls]', () => {
  it('sends features, colorgroup, fabrictype, sort and page; keys joined for the client to write as +', () => {
    const query = filtersQuery({ ...NO_FILTERS, features: ['a', 'b'], sort: 'name', page: 3 });
    expect(query).toEqual({ features: 'a b', colorgroup: undefined, fabrictype: undefined, sort: 'name', page: 3 });
    const url = new URL('https://shop.test/free-swatches/get-filtered-results');
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) url.searchParams.append(key, String(value));
    expect(url.search).toBe('?features=a+b&sort=name&page=3');
  });
});

describe('changing filters', () => {
  it('toggles an attribute and goes back to page 1', () => {
    const on = toggleFilter({ ...NO_FILTERS, page: 4 }, 'colorgroup', 'blue');
    expect(on).toMatchObject({ colorgroup: ['blue'], page: 1 });
    expect(toggleFilter(on, 'colorgroup', 'blue').colorgroup).toEqual([]);
  });

  it('a sort from page 1; Clear All keeps the sort', () => {
    expect(withSort({ ...NO_FILTERS, page: 3 }, 'name')).toMatchObject({ sort: 'name', page: 1 });
    const filters = { ...NO_FILTERS, features: ['a'], sort: 'name', page: 2 };
    expect(hasFilters(filters)).toBe(true);
    expect(clearFilters(filters)).toEqual({ ...NO_FILTERS, sort: 'name' });
    expect(hasFilters(clearFilters(filters))).toBe(false);
  });

  it.each([
    [{ facetType: 2 }, 'features'],
    [{ facetType: 3 }, 'colorgroup'],
    [{ facetType: 4 }, 'fabrictype'],
    [{ facetType: 1, key: 'sort' }, 'sort'],
    [{ key: 'fabrictype' }, 'fabrictype'],
    [{ key: 'other', facetType: 9 }, undefined],
  ])('facet %j sets %s (2 feature, 3 colour, 4 type) [ref: shop-by-fabric#data]', (facet, name) => {
    expect(facetName(facet)).toBe(name);
  });
});

describe('pagination by page number', () => {
  it('counts pages', () => {
    expect(pageCount(348, 24)).toBe(15);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(0, 24)).toBe(1);
    // an answer without a usable count or size is one page, not Infinity or NaN pages
    expect(pageCount(348, 0)).toBe(1);
    expect(pageCount(348, Number.NaN)).toBe(1);
    expect(pageCount(Number.NaN, 24)).toBe(1);
  });

  it('finds the page size', () => {
    expect(pageSizeOf(24, 12, 15, 348)).toBe(24);
    expect(pageSizeOf(undefined, 24, 2, 48)).toBe(24);
    expect(pageSizeOf(undefined, 12, 15, 348)).toBe(24);
    expect(pageSizeOf(undefined, 24, 1, 24)).toBe(24);
    expect(pageSizeOf(undefined, 0, 1, 0)).toBe(1);
  });

  it('shows the first, the last and two either side of the current page', () => {
    expect(pageItems(1, 15)).toEqual([1, 2, 3, 'gap', 15]);
    expect(pageItems(8, 15)).toEqual([1, 'gap', 6, 7, 8, 9, 10, 'gap', 15]);
    expect(pageItems(4, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});
