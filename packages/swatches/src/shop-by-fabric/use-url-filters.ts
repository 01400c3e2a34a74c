import { samePageUrl } from '@hearth/core';
import { useCallback, useEffect, useState } from 'react';
import type { SwatchesEnv } from '../shared/env';
import { filtersToSearch, readFilters, type SwatchFilters } from './filters-logic';

/**
 * The filters in the page address [ref: shop-by-fabric#screens]: read on arrival, each change written as a new history
 * entry (so back and forward step through them), and read again on back and forward.
 */
export function useUrlFilters(env: SwatchesEnv): [SwatchFilters, (next: SwatchFilters) => void] {
  const [filters, setFilters] = useState(() => readFilters(env.location.search));
  useEffect(() => env.onPopState(() => setFilters(readFilters(env.location.search))), [env]);
  const change = useCallback(
    (next: SwatchFilters) => {
      setFilters(next);
      // The page's own address with the new query, never `//host…` (a page served at a path starting with //).
      env.pushUrl(samePageUrl(env.location, filtersToSearch(next, env.location.search), env.location.hash));
    },
    [env],
  );
  return [filters, change];
}
