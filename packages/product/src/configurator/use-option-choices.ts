import { dispatchAnalytics, getRecentSwatches, isCallError, useSignalValue, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useMemo, useState } from 'react';
import { filteredChoiceGroups, sortFilterSelection } from './calls';
import { choiceCodesOf, keepChoices, layoutOf, materialGroups, showsFilterPanel, showsRecentlyViewed, visibleGroups } from './choices-logic';
import type { ConfiguratorState } from './configurator-context';
import {
  DEFAULT_SORT,
  filterChoiceCodes,
  filterCounts,
  isNarrowing,
  sortAttributeId,
  toggleFilter,
  type SelectedFilter,
  type SortKey,
} from './filter-logic';
import { FILTER_INTERACTION, SERVER_ERROR } from './messages';
import type { Choice, Option } from './schema';
import { allGroups } from './selection-logic';

/**
 * A drawer's choices (002 §4-§5): its groups for the brand, the filter panel's selection, counts
 * and sort (the delivery-time toggle fetches the sort/filter selection, the fabric-type sort reloads
 * the choice groups through /api/special-order/filtered-choice-groups), load more, and the
 * recently viewed choices. Failed sort fetches are logged only and keep the groups as they were.
 */
export function useOptionChoices(option: Option, state: Pick<ConfiguratorState, 'sku' | 'brand' | 'env' | 'isLineItem' | 'refreshedFabric' | 'choose'>) {
  const layout = layoutOf(option);
  const isMaterial = layout === 'swatch';
  const baseGroups = useMemo(() => (isMaterial ? materialGroups(option, state.brand) : allGroups(option)), [option, isMaterial, state.brand]);
  const filters = useMemo(() => (option.filtersV2.length > 0 ? option.filtersV2 : option.filters), [option]);

  const [sort, setSort] = useState<{ key: SortKey; touched: boolean }>({ key: DEFAULT_SORT, touched: false });
  const [selected, setSelected] = useState<SelectedFilter[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const onError = (error: HearthCallError) => {
    if (!isCallError(error, 'abort')) state.env.log(`hearth: configurator: ${SERVER_ERROR}`, error);
  };
  const byFabricType = useCallData(sort.key === 'fabricType' ? filteredChoiceGroups : null, {
    query: { sku: state.sku, optioncode: option.code, optiontype: option.optionType, sort: 'fabricType' },
    onError,
  });
  const byDelivery = useCallData(sort.key === 'deliveryTime' && sort.touched ? sortFilterSelection : null, {
    query: { optionCode: option.code, sku: state.sku, attributeId: sortAttributeId(filters, 'deliveryTime'), sorKey: 'deliveryTime' },
    onError,
  });
  const sorted = sort.key === 'fabricType' ? byFabricType.data?.choiceGroups : sort.touched ? byDelivery.data?.choiceGroups : undefined;
  const groups = sorted && sorted.length > 0 ? sorted : baseGroups;

  const codes = useMemo(() => choiceCodesOf(baseGroups), [baseGroups]);
  const total = codes.length;
  const filtered = useMemo(() => filterChoiceCodes(codes, filters, selected), [codes, filters, selected]);
  const counts = useMemo(() => filterCounts(codes, filters, selected), [codes, filters, selected]);
  const filtering = filtered !== null;

  const shown = useMemo(() => {
    if (filtering) return { groups: keepChoices(groups, filtered), hidden: 0 };
    if (!isMaterial || expanded) return { groups, hidden: 0 };
    return visibleGroups(groups);
  }, [groups, filtered, filtering, isMaterial, expanded]);

  const recentRecords = useSignalValue(getRecentSwatches());
  const recent = useMemo(() => {
    if (!isMaterial) return [];
    const byCode = new Map<number, Choice>(baseGroups.flatMap((g) => g.choices.map((c) => [c.code, c] as const)));
    return recentRecords.flatMap((r) => {
      const choice = byCode.get(Number(r.ChoiceCode));
      return choice ? [choice] : [];
    });
  }, [recentRecords, baseGroups, isMaterial]);

  const track = (action: string, properties: Record<string, unknown> = {}) =>
    dispatchAnalytics(FILTER_INTERACTION, { optionCode: option.code, action, ...properties });

  return {
    layout,
    isMaterial,
    groups: shown.groups,
    hidden: shown.hidden,
    total,
    loadMore: () => setExpanded(true),
    recent: showsRecentlyViewed(total, recent.length, state.isLineItem) ? recent : [],
    filters: {
      shown: isMaterial && state.refreshedFabric && showsFilterPanel(filters.filter(isNarrowing).length, total),
      filters,
      selected,
      counts,
      resultCount: filtered?.size ?? total,
      filtering,
      panelOpen,
      setPanelOpen,
      sort: sort.key,
      toggle: (item: SelectedFilter) => {
        const checked = !selected.some((s) => s.filter === item.filter && s.label === item.label);
        setSelected(toggleFilter(selected, item));
        track(checked ? 'select' : 'deselect', { filter: item.title, value: item.label });
      },
      remove: (item: SelectedFilter) => {
        setSelected(toggleFilter(selected, item));
        track('remove chip', { filter: item.title, value: item.label });
      },
      clearAll: () => {
        setSelected([]);
        setSort({ key: DEFAULT_SORT, touched: sort.touched });
        track('clear all');
      },
      setSort: (key: SortKey) => {
        if (key === sort.key) return;
        setSort({ key, touched: true });
        track('sort', { value: key });
      },
    },
  };
}
