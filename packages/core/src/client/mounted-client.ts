import { useMemo } from 'react';
import { useCallScope, type CallScope } from './call-scope';
import type { HearthClient } from './types';
import { UNSCOPED, unscopedClient } from './unscoped-client';

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
