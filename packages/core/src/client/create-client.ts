import { buildUrl } from './build-url';
import { HearthCallError } from './call-error';
import { completeEnv } from './complete-env';
import type { CallDefinition } from './define-call';
import { checkConfigKeys, enrollCall } from './endpoint-names';
import { isDirect, resolveEndpoint } from './endpoints';
import { fetchHandler } from './fetch-handler';
import type { CallHandler, CallOptions, CallRequest, ClientEnv, HearthClient, SendOptions } from './types';
import { withResetCheck } from './with-reset-check';
import { withRetry } from './with-retry';
import { withSchema } from './with-schema';
import { withToken } from './with-token';

/** Milliseconds each attempt may take before failing with kind `timeout`. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type Call = string | CallDefinition<any>;

/**
 * Creates a call client [ref: script-tag#calls]. It is built from small wrappers around one fetch,
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

  const resolve = (call: Call): string => {
    // In development: names are enrolled as calls of the page, and the page's own configuration
    // (not one a test or a client of the app's own passes in) is checked for slips.
    if (process.env.NODE_ENV !== 'production') {
      if (typeof call === 'string' && !isDirect(call)) enrollCall(call);
      if (env.config === undefined) checkConfigKeys(full.config());
    }
    return typeof call === 'string'
      ? resolveEndpoint(call, full.config().endpoints)
      : resolveEndpoint(call.name, full.config().endpoints, call.path);
  };

  async function run<T>(method: CallRequest['method'], call: Call, body: unknown, options: CallOptions<T> = {}) {
    const name = typeof call === 'string' ? call : call.name;
    const path = resolve(call);
    let url: URL;
    try {
      url = buildUrl(path, full.location.href, options.query, options.segments);
    } catch (error) {
      throw new HearthCallError('config', name, `The path of call "${name}" is not a valid URL.`, { cause: error });
    }
    // Stryker disable next-line StringLiteral: only 'text' is ever looked for; any other format reads JSON
    const answerFormat = typeof call === 'string' ? 'json' : (call.answerFormat ?? 'json');
    const headers: Record<string, string> = { Accept: answerFormat === 'text' ? 'text/html' : 'application/json' };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    const schema = options.schema ?? (typeof call === 'string' ? undefined : call.answer);
    const request: CallRequest = {
      call: name,
      url,
      method,
      headers,
      retry: options.retry ?? (typeof call !== 'string' && call.retry),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      // Stryker disable next-line ConditionalExpression: a body of undefined is sent as none (fetchHandler leaves it out)
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(options.signal && { signal: options.signal }),
      ...(options.cache && { cache: options.cache }),
      ...(schema && { schema }),
      // Stryker disable next-line ConditionalExpression: fetchHandler reads only answerFormat 'text'; 'json' is its default
      ...(answerFormat === 'text' && { answerFormat }),
    };
    return (await send(request)) as T;
  }

  return {
    get: (call, options) => run('GET', call, undefined, options),
    post: (call, body, options) => run('POST', call, body, options),
    send: <T>(call: CallDefinition<T>, { body, ...options }: SendOptions<T> = {}) =>
      run<T>(call.method, call, body, options),
    resolve,
  };
}
