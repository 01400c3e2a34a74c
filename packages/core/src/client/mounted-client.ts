import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { CallOptions, HearthClient } from './types';

/** The life of what makes calls (an island, a component): its calls are dropped once it has gone. */
export interface CallScope {
  /** `false` once it has gone: answers that come then are dropped, new calls are not sent. */
  readonly live: boolean;
  /** Aborted once it has gone: the requests under way stop. */
  readonly signal: AbortSignal;
  /** It has gone. The abort waits a task: a StrictMode remount comes back before it. */
  end(): void;
  /** It is back (a StrictMode remount, or mounted again). */
  resume(): void;
}

/** A scope, live until {@link CallScope.end}. */
export function createCallScope(): CallScope {
  let controller = new AbortController();
  let live = true;
  return {
    get live() {
      return live;
    },
    get signal() {
      return controller.signal;
    },
    end() {
      live = false;
      setTimeout(() => !live && controller.abort());
    },
    resume() {
      live = true;
      if (controller.signal.aborted) controller = new AbortController();
    },
  };
}

/** Where a scoped client keeps the client it wraps. */
const UNSCOPED = Symbol.for('hearth.unscopedClient');

/**
 * The client a {@link scopeClient} wraps (else `client` itself): for reads shared between
 * components (`useCallData`), which stop on their own when no one reads them, and whose request
 * must settle for every reader.
 */
export function unscopedClient<C extends object>(client: C): C {
  return (client as { [UNSCOPED]?: C })[UNSCOPED] ?? client;
}

/** A promise that never settles: what a call of a scope that has gone resolves to. */
const never = <T>() => new Promise<T>(() => undefined);

/**
 * `client` bound to `scope`: each call also stops when the scope's signal aborts, and once the
 * scope has gone (issue 35: an island removed from the page, `hearth.unmount`, a React parent
 * unmounting it) no new call is sent and no answer or failure comes back: its promise never
 * settles, so no state is set, nothing is logged and no popup opens for a shopper who left.
 */
export function scopeClient<C extends Partial<HearthClient>>(client: C, scope: CallScope): C {
  const within = <T>(options: CallOptions<any> | undefined, run: (options: CallOptions<any>) => Promise<T>) => {
    if (!scope.live) return never<T>();
    const own = options?.signal;
    const scoped = scope.signal;
    let signal = scoped;
    let unlink = () => undefined as void;
    if (own) {
      // either signal stops the call (AbortSignal.any, where browsers have it)
      const both = new AbortController();
      const stop = () => both.abort();
      own.addEventListener('abort', stop);
      scoped.addEventListener('abort', stop);
      if (own.aborted || scoped.aborted) stop();
      unlink = () => {
        own.removeEventListener('abort', stop);
        scoped.removeEventListener('abort', stop);
      };
      signal = both.signal;
    }
    return run({ ...options, signal }).then(
      (value) => (unlink(), scope.live ? value : never<T>()),
      (error: unknown) => (unlink(), scope.live ? Promise.reject(error) : never<T>()),
    );
  };
  return {
    ...client,
    [UNSCOPED]: unscopedClient(client),
    ...(client.get && { get: (call, options) => within(options, (o) => client.get!(call, o)) }),
    ...(client.post && { post: (call, body, options) => within(options, (o) => client.post!(call, body, o)) }),
    ...(client.send && { send: (call, options) => within(options, (o) => client.send!(call, o)) }),
  } as C;
}

// layout effects run on unmount at once (passive ones may wait a frame); none on the server
const useMountEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The calling component's {@link CallScope}: live while it is mounted (a StrictMode unmount and
 * remount keeps it), gone once it unmounts. For calls made by its children with a client they
 * take only then ({@link scopeClient}); else {@link useMountedClient}.
 */
export function useCallScope(): CallScope {
  const [scope] = useState(createCallScope);
  useMountEffect(() => {
    scope.resume();
    return () => scope.end();
  }, [scope]);
  return scope;
}

/**
 * `client` as the calling component may use it: its calls stop when the component unmounts, and
 * an answer that comes after that is dropped ({@link scopeClient}). For the calls of actions
 * (sends, a popup's data); reads through `useCallData` stop on their own when no one reads them.
 *
 * @example
 * const client = useMountedClient(options.client ?? getClient());
 */
export function useMountedClient<C extends Partial<HearthClient>>(client: C): C {
  const scope = useCallScope();
  return useMemo(() => scopeClient(client, scope), [client, scope]);
}
