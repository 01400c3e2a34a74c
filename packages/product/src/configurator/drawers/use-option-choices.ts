import { dispatchAnalytics, isCallError, useSignalValue, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { getRecentSwatches } from '@hearth/commerce';
import { sortFilterChoiceGroups, sortFilterSelection } from '../calls';
import {
  choiceCodesOf,
  getSwatchHidden,
  keepChoices,
  sameChoices,
  layoutOf,
  materialGroups,
  showsFilterPanel,
  showsRecentlyViewed,
  visibleGroups,
} from './choices-logic';
import type { ConfiguratorState } from '../configurator-context';
import {
  DEFAULT_SORT,
  isNarrowing,
  sortAttributeId,
  toggleFilter,
  type SelectedFilter,
  type SortKey,
} from '../filters/filter-logic';
import type * as FilterResults from '../filters/filter-results';
import { FILTER_INTERACTION, SERVER_ERROR } from '../events-and-logs';
import type { Choice, ChoiceGroup, Option } from '../data/schema';
import { allGroups, selectionPayloads } from '../summary/selection-logic';

const NO_COUNTS: ReadonlyMap<string, number> = new Map();

let filterResults: Promise<typeof FilterResults> | undefined;

/**
 * The filter panel's results and counts (filter-results.ts), loaded once a drawer with filters
 * shows: no page pays for them at its first draw, and a drawer's filter panel opens on a press,
 * after its own code loads, by when these are in. A failed load is tried again by the next drawer.
 */
function useFilterResults(wanted: boolean): typeof FilterResults | null {
  const [loaded, setLoaded] = useState<typeof FilterResults | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    filterResults ??= import('../filters/filter-results');
    filterResults.then(
      (module) => live && setLoaded(module),
      () => (filterResults = undefined),
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded;
}

/** The shopper's recently viewed choices among the option's (material options only, once drawn). */
function useRecentChoices(baseGroups: readonly ChoiceGroup[], isMaterial: boolean): Choice[] {
  const recentRecords = useSignalValue(getRecentSwatches());
  return useMemo(() => {
    if (!isMaterial) return [];
    const byCode = new Map<number, Choice>(baseGroups.flatMap((g) => g.choices.map((c) => [c.code, c] as const)));
    return recentRecords.flatMap((r) => {
      const choice = byCode.get(Number(r.ChoiceCode));
      return choice ? [choice] : [];
    });
  }, [recentRecords, baseGroups, isMaterial]);
}

/** The sort, and the shopper's selections when it was asked for (none before the first change). */
interface SortState {
  key: SortKey;
  /** The `choices` its choice groups are asked with. */
  choices?: string;
}

/**
 * The filter panel's handlers, stable (the filter rows are memoized): they read the latest
 * selection and sort, and each sends its analytics event.
 */
function useFilterHandlers(
  optionCode: Option['code'],
  selected: SelectedFilter[],
  sort: SortState,
  setSelected: Dispatch<SetStateAction<SelectedFilter[]>>,
  /** Sets the sort, which asks for its choice groups. */
  changeSort: (key: SortKey) => void,
) {
  const latest = useRef({ selected, sort });
  latest.current = { selected, sort };
  return useMemo(() => {
    const track = (action: string, properties: Record<string, unknown> = {}) =>
      dispatchAnalytics(FILTER_INTERACTION, { optionCode, action, ...properties });
    return {
      toggle: (item: SelectedFilter) => {
        const { selected: current } = latest.current;
        const checked = !current.some((s) => s.filter === item.filter && s.label === item.label);
        setSelected(toggleFilter(current, item));
        track(checked ? 'select' : 'deselect', { filter: item.title, value: item.label });
      },
      remove: (item: SelectedFilter) => {
        setSelected(toggleFilter(latest.current.selected, item));
        track('remove chip', { filter: item.title, value: item.label });
      },
      clearAll: () => {
        setSelected([]);
        if (latest.current.sort.key !== DEFAULT_SORT) changeSort(DEFAULT_SORT);
        track('clear all');
      },
      setSort: (key: SortKey) => {
        if (key === latest.current.sort.key) return;
        changeSort(key);
        track('sort', { value: key });
      },
    };
  }, [optionCode, setSelected, changeSort]);
}

/**
 * A drawer's choices [ref: configurator#rules, #validation]: its groups for the brand, the filter panel's selection, counts
 * and sort (each sort type change reloads the choice groups through the sort/filter choice-group
 * call, with the shopper's selections as `choices`; the delivery-time toggle also sends the
 * sort/filter selection fetch), load more, and the recently viewed choices. Failed or malformed
 * sort answers are logged only and keep the groups as they were.
 */
export function useOptionChoices(
  option: Option,
  state: Pick<
    ConfiguratorState,
    'sku' | 'brand' | 'env' | 'isLineItem' | 'refreshedFabric' | 'choose' | 'inStockAttributeId' | 'selections' | 'data'
  >,
  /**
   * Its choices show (an open drawer, an inline list, Browse All). A closed drawer shows only its
   * count: the filter index and counts, the swatch rule and the recent choices wait until it opens
   * (at page load they were a good part of the configurator's first draw, for every closed drawer).
   * @default true
   */
  drawn = true,
) {
  const layout = layoutOf(option);
  const isMaterial = layout === 'swatch';
  const baseGroups = useMemo(
    () => (isMaterial ? materialGroups(option, state.brand) : allGroups(option)),
    [option, isMaterial, state.brand],
  );
  const filters = useMemo(() => (option.filtersV2.length > 0 ? option.filtersV2 : option.filters), [option]);

  // the sort: each change asks for its choice groups with the selections of that moment (an answer
  // is kept per sort and selections, so going back to one neither refetches nor re-checks 2,000 choices)
  const [sort, setSort] = useState<SortState>({ key: DEFAULT_SORT });
  const [selected, setSelected] = useState<SelectedFilter[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const live = useRef(state);
  live.current = state;
  const changeSort = useCallback((key: SortKey) => {
    const { data, selections } = live.current;
    setSort({ key, choices: JSON.stringify(selectionPayloads(data.options, selections, data.choiceOf)) });
  }, []);

  const onError = (error: HearthCallError) => {
    if (!isCallError(error, 'abort')) state.env.log(`hearth: configurator: ${SERVER_ERROR}`, error);
  };
  const asked = sort.choices !== undefined;
  // the answer, kept while the next sort's is read and when that fails or is malformed (swr's previous data)
  const sorted = useCallData(asked ? sortFilterChoiceGroups : null, {
    query: { choices: sort.choices, optionCode: option.code, sku: state.sku, sortType: sort.key },
    keepPreviousData: true,
    onError,
  });
  useCallData(asked && sort.key === 'deliveryTime' ? sortFilterSelection : null, {
    query: {
      optionCode: option.code,
      sku: state.sku,
      attributeId: sortAttributeId(filters, 'deliveryTime'),
      sorKey: 'deliveryTime',
    },
    onError,
  });
  const answered = sorted.data?.choiceGroups;
  // a sort answer reorders the same choices: keep the option's own objects, so unchanged swatches skip their render
  const groups = useMemo(
    () => (answered && answered.length > 0 ? sameChoices(answered, baseGroups) : baseGroups),
    [answered, baseGroups],
  );

  const codes = useMemo(() => choiceCodesOf(baseGroups), [baseGroups]);
  // [ref: configurator#validation]: the second brand hides the get-swatch button when every choice of the option is out
  const swatchHidden = useMemo(
    () =>
      drawn &&
      getSwatchHidden(
        state.brand,
        baseGroups.flatMap((g) => g.choices),
        state.inStockAttributeId,
      ),
    [drawn, state.brand, baseGroups, state.inStockAttributeId],
  );
  const total = codes.length;
  const results = useFilterResults(drawn && filters.some(isNarrowing));
  const index = useMemo(
    () => (drawn && results ? results.filterIndex(codes, filters) : undefined),
    [drawn, results, codes, filters],
  );
  const filtered = useMemo(
    () => (results && index ? results.filterChoiceCodes(codes, filters, selected, index) : null),
    [results, codes, filters, selected, index],
  );
  const counts = useMemo(
    () => (results && index ? results.filterCounts(codes, filters, selected, index) : NO_COUNTS),
    [results, codes, filters, selected, index],
  );
  const filtering = filtered !== null;

  const shown = useMemo(() => {
    if (filtering) return { groups: keepChoices(groups, filtered), hidden: 0 };
    if (!isMaterial || expanded) return { groups, hidden: 0 };
    return visibleGroups(groups);
  }, [groups, filtered, filtering, isMaterial, expanded]);

  const recent = useRecentChoices(baseGroups, isMaterial && drawn);

  const handlers = useFilterHandlers(option.code, selected, sort, setSelected, changeSort);

  return {
    layout,
    isMaterial,
    groups: shown.groups,
    hidden: shown.hidden,
    total,
    swatchHidden,
    loadMore: () => setExpanded(true),
    recent: showsRecentlyViewed(total, recent.length, state.isLineItem) ? recent : [],
    filters: {
      shown:
        drawn && isMaterial && state.refreshedFabric && showsFilterPanel(filters.filter(isNarrowing).length, total),
      filters,
      selected,
      counts,
      resultCount: filtered?.size ?? total,
      filtering,
      panelOpen,
      setPanelOpen,
      sort: sort.key,
      /** The sort's choice groups are being read. */
      sorting: sorted.isValidating,
      ...handlers,
    },
  };
}
