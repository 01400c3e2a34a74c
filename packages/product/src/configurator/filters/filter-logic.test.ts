import { describe, expect, it } from 'vitest';
import {
  facetCount,
  facetQuery,
  filterKey,
  sortAttributeId,
  sortKeyOf,
  toggleFacet,
  toggleFilter,
  type SelectedFilter,
} from './filter-logic';
import { filterChoiceCodes, filterCounts } from './filter-results';
import { sortLabels } from './sort-labels';
import type { Filter } from '../data/schema';

const item = (label: string, choiceCodes: number[], attributeId = 0) => ({
  label,
  choiceCodes,
  svgName: '',
  attributeQueries: attributeId ? [{ attributeId }] : [],
});
// choices 1-8: colours Blue {1,2,3}, Grey {4,5}, Red {6,7,8}; types Velvet {1,4,6}, Linen {2,5,7};
// features Performance {1,2,4,6}, Pet-friendly {2,4,8}
const FILTERS: Filter[] = [
  { filterType: 1, title: 'Sort By', items: [item('Delivery Time', [], 7), item('Fabric Type', [], 103)] },
  { filterType: 2, title: 'Color', items: [item('Blue', [1, 2, 3]), item('Grey', [4, 5]), item('Red', [6, 7, 8])] },
  { filterType: 2, title: 'Fabric Type', items: [item('Velvet', [1, 4, 6]), item('Linen', [2, 5, 7])] },
  { filterType: 3, title: 'Features', items: [item('Performance', [1, 2, 4, 6]), item('Pet-friendly', [2, 4, 8])] },
];
const ALL = [1, 2, 3, 4, 5, 6, 7, 8];
const sel = (filter: number, label: string): SelectedFilter => ({
  filter,
  label,
  title: FILTERS[filter]!.title,
  filterType: FILTERS[filter]!.filterType,
});
const sorted = (set: Set<number> | null) => (set ? [...set].sort((a, b) => a - b) : null);

describe('filterChoiceCodes: union of type-2 filters, intersected with each type-3 filter [ref: configurator#rules]', () => {
  it.each([
    ['nothing selected: no filtering', [], null],
    ['the sort toggle never filters', [sel(0, 'Fabric Type')], null],
    ['one type-2 item', [sel(1, 'Blue')], [1, 2, 3]],
    ['two type-2 items of one filter: union', [sel(1, 'Blue'), sel(1, 'Grey')], [1, 2, 3, 4, 5]],
    ['type-2 items of two filters: still a union', [sel(1, 'Grey'), sel(2, 'Velvet')], [1, 4, 5, 6]],
    ['one type-3 item alone narrows every choice', [sel(3, 'Performance')], [1, 2, 4, 6]],
    ['each type-3 item intersects', [sel(3, 'Performance'), sel(3, 'Pet-friendly')], [2, 4]],
    ['union of type 2, then intersected with type 3', [sel(1, 'Blue'), sel(1, 'Red'), sel(3, 'Pet-friendly')], [2, 8]],
    ['a selection nothing matches', [sel(1, 'Grey'), sel(3, 'Performance'), sel(3, 'Pet-friendly')], [4]],
    ['an empty result', [sel(1, 'Red'), sel(3, 'Pet-friendly'), sel(3, 'Performance')], []],
  ])('%s', (_name, selected, expected) => {
    expect(sorted(filterChoiceCodes(ALL, FILTERS, selected))).toEqual(expected);
  });

  it('only counts choices the option has', () => {
    expect(sorted(filterChoiceCodes([1, 2], FILTERS, [sel(1, 'Blue')]))).toEqual([1, 2]);
  });
});

describe('filterCounts (recomputed after each change; 0 disables the checkbox) [ref: configurator#rules]', () => {
  it('with nothing selected each item counts its choices', () => {
    const counts = filterCounts(ALL, FILTERS, []);
    expect(counts.get(filterKey(1, 'Blue'))).toBe(3);
    expect(counts.get(filterKey(3, 'Pet-friendly'))).toBe(3);
    expect(counts.has(filterKey(0, 'Delivery Time'))).toBe(false);
  });
  it('type-2 items count what passes the selected type-3 items; type-3 items count the current result', () => {
    const counts = filterCounts(ALL, FILTERS, [sel(1, 'Blue'), sel(3, 'Pet-friendly')]);
    expect(counts.get(filterKey(1, 'Blue'))).toBe(1); // 2
    expect(counts.get(filterKey(1, 'Grey'))).toBe(1); // 4
    expect(counts.get(filterKey(1, 'Red'))).toBe(1); // 8
    expect(counts.get(filterKey(2, 'Linen'))).toBe(1); // 2
    expect(counts.get(filterKey(3, 'Performance'))).toBe(1); // result {2} ∩ {1,2,4,6}
    expect(counts.get(filterKey(3, 'Pet-friendly'))).toBe(1);
  });
  it('a label left with nothing counts 0', () => {
    const counts = filterCounts(ALL, FILTERS, [sel(1, 'Grey'), sel(3, 'Performance')]);
    expect(counts.get(filterKey(3, 'Pet-friendly'))).toBe(1);
    expect(filterCounts(ALL, FILTERS, [sel(3, 'Pet-friendly'), sel(3, 'Performance')]).get(filterKey(1, 'Red'))).toBe(
      0,
    );
  });
});

describe('chips and the sort toggle', () => {
  it('toggleFilter adds and removes (a chip or Clear All re-runs the filter)', () => {
    const one = toggleFilter([], sel(1, 'Blue'));
    expect(one).toEqual([sel(1, 'Blue')]);
    expect(toggleFilter(one, sel(1, 'Blue'))).toEqual([]);
  });
  it('sort keys: delivery time (default) or fabric type', () => {
    expect(sortKeyOf('Fabric Type')).toBe('fabricType');
    expect(sortKeyOf('Delivery Time')).toBe('deliveryTime');
    expect(sortKeyOf('anything')).toBe('deliveryTime');
    expect(sortLabels(FILTERS)).toEqual(['Delivery Time', 'Fabric Type']);
    expect(sortLabels([])).toEqual(['Delivery Time', 'Fabric Type']);
    expect(sortAttributeId(FILTERS, 'fabricType')).toBe(103);
  });
});

describe('facets of the browse-all modal (values joined with "+") [ref: configurator#rules]', () => {
  it('joins, counts and toggles', () => {
    const selected = toggleFacet(toggleFacet({}, 'colorgroup', 'blue'), 'colorgroup', 'grey');
    expect(facetQuery(selected)).toEqual({ colorgroup: 'blue+grey' });
    expect(facetCount({ ...selected, features: ['performance'] })).toBe(3);
    expect(toggleFacet(selected, 'colorgroup', 'blue')).toEqual({ colorgroup: ['grey'] });
    expect(facetQuery(toggleFacet({ colorgroup: ['blue'] }, 'colorgroup', 'blue'))).toEqual({});
  });
  it('a facet key named __proto__ is a plain key', () => {
    const selected = toggleFacet({}, '__proto__', 'x');
    expect(facetQuery(selected)['__proto__']).toBe('x');
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });
});
