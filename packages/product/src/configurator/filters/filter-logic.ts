/**
 * The drawer's filter panel [ref: configurator#rules, #validation]: type 1 is the sort toggle, type 2 additive checkbox
 * filters, type 3 intersecting feature filters. The result is the union of the selected type-2
 * items, intersected with each selected type-3 item; counts are recomputed after each change
 * (over the bitsets of filter-index: filter-results.ts, loaded once a drawer with filters shows).
 */
import { dictionary } from '@hearth/core';
import type { Filter } from '../data/schema';
import { productMessage } from '../../wording';

/** [ref: configurator#data] filter types. */
export const FILTER_TYPE = { sort: 1, additive: 2, intersecting: 3 } as const;

/** One selected filter item: its filter's index and title, its label (a chip). */
export interface SelectedFilter {
  filter: number;
  title: string;
  label: string;
  filterType: number;
}

/** The key of a filter item, unique within an option. */
export const filterKey = (filter: number, label: string): string => `${filter}\u0000${label}`;

/** Whether a filter panel filter narrows the choices (types 2 and 3; type 1 sorts). */
export const isNarrowing = (filter: Pick<Filter, 'filterType'>): boolean =>
  filter.filterType === FILTER_TYPE.additive || filter.filterType === FILTER_TYPE.intersecting;

/** The selection with one item added or removed (a checkbox, a chip's remove button). */
export function toggleFilter(selected: readonly SelectedFilter[], item: SelectedFilter): SelectedFilter[] {
  const key = filterKey(item.filter, item.label);
  return selected.some((s) => filterKey(s.filter, s.label) === key)
    ? selected.filter((s) => filterKey(s.filter, s.label) !== key)
    : [...selected, item];
}

/** Sort keys of the type-1 toggle (delivery time, the default, or fabric type) [ref: configurator#rules]. */
export type SortKey = 'deliveryTime' | 'fabricType';
/** The default sort [ref: configurator#rules]. */
export const DEFAULT_SORT: SortKey = 'deliveryTime';

/** The sort key of a type-1 item's label; anything not 'Fabric Type' is delivery time. */
export function sortKeyOf(label: string): SortKey {
  return label.trim().toLowerCase() === productMessage('sortFabricType', 'Fabric Type').toLowerCase()
    ? 'fabricType'
    : 'deliveryTime';
}

/** The attribute id a sort item queries (sent with the delivery-time fetch), 0 when none. */
export function sortAttributeId(filters: readonly Filter[], key: SortKey): number {
  const toggle = filters.find((f) => f.filterType === FILTER_TYPE.sort);
  const item = toggle?.items.find((i) => sortKeyOf(i.label) === key);
  return item?.attributeQueries[0]?.attributeId ?? 0;
}

/** Joins facet values for a query (multiple values for a filter are joined with '+') [ref: configurator#rules]. */
export function facetQuery(selected: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const query = dictionary<string>();
  for (const [key, values] of Object.entries(selected)) if (values.length > 0) query[key] = values.join('+');
  return query;
}

/** How many facet values are selected (the browse-all 'Filter' toggle's count). */
export function facetCount(selected: Readonly<Record<string, readonly string[]>>): number {
  return Object.values(selected).reduce((n, values) => n + values.length, 0);
}

/** The facet selection with one value added or removed. */
export function toggleFacet(
  selected: Readonly<Record<string, readonly string[]>>,
  key: string,
  value: string,
): Record<string, string[]> {
  const result = dictionary<string[]>(Object.entries(selected).map(([k, v]) => [k, [...v]] as const));
  const values = result[key] ?? [];
  result[key] = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  if (result[key]!.length === 0) delete result[key];
  return result;
}
