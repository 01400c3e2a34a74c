import { buildUrl } from './build-url';
import { HearthCallError } from './call-error';
import { completeEnv } from './client-env';
import { RETRY_CALLS, resolveEndpoint } from './endpoints';
import { fetchHandler } from './fetch-handler';
import type { CallHandler, CallOptions, CallRequest, ClientEnv, HearthClient } from './types';
import { withResetCheck } from './with-reset-check';
import { withRetry } from './with-retry';
import { withSchema } from './with-schema';
import { withToken } from './with-token';

/** Milliseconds each attempt may take before failing with kind `timeout`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Creates a call client (CONTRACT §4). It is built from small wrappers around one fetch,
 * outermost first: schema check, reset check, retry, anti-forgery token.
 *
 * @param env what to use instead of the browser's fetch, document, location, timers and config
 * @default env the browser globals and getConfig()
 */
export function createClient(env: Partial<ClientEnv> = {}): HearthClient {
  const full = completeEnv(env);
  const send: CallHandler = [withSchema, withResetCheck, withRetry(full), withToken(full)].reduceRight(
    (next, wrap) => wrap(next),
    fetchHandler(full),
  );

  const resolve = (call: string): string => resolveEndpoint(call, full.config().endpoints);

  async function run<T>(method: CallRequest['method'], call: string, body: unknown, options: CallOptions<T> = {}) {
    const path = resolve(call);
    let url: URL;
    try {
      url = buildUrl(path, full.location.href, options.query);
    } catch (error) {
      throw new HearthCallError('config', call, `The path of call "${call}" is not a valid URL.`, { cause: error });
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const request: CallRequest = {
      call,
      url,
      method,
      headers,
      retry: options.retry ?? RETRY_CALLS.has(call),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(options.signal && { signal: options.signal }),
      ...(options.cache && { cache: options.cache }),
      ...(options.schema && { schema: options.schema }),
    };
    return (await send(request)) as T;
  }

  return {
    get: (call, options) => run('GET', call, undefined, options),
    post: (call, body, options) => run('POST', call, body, options),
    resolve,
  };
}
