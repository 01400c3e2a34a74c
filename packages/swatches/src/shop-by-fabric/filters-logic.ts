/**
 * The shop-by-fabric filters [ref: shop-by-fabric#screens, #data, #calls] as pure functions: features, colorgroup, fabrictype
 * and sort, written to the URL query as name=key1+key2 joined with &, read back on arrival, and
 * sent to GET /free-swatches/get-filtered-results with the page number.
 */
import type { Facet } from './schema';

/** The filter names of [ref: shop-by-fabric#screens] (also the query names of [ref: shop-by-fabric#calls]). */
export const FILTER_NAMES = ['features', 'colorgroup', 'fabrictype'] as const;
/** One filter name. */
export type FilterName = (typeof FILTER_NAMES)[number];

/** [ref: shop-by-fabric#data]: facetType 2 feature, 3 colour, 4 type. */
export const FACET_TYPES: Readonly<Record<number, FilterName>> = { 2: 'features', 3: 'colorgroup', 4: 'fabrictype' };

/** The page's filter state. */
export interface SwatchFilters {
  features: string[];
  colorgroup: string[];
  fabrictype: string[];
  /** The sort key; '' for the server's default. */
  sort: string;
  /** The page number, from 1. */
  page: number;
}

/** No filter, the server's sort, page 1. */
export const NO_FILTERS: SwatchFilters = { features: [], colorgroup: [], fabrictype: [], sort: '', page: 1 };

const keysOf = (value: string | null): string[] => [...new Set((value ?? '').split(/[\s+]+/).filter(Boolean))];

/**
 * Reads the filters from a URL query (arriving with them, or back and forward) [ref: shop-by-fabric#screens]. Values
 * are split on '+' (a space once decoded); a page that is not a whole number from 1 is page 1.
 */
export function readFilters(search: string): SwatchFilters {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    features: keysOf(params.get('features')),
    colorgroup: keysOf(params.get('colorgroup')),
    fabrictype: keysOf(params.get('fabrictype')),
    sort: keysOf(params.get('sort'))[0] ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The URL query for the filters (name=key1+key2 joined with &) [ref: shop-by-fabric#screens], keeping the query's other
 * parameters (a campaign's, the demo's site switch) before them. Empty filters, the default sort
 * and page 1 are left out. Returns '' or a string starting with '?'.
 */
export function filtersToSearch(filters: SwatchFilters, current = ''): string {
  const params = new URLSearchParams(current);
  for (const name of [...FILTER_NAMES, 'sort', 'page']) params.delete(name);
  // URLSearchParams writes a space as '+': keys joined by spaces come out as key1+key2.
  for (const name of FILTER_NAMES) if (filters[name].length) params.set(name, filters[name].join(' '));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** [ref: shop-by-fabric#calls]: the get-filtered-results query (the client writes the spaces as '+'). */
export function filtersQuery(filters: SwatchFilters): Record<string, string | number | undefined> {
  const joined = (name: FilterName) => (filters[name].length ? filters[name].join(' ') : undefined);
  return {
    features: joined('features'),
    colorgroup: joined('colorgroup'),
    fabrictype: joined('fabrictype'),
    sort: filters.sort || undefined,
    page: filters.page,
  };
}

/** Adds or removes one attribute of a filter; any change goes back to page 1. */
export function toggleFilter(filters: SwatchFilters, name: FilterName, key: string): SwatchFilters {
  const list = filters[name];
  const next = list.includes(key) ? list.filter((item) => item !== key) : [...list, key];
  return { ...filters, [name]: next, page: 1 };
}

/** A new sort, from page 1. */
export function withSort(filters: SwatchFilters, sort: string): SwatchFilters {
  return { ...filters, sort, page: 1 };
}

/** [ref: shop-by-fabric#screens] 'Clear All': no filter left, the sort kept, page 1. */
export function clearFilters(filters: SwatchFilters): SwatchFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

/** Whether any filter (not the sort) is set. */
export function hasFilters(filters: SwatchFilters): boolean {
  return FILTER_NAMES.some((name) => filters[name].length > 0);
}

/** The filter a facet sets, by facetType [ref: shop-by-fabric#data], else by its key; 'sort' for the sort facet. */
export function facetName(facet: Facet): FilterName | 'sort' | undefined {
  const byType = typeof facet.facetType === 'number' ? FACET_TYPES[facet.facetType] : undefined;
  if (byType) return byType;
  const key = facet.key?.trim().toLowerCase();
  if (key === 'sort') return 'sort';
  return FILTER_NAMES.find((name) => name === key);
}

/** The key of the same filters, for comparing states. */
export function filtersKey(filters: SwatchFilters): string {
  return filtersToSearch(filters);
}
