import {
  getClient,
  isCallError,
  unscopedClient,
  type CallDefinition,
  type HearthCallError,
  type HearthClient,
} from '@hearth/core';
import { useCallback, useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr';
import { callDataKey, type CallDataQuery } from './call-data-key';
import { holdKey, pendingRequest, startRequest } from './call-requests';

/** Name of the hook, reused in messages. */
export const USE_CALL_DATA_NAME = 'useCallData';

/** The client methods a read uses; `getClient()` is one. */
export type CallDataClient = Pick<HearthClient, 'get' | 'post'>;

/** Options of {@link useCallData}. */
export interface UseCallDataOptions<T> {
  /** Query parameters of the call; part of the cache key. @default undefined */
  query?: CallDataQuery | undefined;
  /** JSON body, for a read the server takes as a POST (e.g. getEdd); part of the cache key. @default undefined */
  body?: unknown;
  /**
   * Path segments added to the call's path, each URI-encoded ([ref: ui#calls]: the quick-ship data URL
   * plus `/{sku}`); part of the cache key. @default undefined
   */
  segments?: ReadonlyArray<string | number> | undefined;
  /**
   * The fetch cache mode of the request, e.g. `'no-cache'` for the favorites skus [ref: ui#calls], so
   * the browser revalidates with the server instead of answering from its HTTP cache.
   * @default undefined (the browser's default)
   */
  cache?: RequestCache | undefined;
  /** `false` reads nothing (as a `null` call does). @default true */
  enabled?: boolean | undefined;
  /** The call client. Not part of the key: one page has one. @default getClient() */
  client?: CallDataClient | undefined;
  /**
   * Called once per failed request (not per hook reading it), never for a cancelled one: where
   * the spec's error for the call is shown or logged.
   * @default undefined
   */
  onError?: ((error: HearthCallError) => void) | undefined;
  /** Called once per answered request with the answer. @default undefined */
  onSuccess?: ((data: T) => void) | undefined;
  /** Keep the last key's answer as `data` while a new key is read. @default false */
  keepPreviousData?: boolean | undefined;
  /**
   * Read again when the window regains focus. Off for Hearth's reads: their keys hold everything
   * the answer depends on (skus, quantity, ZIP) and change only through the page, so coming back
   * to the tab has nothing new to fetch; a refetch would only send one more request per island to
   * the retailer's server each time and could change what a click is about to act on (the
   * pricing answer decides the custom path and whether the button is usable) [ref: ui#calls].
   * @default false
   */
  revalidateOnFocus?: boolean | undefined;
}

/** What {@link useCallData} returns. */
export interface CallData<T> {
  /** The answer, typed and checked by the call's answer schema; `undefined` until it comes. */
  data: T | undefined;
  /** Why the last request failed (never a cancellation); `undefined` after an answer. */
  error: HearthCallError | undefined;
  /** No answer yet and a request under way (show a skeleton). */
  isLoading: boolean;
  /** A request is under way, with or without an earlier answer. */
  isValidating: boolean;
  /** swr's bound mutate: `mutate()` reads again, `mutate(data, false)` sets the answer locally. */
  mutate: KeyedMutator<T>;
  /**
   * Waits for the request under way for the current key, if any, and resolves what it brought
   * (following a key that changes meanwhile); else the answer or error already there. For
   * actions that must not act before the answer (a click before the pricing answer) [ref: ui#calls].
   */
  settled: () => Promise<{ data: T | undefined; error: HearthCallError | undefined }>;
}

const isAbort = (error: unknown) => isCallError(error, 'abort');

/**
 * Resolves `answer` in a task of its own: reading and checking an answer and drawing what it
 * brings are then two tasks rather than one long one (on a phone, the special-order page's browse
 * data took 47 ms to read and check and 155 ms to draw, at Lighthouse's 4x slower CPU). A message
 * to itself rather than a timer, which a background tab slows to one a second.
 */
const inATaskOfItsOwn = <T>(answer: T): Promise<T> =>
  typeof MessageChannel === 'undefined'
    ? Promise.resolve(answer)
    : new Promise((resolve) => {
        const { port1, port2 } = new MessageChannel();
        port1.onmessage = () => {
          port1.close();
          resolve(answer);
        };
        port2.postMessage(0);
      });

/**
 * Reads a call through swr ("Reads go through one data hook") [ref: architecture#conventions]: identical reads under way
 * are one request (key: the call's name and query, see `callDataKey`), a request is aborted when
 * no mounted hook reads its key any more (unmount, key change), and `data` is typed by the call's
 * answer schema, which the client checks. A `null` call or `enabled: false` reads nothing.
 *
 * Errors are not retried here: the client already retries the calls the spec marks "retry"
 * [ref: ui#calls], and what a failure shows is the spec's error for that call, decided by the island.
 *
 * @example
 * const pricing = useCallData(showPrice ? skuPricing : null, { query: pricingQuery(items, zip) });
 * pricing.data?.totalFormattedPrice;
 */
export function useCallData<T>(call: CallDefinition<T> | null, options: UseCallDataOptions<T> = {}): CallData<T> {
  const { query, body, segments, cache: cacheMode, enabled = true, onError, onSuccess } = options;
  const key = call && enabled ? callDataKey(call, query, body, segments) : null;

  useEffect(() => (key === null ? undefined : holdKey(key)), [key]);
  // a failure that lands after the reader unmounted has nobody to tell (an island gone from the page)
  const mounted = useRef(true);
  // Stryker disable ArrayDeclaration: deps that never change (['Stryker was here'] as []) run the effect once per mount either way
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Stryker restore ArrayDeclaration

  // Called by swr for `key` only, in the commit that rendered it: the closure's call and query
  // are the key's.
  const fetcher = (requestKey: string): Promise<T> => {
    // a read may be shared: never one bound to a component's life (it stops when no one reads it)
    const client = unscopedClient(options.client ?? getClient());
    return startRequest(requestKey, (signal) => {
      const callOptions = { query, signal, ...(segments && { segments }), ...(cacheMode && { cache: cacheMode }) };
      return (call!.method === 'POST' ? client.post(call!, body, callOptions) : client.get(call!, callOptions)).then(
        inATaskOfItsOwn,
      );
    });
  };

  const swr = useSWR<T, HearthCallError, string | null>(key, fetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: options.revalidateOnFocus ?? false,
    revalidateOnReconnect: false,
    keepPreviousData: options.keepPreviousData ?? false,
    onError: (error) => {
      if (!isAbort(error) && mounted.current) onError?.(error);
    },
    onSuccess: (data) => {
      if (mounted.current) onSuccess?.(data);
    },
  });

  // A request cancelled when its readers left stays in swr's cache as an error until the key is
  // read again: it is nobody's failure, so it reads as "not answered yet".
  const cancelled = isAbort(swr.error);
  const error = cancelled ? undefined : swr.error;
  const isLoading = swr.isLoading || (cancelled && swr.data === undefined);

  // What settled() reads when no request is under way: swr's cache, which holds an answer as
  // soon as it comes, before the re-render that shows it.
  const { cache } = useSWRConfig();
  const keyRef = useRef(key);
  keyRef.current = key;

  // Stryker disable ArrayDeclaration: the cache is made once per SWRConfig, so it never changes under a mounted hook
  const settled = useCallback(async () => {
    for (;;) {
      const readKey = keyRef.current;
      if (readKey === null) return { data: undefined, error: undefined };
      const pending = pendingRequest(readKey) as Promise<T> | undefined;
      if (!pending) {
        const state = cache.get(readKey);
        return {
          data: state?.data as T | undefined,
          error: isAbort(state?.error) ? undefined : (state?.error as HearthCallError | undefined),
        };
      }
      try {
        const data = await pending;
        if (keyRef.current === readKey) return { data, error: undefined };
      } catch (failure) {
        if (keyRef.current === readKey && !isAbort(failure))
          return { data: undefined, error: failure as HearthCallError };
      }
      // The key changed, or its request was cancelled: follow what replaced it.
    }
  }, [cache]);
  // Stryker restore ArrayDeclaration

  return { data: swr.data, error, isLoading, isValidating: swr.isValidating, mutate: swr.mutate, settled };
}
