import { useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useBusyAction} returns. */
export interface BusyAction<A extends unknown[], R> {
  /**
   * Calls the action synchronously. While a call it started is in flight, further calls are
   * ignored and resolve to `undefined`. Resolves with the action's result, rejects with its error.
   */
  run: (...args: A) => Promise<R | undefined>;
  /** `true` from the moment an asynchronous call starts until it settles. */
  busy: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * Wraps an action so it cannot run twice at once: the guard is a ref, set in the same tick as the
 * call, so even two clicks dispatched before React re-renders send once (CONTRACT §6: "nothing is
 * sent twice"). A synchronous action never flips `busy`.
 *
 * @example
 * const { run, busy } = useBusyAction(() => client.post('addItem', body));
 * <Button busy={busy} onClick={run}>Add to Cart</Button>
 */
export function useBusyAction<A extends unknown[], R>(
  action: (...args: A) => R | Promise<R>,
): BusyAction<A, R> {
  const actionRef = useRef(action);
  actionRef.current = action;
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((...args: A): Promise<R | undefined> => {
    if (inFlight.current) return Promise.resolve(undefined);
    let result: R | Promise<R>;
    try {
      result = actionRef.current(...args);
    } catch (error) {
      return Promise.reject(error);
    }
    if (!isThenable(result)) return Promise.resolve(result);
    inFlight.current = true;
    setBusy(true);
    const settle = (): void => {
      inFlight.current = false;
      if (mounted.current) setBusy(false);
    };
    return Promise.resolve(result).then(
      (value) => {
        settle();
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
  }, []);

  return { run, busy };
}
