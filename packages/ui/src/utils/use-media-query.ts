import { mediaQuery, type BrowserEnv } from '@hearth/core';
import { useCallback, useSyncExternalStore } from 'react';

// no viewport on the server; hydration starts from it too, then reads the browser's
const serverSnapshot = () => false;

/**
 * Whether the media `query` matches, following its changes: `false` on the server, while a
 * server-rendered component hydrates, and where there is no `matchMedia`.
 *
 * @param env - where the query is asked (tests and stories pass their own `matchMedia`). @default the page's `matchMedia`
 */
export function useMediaQuery(query: string, env: Partial<Pick<BrowserEnv, 'matchMedia'>> = {}): boolean {
  const ask = env.matchMedia ?? mediaQuery;
  const subscribe = useCallback((listener: () => void) => ask(query).subscribe(listener), [ask, query]);
  const snapshot = useCallback(() => ask(query).matches, [ask, query]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
