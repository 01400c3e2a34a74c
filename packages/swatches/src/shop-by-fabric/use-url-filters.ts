import { useCallback, useEffect, useState } from 'react';
import type { SwatchesEnv } from '../shared/env';
import { filtersToSearch, readFilters, type SwatchFilters } from './filters-logic';

/**
 * The filters in the page address (002 §2): read on arrival, each change written as a new history
 * entry (so back and forward step through them), and read again on back and forward.
 */
export function useUrlFilters(env: SwatchesEnv): [SwatchFilters, (next: SwatchFilters) => void] {
  const [filters, setFilters] = useState(() => readFilters(env.location.search));
  useEffect(() => env.onPopState(() => setFilters(readFilters(env.location.search))), [env]);
  const change = useCallback(
    (next: SwatchFilters) => {
      setFilters(next);
      const { pathname, search, hash } = env.location;
      env.pushUrl(`${pathname}${filtersToSearch(next, search)}${hash}`);
    },
    [env],
  );
  return [filters, change];
}
