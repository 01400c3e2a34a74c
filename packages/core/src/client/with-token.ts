import { getConfig } from '../config/config-store';
import { readAntiForgeryToken, TOKEN_HEADER, TOKEN_INPUT_SELECTOR } from './anti-forgery';
import type { CallMiddleware, ClientEnv } from './types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
// Pages already told they have no token: one console line per page, not one per call.
const warned = new WeakSet<object>();

/**
 * Adds the anti-forgery token, read at call time, as header `RequestVerificationToken`, but only
 * when the call goes to the page's own origin: the token must never leave it. The token is the
 * configuration's `antiForgeryToken` (a string, or a function called at each call), else the page's
 * `__RequestVerificationToken` input.
 *
 * An unsafe call (POST) to the page's origin with no token still goes out, since the server
 * decides, but the page is told once with a `console.error` saying how to give one: that is a page
 * bug the server will likely answer with 403.
 *
 * @param env the page (its document and origin) and the configuration
 * @default env.config getConfig
 */
export function withToken(
  env: Pick<ClientEnv, 'document' | 'location'> & Partial<Pick<ClientEnv, 'config'>>,
): CallMiddleware {
  const config = env.config ?? getConfig;
  return (next) => (request) => {
    if (request.url.origin !== env.location.origin) return next(request);
    const page = env.document;
    const token = readAntiForgeryToken(config(), page);
    if (token) return next({ ...request, headers: { ...request.headers, [TOKEN_HEADER]: token } });
    if (page && !SAFE_METHODS.has(request.method) && !warned.has(page)) {
      warned.add(page);
      console.error(
        `hearth: ${request.method} "${request.call}" is sent with no anti-forgery token, so the server will likely refuse it: set antiForgeryToken (setConfig or #hearth-config) or give the page an ${TOKEN_INPUT_SELECTOR} with a value.`,
      );
    }
    return next(request);
  };
}
