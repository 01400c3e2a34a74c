import { FEATURES, isFeatureOn } from '../config/features';
import { isCallError } from './call-error';
import type { CallMiddleware, ClientEnv } from './types';

/** [ref: core#calls, #limits]: failures retried, by their exact message (Chromium, then Safari). */
export const RETRY_MESSAGES: readonly string[] = ['Failed to fetch', 'Load failed'];
/** [ref: core#limits]: retries after the first attempt. */
export const RETRY_COUNT = 2;
/** [ref: core#limits]: milliseconds between attempts. */
export const RETRY_DELAY_MS = 500;

const isRetryable = (error: unknown): boolean =>
  isCallError(error, 'network') && RETRY_MESSAGES.includes(error.message);

/**
 * Retries a network failure 'Failed to fetch' / 'Load failed' RETRY_COUNT times,
 * RETRY_DELAY_MS apart, for a call marked `retry` while the `retry` feature is on.
 * No other error and no HTTP status is retried.
 */
export function withRetry(env: Pick<ClientEnv, 'sleep' | 'config'>): CallMiddleware {
  return (next) => async (request) => {
    if (!request.retry || !isFeatureOn(FEATURES.retry, env.config())) return next(request);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await next(request);
      } catch (error) {
        if (attempt >= RETRY_COUNT || !isRetryable(error)) throw error;
      }
      // aborted meanwhile: the fetch handler ends the call as aborted before any request
      await env.sleep(RETRY_DELAY_MS);
    }
  };
}
