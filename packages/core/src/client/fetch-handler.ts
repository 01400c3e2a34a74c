import { HearthCallError } from './call-error';
import type { CallHandler, CallRequest, ClientEnv, FetchResponse } from './types';

/**
 * The innermost handler: one fetch, bounded by `timeoutMs` and the caller's signal, its
 * answer checked for status and parsed as JSON (or, for an `answerFormat: 'text'` call, resolved
 * as the text it is). Every failure becomes a HearthCallError
 * whose message never includes the request body.
 */
export function fetchHandler(env: Pick<ClientEnv, 'fetch' | 'setTimeout' | 'clearTimeout'>): CallHandler {
  return async (request) => {
    const { call, signal, timeoutMs } = request;
    if (signal?.aborted) throw aborted(call);

    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort);
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? env.setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;

    let response: FetchResponse;
    let text: string;
    try {
      response = await env.fetch(request.url.href, toInit(request, controller.signal));
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw aborted(call, error);
      if (timedOut) {
        throw new HearthCallError('timeout', call, `${call} timed out after ${timeoutMs} ms.`, { cause: error });
      }
      // Kept verbatim: the retry wrapper matches 'Failed to fetch' / 'Load failed'.
      const message = error instanceof Error ? error.message : String(error);
      throw new HearthCallError('network', call, message, { cause: error });
    } finally {
      // Stryker disable next-line ConditionalExpression: clearing no timer (undefined) does nothing
      if (timer !== undefined) env.clearTimeout(timer);
      // Stryker disable next-line StringLiteral: a listener left on the caller's signal only aborts a controller whose fetch has ended
      signal?.removeEventListener('abort', onAbort);
    }

    if (!response.ok) {
      // [ref: core#errors]: the cart error popup looks for 'Status: 503' / 'Status: 504' in the message.
      throw new HearthCallError('http', call, `${call} failed. Status: ${response.status}`, {
        status: response.status,
      });
    }
    return request.answerFormat === 'text' ? text : parseJson(call, text);
  };
}

function toInit(request: CallRequest, signal: AbortSignal): RequestInit {
  const init: RequestInit = {
    method: request.method,
    headers: request.headers,
    credentials: 'same-origin',
    signal,
  };
  if (request.body !== undefined) init.body = request.body;
  if (request.cache !== undefined) init.cache = request.cache;
  return init;
}

function parseJson(call: string, text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new HearthCallError('schema', call, `${call}: the answer is not valid JSON.`, { field: '', cause: error });
  }
}

function aborted(call: string, cause?: unknown): HearthCallError {
  return new HearthCallError('abort', call, `${call} was aborted.`, { cause });
}
