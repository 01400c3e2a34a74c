import type { Struct } from 'superstruct';
import type { HearthConfig } from '../config/config-schema';
import type { BrowserEnv, PageLocation } from '../env/browser-env';
import type { CallAnswerFormat, CallDefinition } from './define-call';

/** A query value: `null`/`undefined` are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Options of one call. */
export interface CallOptions<T = unknown> {
  /** Query parameters, appended to the call's URL. */
  query?: Readonly<Record<string, QueryValue>>;
  /**
   * Path segments added to the call's path, each URI-encoded, e.g. `[sku]` for the quick-ship
   * data URL plus `/{sku}` [ref: core#calls].
   * @default undefined
   */
  segments?: ReadonlyArray<string | number>;
  /** Schema the answer must match; its result (with coercions and defaults) is what resolves. */
  schema?: Struct<T, any>;
  /**
   * Retry 'Failed to fetch' / 'Load failed' failures 2 times, 500 ms apart, when the `retry`
   * feature is also on [ref: core#calls].
   * @default the call definition's `retry`, false for a call given by name
   */
  retry?: boolean;
  /** Aborts the call; it then rejects with kind `abort`. */
  signal?: AbortSignal;
  /**
   * Milliseconds to wait for each attempt before rejecting with kind `timeout`; 0 waits forever.
   * @default 30000
   */
  timeoutMs?: number;
  /** The fetch cache mode, e.g. `'no-cache'` for the favorites skus [ref: core#calls]. */
  cache?: RequestCache;
}

/** The part of a fetch Response the client reads. */
export interface FetchResponse {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

/** A fetch the client can use; the global `fetch` is one. */
export type FetchLike = (url: string, init: RequestInit) => Promise<FetchResponse>;

/**
 * Everything the client takes from its surroundings, so tests and Storybook can swap it: of the
 * {@link BrowserEnv}, the document the anti-forgery token input is read from at call time, the
 * waits between retries and the timeout timer.
 */
export interface ClientEnv extends Pick<BrowserEnv, 'document' | 'sleep' | 'setTimeout' | 'clearTimeout'> {
  /**
   * The part of fetch the client uses (the global `fetch` is one).
   * @default globalThis.fetch, looked up at call time (so msw and spies patching it work)
   */
  fetch: FetchLike;
  /** The page address: relative calls resolve against `href`; the token goes only to `origin`. @default globalThis.location */
  location: Pick<PageLocation, 'href' | 'origin'>;
  /** The configuration, read at call time (endpoints, the `retry` feature). @default getConfig */
  config: () => HearthConfig;
}

/** Options of {@link HearthClient.send}: the call's options and its body (POST). */
export interface SendOptions<T = unknown> extends CallOptions<T> {
  /** JSON body of a POST. @default undefined (no body) */
  body?: unknown;
}

/**
 * The call client every island uses [ref: script-tag#calls]. A call is a {@link CallDefinition} (its
 * answer schema and retry flag come with it) or, for ad hoc calls, a name or a path.
 */
export interface HearthClient {
  /** GET a call; resolves the JSON answer (`undefined` when empty), or the text of an `answerFormat: 'text'` call. */
  get<T = unknown>(call: string | CallDefinition<T>, options?: CallOptions<T>): Promise<T>;
  /** POST a JSON body to a call; resolves the JSON answer (`undefined` when empty). */
  post<T = unknown>(call: string | CallDefinition<T>, body?: unknown, options?: CallOptions<T>): Promise<T>;
  /** Sends a declared call with its own method. */
  send<T>(call: CallDefinition<T>, options?: SendOptions<T>): Promise<T>;
  /**
   * The path of a call: `hearth-config` endpoints first, then the path the call declares.
   * @throws HearthCallError of kind `config` when it has none
   */
  resolve(call: string | CallDefinition<any>): string;
}

/** One request as it passes through the client's wrappers. */
export interface CallRequest {
  /** The call name or path, for error messages. */
  readonly call: string;
  readonly url: URL;
  readonly method: 'GET' | 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly retry: boolean;
  readonly signal?: AbortSignal;
  readonly timeoutMs: number;
  readonly cache?: RequestCache;
  readonly schema?: Struct<any, any>;
  /** How the fetch handler reads the answer. @default 'json' */
  readonly answerFormat?: CallAnswerFormat;
}

/** Sends a request and resolves its parsed answer. */
export type CallHandler = (request: CallRequest) => Promise<unknown>;

/** Wraps a handler with one concern (token, retry, reset check, schema). */
export type CallMiddleware = (next: CallHandler) => CallHandler;
