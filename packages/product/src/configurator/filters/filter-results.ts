/**
 * The filter panel's results and counts [ref: configurator#rules] over the bitsets of filter-index:
 * the code a drawer needs only once it shows with filters, loaded then (filter-logic.ts keeps
 * what the first draw needs: the types, the selection, the sort).
 */
import { allBits, and, codesOf, countAnd, filterIndex, or, type Bits, type FilterIndex } from './filter-index';
import { FILTER_TYPE, filterKey, isNarrowing, type SelectedFilter } from './filter-logic';
import type { Filter } from '../data/schema';

export { filterIndex };

/** The bitset of a selected item; an item the filters do not have selects nothing. */
function bitsOfSelected(index: FilterIndex, selected: SelectedFilter, filters: readonly Filter[]): Bits {
  const item = filters[selected.filter]?.items.findIndex((i) => i.label === selected.label) ?? -1;
  return index.items[selected.filter]?.[item] ?? new Uint32Array(index.words);
}

/** The selection's result as a bitset (see {@link filterChoiceCodes}); `null` when nothing narrows. */
function resultBits(index: FilterIndex, filters: readonly Filter[], selected: readonly SelectedFilter[]): Bits | null {
  const narrowing = selected.filter(
    (s) => s.filterType === FILTER_TYPE.additive || s.filterType === FILTER_TYPE.intersecting,
  );
  if (narrowing.length === 0) return null;
  const additive = narrowing.filter((s) => s.filterType === FILTER_TYPE.additive);
  let result =
    additive.length === 0 ? allBits(index) : additive.map((s) => bitsOfSelected(index, s, filters)).reduce(or);
  for (const s of narrowing)
    if (s.filterType === FILTER_TYPE.intersecting) result = and(result, bitsOfSelected(index, s, filters));
  return result;
}

/**
 * The choice codes the selection leaves [ref: configurator#rules]: the union of the selected type-2 items (every
 * choice when none is selected), intersected with each selected type-3 item. `null` when no
 * narrowing filter is selected: nothing is filtered. Pass the option's {@link filterIndex} to
 * reuse it across changes (it is built from `all` and `filters` otherwise).
 */
export function filterChoiceCodes(
  all: readonly number[],
  filters: readonly Filter[],
  selected: readonly SelectedFilter[],
  index: FilterIndex = filterIndex(all, filters),
): Set<number> | null {
  const result = resultBits(index, filters, selected);
  return result ? codesOf(index, result) : null;
}

/**
 * The count shown beside each filter item, keyed by {@link filterKey} [ref: configurator#rules]: how many of the
 * option's choices it would show with the other filters as they are. A type-2 item counts its
 * choices that pass the selected type-3 items (type-2 items add to each other); a type-3 item
 * counts the current result that it keeps. A checkbox with count 0 is disabled.
 */
export function filterCounts(
  all: readonly number[],
  filters: readonly Filter[],
  selected: readonly SelectedFilter[],
  index: FilterIndex = filterIndex(all, filters),
): Map<string, number> {
  let featurePool = allBits(index);
  for (const s of selected)
    if (s.filterType === FILTER_TYPE.intersecting) featurePool = and(featurePool, bitsOfSelected(index, s, filters));
  const current = resultBits(index, filters, selected) ?? allBits(index);
  const counts = new Map<string, number>();
  filters.forEach((filter, f) => {
    if (!isNarrowing(filter)) return;
    const pool = filter.filterType === FILTER_TYPE.additive ? featurePool : current;
    filter.items.forEach((item, i) => counts.set(filterKey(f, item.label), countAnd(index.items[f]![i]!, pool)));
  });
  return counts;
}
