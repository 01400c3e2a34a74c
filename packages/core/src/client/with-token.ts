import type { CallMiddleware, ClientEnv } from './types';

/** The anti-forgery input of the page [ref: script-tag#the-markup, #calls]. */
export const TOKEN_INPUT_SELECTOR = 'input[name="__RequestVerificationToken"]';
/** The header the server reads the anti-forgery token from. */
export const TOKEN_HEADER = 'RequestVerificationToken';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
// Pages already told they have no token: one console line per page, not one per call.
const warned = new WeakSet<object>();

/**
 * Adds the page's anti-forgery token, read at call time, as header `RequestVerificationToken`,
 * but only when the call goes to the page's own origin: the token must never leave it.
 *
 * An unsafe call (POST) to the page's origin while the page has no token (no
 * `__RequestVerificationToken` input, or an empty one) still goes out, since the server decides,
 * but the page is told once with a `console.error`: that is a page bug the server will likely
 * answer with 403.
 */
export function withToken(env: Pick<ClientEnv, 'document' | 'location'>): CallMiddleware {
  return (next) => (request) => {
    if (request.url.origin !== env.location.origin) return next(request);
    const page = env.document;
    const token = page?.querySelector<HTMLInputElement>(TOKEN_INPUT_SELECTOR)?.value;
    if (token) return next({ ...request, headers: { ...request.headers, [TOKEN_HEADER]: token } });
    if (page && !SAFE_METHODS.has(request.method) && !warned.has(page)) {
      warned.add(page);
      console.error(
        `hearth: ${request.method} "${request.call}" is sent with no anti-forgery token: the page has no ${TOKEN_INPUT_SELECTOR} with a value, so the server will likely refuse it.`,
      );
    }
    return next(request);
  };
}
