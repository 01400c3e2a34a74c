import { useCallback, useSyncExternalStore } from 'react';
import type { SwatchesEnv } from './env';

/** Whether `query` matches, following its changes (false without `matchMedia`, and on the server). */
export function useMediaQuery(env: SwatchesEnv, query: string): boolean {
  const subscribe = useCallback((listener: () => void) => env.matchMedia(query).subscribe(listener), [env, query]);
  const snapshot = useCallback(() => env.matchMedia(query).matches, [env, query]);
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
