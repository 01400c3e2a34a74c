import { dispatchAnalytics, useSignalValue } from '@hearth/core';
import { useCallData } from '@hearth/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { getRecentSwatches } from '@hearth/commerce';
import { getAddedSwatches, setAddedSwatches, toggleCode } from '../shared/added-swatches';
import { swatchesEnv, type SwatchesEnv } from '../shared/env';
import { codeKey, type SwatchChoice } from '../shared/swatch-choice';
import { getFilteredResults, getNlaFabrics, getRecentFabrics } from './calls';
import {
  clearFilters,
  filtersKey,
  filtersQuery,
  toggleFilter,
  withSort,
  type FilterName,
  type SwatchFilters,
} from './filters-logic';
import type { FilteredResults } from './schema';
import { RECENT_CARDS_MAX, cardsInOrder, nlaCodesOfAnswer } from './shop-by-fabric-logic';
import { useUrlFilters } from './use-url-filters';
import { SERVER_ERROR_LOG } from '../constants';

/** Options of {@link useShopByFabric}. */
export interface UseShopByFabricOptions {
  /** The results the server rendered the page with (for the filters in its address); then nothing is fetched on arrival. @default undefined */
  initial?: FilteredResults | undefined;
  /** @default swatchesEnv() */
  env?: Partial<SwatchesEnv> | undefined;
}

/** What {@link useShopByFabric} returns. */
export interface ShopByFabricResult {
  filters: SwatchFilters;
  data: FilteredResults | undefined;
  loading: boolean;
  added: string[];
  nlaCodes: string[];
  recentCards: SwatchChoice[];
  known: Map<string, SwatchChoice>;
  remember: (card: SwatchChoice) => void;
  toggleFilter: (name: FilterName, key: string) => void;
  setSort: (sort: string) => void;
  clearAll: () => void;
  goToPage: (page: number) => void;
  toggleAdded: (code: string) => string[];
  setAdded: (codes: ReadonlyArray<string | number>) => string[];
  env: SwatchesEnv;
}

/**
 * The shop-by-fabric page [ref: shop-by-fabric]: the filters in the address, the cards and facets of
 * GET get-filtered-results (a failure is logged and the loading indicator hidden, the last cards
 * stay), the added swatches (cookie addedCartSwatches, shared with the order modal) and their NLA
 * check, and the recently viewed fabrics.
 */
export function useShopByFabric({ initial, env: envPartial }: UseShopByFabricOptions = {}): ShopByFabricResult {
  const env = useMemo(() => swatchesEnv(envPartial), [envPartial]);
  const log = (error: unknown) => env.log(SERVER_ERROR_LOG, error);
  const [filters, setFilters] = useUrlFilters(env);
  const arrival = useRef(filtersKey(filters));
  const fromServer = initial !== undefined && filtersKey(filters) === arrival.current;
  const results = useCallData(fromServer ? null : getFilteredResults, {
    query: filtersQuery(filters),
    keepPreviousData: true,
    onError: log,
  });
  const last = useRef<FilteredResults | undefined>(initial);
  const data = fromServer ? initial : (results.data ?? last.current);
  last.current = data;

  const added = useSignalValue(getAddedSwatches());
  const nla = useCallData(added.length > 0 ? getNlaFabrics : null, {
    query: { choiceCodes: added.join(',') },
    keepPreviousData: true,
    onError: log,
  });
  const recentCodes = useSignalValue(getRecentSwatches())
    .map((record) => codeKey(record.ChoiceCode))
    .slice(0, RECENT_CARDS_MAX);
  const recent = useCallData(recentCodes.length > 0 ? getRecentFabrics : null, {
    query: { choiceCodes: recentCodes.join(',') },
    keepPreviousData: true,
    onError: log,
  });

  // Cards met anywhere on the page, for the added swatches and the order modal.
  const [fetched, setFetched] = useState<ReadonlyMap<string, SwatchChoice>>(new Map());
  const known = useMemo(() => {
    const map = new Map(fetched);
    for (const card of [...(recent.data?.cards ?? []), ...(data?.cardsDto.cards ?? [])])
      map.set(codeKey(card.code), card);
    return map;
  }, [fetched, recent.data, data]);
  const remember = useCallback(
    (card: SwatchChoice) => setFetched((map) => new Map(map).set(codeKey(card.code), card)),
    [],
  );

  const change = (next: SwatchFilters, interaction?: { filter: string; value: string; action: string }) => {
    setFilters(next);
    if (interaction) dispatchAnalytics('Filter Interaction', interaction);
  };
  return {
    filters,
    data,
    /** A request is under way (the loading indicator); false again after a failure. */
    loading: !fromServer && results.isValidating,
    added,
    nlaCodes: nlaCodesOfAnswer(nla.data),
    recentCards: cardsInOrder(
      recentCodes,
      new Map((recent.data?.cards ?? []).map((card) => [codeKey(card.code), card])),
    ),
    known,
    remember,
    toggleFilter: (name: FilterName, key: string) => {
      const on = !filters[name].includes(key);
      change(toggleFilter(filters, name, key), { filter: name, value: key, action: on ? 'add' : 'remove' });
    },
    setSort: (sort: string) => change(withSort(filters, sort), { filter: 'sort', value: sort, action: 'sort' }),
    clearAll: () => change(clearFilters(filters), { filter: 'all', value: '', action: 'clear' }),
    goToPage: (page: number) => change({ ...filters, page }),
    /** [ref: shop-by-fabric#rules]: adding or removing a swatch toggles it, saved to the cookie for 7 days. */
    toggleAdded: (code: string) => setAddedSwatches(toggleCode(added, code)),
    setAdded: setAddedSwatches,
    env,
  };
}

/** What {@link useShopByFabric} returns. */
export type ShopByFabricState = ReturnType<typeof useShopByFabric>;
