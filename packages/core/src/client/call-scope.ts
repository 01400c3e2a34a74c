import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The life of what makes calls (an island, a component), as a ref: `current` is `false` once it
 * has gone; answers that come then are dropped and new calls are not sent.
 */
export interface CallScope {
  readonly current: boolean;
}

// layout effects run on unmount at once (passive ones may wait a frame); none on the server
const useMountEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The calling component's {@link CallScope}: live while it is mounted (a StrictMode unmount and
 * remount keeps it: the remount comes before any answer can), gone once it unmounts. For calls
 * its children make with a client they take only then (`scopeClient`); else
 * `useMountedClient`.
 */
export function useCallScope(): CallScope {
  const live = useRef(true);
  useMountEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);
  return live;
}
