import { dispatchAnalytics, isCallError, type HearthCallError } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useMemo, useState } from 'react';
import { filteredChoiceGroups } from '../calls';
import { materialGroups, recommendedOrder } from './choices-logic';
import type { ConfiguratorState } from '../configurator-context';
import { facetCount, facetQuery, toggleFacet } from '../filters/filter-logic';
import { FILTER_INTERACTION, SERVER_ERROR } from '../events-and-logs';
import type { Choice, Option } from '../data/schema';

/** The panels of the Browse All modal [ref: configurator#screens]. */
export type BrowsePanel = 'grid' | 'filters' | 'details';
type Facets = Record<string, string[]>;

/**
 * Browse All [ref: configurator#screens, #rules]: the whole swatch grid, reloaded through GET
 * /api/special-order/filtered-choice-groups whenever a filter or the sort changes (values of one
 * facet joined with '+'), the 'Filter & Sort' panel (its changes wait for Apply or Done; Cancel
 * drops them), chips with 'Clear All', a pending choice that 'Save Selection' makes the option's.
 * A failed call is logged only and keeps the grid as it was [ref: configurator#errors].
 */
export function useBrowseAll(
  option: Option,
  state: Pick<ConfiguratorState, 'sku' | 'brand' | 'env' | 'selections' | 'data' | 'choose' | 'refreshedFabric'>,
) {
  const [applied, setApplied] = useState<Facets>({});
  const [draft, setDraft] = useState<Facets>({});
  const [sort, setSort] = useState('recommended');
  const [panel, setPanel] = useState<BrowsePanel>('grid');
  const selectedCode = state.selections.get(option.code);
  const [pending, setPending] = useState<Choice | undefined>(
    selectedCode === undefined ? undefined : state.data.choiceOf(option.code, selectedCode),
  );

  const result = useCallData(filteredChoiceGroups, {
    query: { sku: state.sku, optioncode: option.code, optiontype: option.optionType, ...facetQuery(applied), sort },
    keepPreviousData: true,
    onError: (error: HearthCallError) => {
      if (!isCallError(error, 'abort')) state.env.log(`hearth: configurator: ${SERVER_ERROR}`, error);
    },
  });
  const fallback = useMemo(() => materialGroups(option, state.brand), [option, state.brand]);
  const groups = useMemo(() => {
    const answered = result.error ? undefined : result.data?.choiceGroups;
    const list = answered ?? fallback;
    // [ref: configurator#validation]: prices show below the swatches in the refreshed layout, so recommended = currentPrice ascending
    return sort === 'recommended' && state.refreshedFabric
      ? list.map((g) => ({ ...g, choices: recommendedOrder(g.choices, true) }))
      : list;
  }, [result.data, result.error, fallback, sort, state.refreshedFabric]);
  const facets = (result.data?.facets ?? []).filter((f) => f.facetType !== 1 && f.key !== 'sort');
  const sortFacet = (result.data?.facets ?? []).find((f) => f.facetType === 1 || f.key === 'sort');
  const track = (action: string, properties: Record<string, unknown> = {}) =>
    dispatchAnalytics(FILTER_INTERACTION, { optionCode: option.code, surface: 'Browse All', action, ...properties });

  const chips = Object.entries(applied).flatMap(([key, values]) => {
    const facet = facets.find((f) => f.key === key);
    return values.map((value) => ({
      key,
      value,
      label: facet?.attributes.find((a) => a.key === value)?.label ?? value,
    }));
  });

  return {
    groups,
    loading: result.isLoading,
    facets,
    sortOptions: sortFacet?.attributes ?? [],
    sort,
    setSort: (next: string) => {
      setSort(next);
      track('sort', { value: next });
    },
    count: facetCount(applied),
    chips,
    removeChip: (key: string, value: string) => {
      setApplied(toggleFacet(applied, key, value));
      track('remove chip', { filter: key, value });
    },
    clearAll: () => {
      setApplied({});
      setDraft({});
      track('clear all');
    },
    panel,
    openFilters: () => {
      setDraft(applied);
      setPanel('filters');
    },
    draft,
    toggleDraft: (key: string, value: string) => setDraft(toggleFacet(draft, key, value)),
    clearDraft: () => setDraft({}),
    apply: (close: boolean) => {
      setApplied(draft);
      track('apply', { filters: facetQuery(draft) });
      if (close) setPanel('grid');
    },
    cancel: () => {
      setDraft(applied);
      setPanel('grid');
    },
    pending,
    setPending,
    showDetails: () => setPanel('details'),
    back: () => setPanel('grid'),
    save: () => {
      if (pending) state.choose(option, pending, 'pointer');
    },
  };
}
