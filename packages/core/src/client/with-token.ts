import type { CallMiddleware, ClientEnv } from './types';

/** The anti-forgery input of the page (CONTRACT §1, §4). */
export const TOKEN_INPUT_SELECTOR = 'input[name="__RequestVerificationToken"]';
/** The header the server reads the anti-forgery token from. */
export const TOKEN_HEADER = 'RequestVerificationToken';

/**
 * Adds the page's anti-forgery token, read at call time, as header `RequestVerificationToken`,
 * but only when the call goes to the page's own origin: the token must never leave it.
 */
export function withToken(env: Pick<ClientEnv, 'document' | 'location'>): CallMiddleware {
  return (next) => (request) => {
    if (request.url.origin !== env.location.origin) return next(request);
    const input = env.document?.querySelector<HTMLInputElement>(TOKEN_INPUT_SELECTOR);
    const token = input?.value;
    if (!token) return next(request);
    return next({ ...request, headers: { ...request.headers, [TOKEN_HEADER]: token } });
  };
}
