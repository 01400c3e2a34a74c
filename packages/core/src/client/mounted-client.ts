import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { HearthClient } from './types';
import { UNSCOPED, unscopedClient } from './unscoped-client';

/**
 * The life of what makes calls (an island, a component), as a ref: `current` is `false` once it
 * has gone; answers that come then are dropped and new calls are not sent.
 */
export interface CallScope {
  readonly current: boolean;
}

/** A promise that never settles: what a call of a scope that has gone gives (one each, so nothing is kept). */
const never = () => new Promise<never>(() => undefined);

/**
 * `client` bound to `scope`: once the scope has gone (an island removed from the page,
 * `hearth.unmount`, a React parent unmounting it) no new call is sent and no answer or failure
 * comes back, whenever its request ends: its promise never settles, so no state is set, nothing
 * is logged and no popup opens for a shopper who left.
 */
export function scopeClient<C extends Partial<HearthClient>>(client: C, scope: CallScope): C {
  const scoped: Record<string | symbol, unknown> = { ...client, [UNSCOPED]: unscopedClient(client) };
  for (const method of ['get', 'post', 'send'] as const) {
    const call = client[method] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (call)
      scoped[method] = (...args: unknown[]) =>
        scope.current
          ? call(...args).then(
              (value) => (scope.current ? value : never()),
              (error: unknown) => (scope.current ? Promise.reject(error) : never()),
            )
          : never();
  }
  return scoped as C;
}

// layout effects run on unmount at once (passive ones may wait a frame); none on the server
const useMountEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The calling component's {@link CallScope}: live while it is mounted (a StrictMode unmount and
 * remount keeps it: the remount comes before any answer can), gone once it unmounts. For calls
 * its children make with a client they take only then ({@link scopeClient}); else
 * {@link useMountedClient}.
 */
export function useCallScope(): CallScope {
  const live = useRef(true);
  useMountEffect(() => {
    live.current = true;
    return () => void (live.current = false);
  }, []);
  return live;
}

/**
 * `client` as the calling component may use it: an answer or a failure that comes once the
 * component has unmounted is dropped, and no call is sent then ({@link scopeClient}). For the
 * calls of actions (sends, a popup's data); reads through `useCallData` stop on their own when
 * no one reads them.
 *
 * @example
 * const client = useMountedClient(options.client ?? getClient());
 */
export function useMountedClient<C extends Partial<HearthClient>>(client: C): C {
  const scope = useCallScope();
  return useMemo(() => scopeClient(client, scope), [client, scope]);
}
