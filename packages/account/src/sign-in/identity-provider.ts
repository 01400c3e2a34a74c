/**
 * The one adapter between the sign-in widget and the identity provider ([ref: sign-in#roles, #calls]: external,
 * path not shown). It posts `{ username, password }` and reads a session token or an error code.
 * It uses its own fetch, not the Hearth client, because the provider's error answers (4xx with a
 * JSON body) carry the codes the widget needs. Like the client [ref: script-tag#calls], it sends the page's
 * anti-forgery token only when the endpoint is on the page's own origin (a same-site proxy),
 * never to the external provider.
 */
import { DEFAULT_TIMEOUT_MS, getConfig, readAntiForgeryToken, TOKEN_HEADER } from '@hearth/core';

/** Error codes the widget understands [ref: sign-in#errors]; any other code is kept as it came. */
export type IdentityErrorCode = 'E0000004' | 'LOCKED_OUT' | 'E0000001' | (string & {});

/** What {@link IdentityProvider.signIn} resolves. */
export type IdentityResult =
  | { ok: true; sessionToken: string }
  | {
      ok: false;
      /** The provider's code, or `unavailable` (no answer, unreadable answer, no endpoint). */
      code: IdentityErrorCode | 'unavailable';
      /** The provider's own summary, when it sent one. */
      summary?: string | undefined;
    };

/** An identity provider the sign-in widget can use. */
export interface IdentityProvider {
  /** Signs in; never throws (an abort resolves `unavailable` too, which callers ignore). */
  signIn(credentials: { username: string; password: string }, signal?: AbortSignal): Promise<IdentityResult>;
}

/** Options of {@link createIdentityProvider}. */
export interface IdentityProviderOptions {
  /** The provider's authentication endpoint (config endpoints `identityProvider`). */
  endpoint: string | undefined;
  /** @default globalThis.fetch */
  fetch?: typeof fetch | undefined;
  /** Where the anti-forgery input is read when the configuration gives no token. @default globalThis.document */
  document?: Pick<Document, 'querySelector'> | undefined;
  /** The page address: relative endpoints resolve against it; the token goes only to its origin. @default globalThis.location */
  location?: Pick<Location, 'href' | 'origin'> | undefined;
  /**
   * How long the provider may take (answer and body) before the attempt counts as `unavailable`,
   * so the Sign In button never stays busy for good. @default DEFAULT_TIMEOUT_MS (the client's)
   */
  timeoutMs?: number | undefined;
  /** @default globalThis.setTimeout */
  setTimeout?: ((callback: () => void, ms: number) => unknown) | undefined;
  /** @default globalThis.clearTimeout */
  clearTimeout?: ((id: unknown) => void) | undefined;
}

/** The anti-forgery header for a same-origin endpoint, else nothing. */
function tokenHeader(endpoint: string, options: IdentityProviderOptions): Record<string, string> {
  const location = options.location ?? (globalThis.location as Location | undefined);
  const doc = options.document ?? (globalThis.document as Document | undefined);
  if (!location) return {};
  let origin: string;
  try {
    origin = new URL(endpoint, location.href).origin;
  } catch {
    return {};
  }
  const token = origin === location.origin ? readAntiForgeryToken(getConfig(), doc) : undefined;
  return token ? { [TOKEN_HEADER]: token } : {};
}

/**
 * The answer's JSON, or `null` when it is none. Any JSON value reads as a record: a string, a
 * number or an array has no `sessionToken` or `errorCode` either.
 */
const readJson = (response: Response): Promise<Record<string, unknown> | null> =>
  response.json().then(
    (value: unknown) => value as Record<string, unknown> | null,
    () => null,
  );

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Creates the identity-provider adapter. A 2xx answer with a `sessionToken` is success; an
 * answer with an `errorCode` is that error; anything else, or no complete answer within
 * `timeoutMs`, is `unavailable`.
 */
export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const { endpoint, fetch: fetchImpl, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const setTimer = options.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const clearTimer =
    options.clearTimeout ?? ((id: unknown) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>));
  return {
    async signIn({ username, password }, signal) {
      if (!endpoint) return { ok: false, code: 'unavailable' };
      // One controller for the caller's abort and the timeout; it also stops a stalled body.
      const controller = new AbortController();
      const stop = () => controller.abort();
      if (signal?.aborted) stop();
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: once or not, the listener goes in `finally`
      signal?.addEventListener('abort', stop, { once: true });
      const timer = timeoutMs > 0 && Number.isFinite(timeoutMs) ? setTimer(stop, timeoutMs) : undefined;
      try {
        let response: Response;
        try {
          response = await (fetchImpl ?? globalThis.fetch)(endpoint, {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              ...tokenHeader(endpoint, options),
            },
            body: JSON.stringify({ username, password }),
            credentials: 'include',
            signal: controller.signal,
          });
        } catch {
          return { ok: false, code: 'unavailable' };
        }
        const body = await readJson(response);
        if (controller.signal.aborted) return { ok: false, code: 'unavailable' };
        const sessionToken = text(body?.['sessionToken']);
        if (response.ok && sessionToken) return { ok: true, sessionToken };
        const code = text(body?.['errorCode']);
        if (!code) return { ok: false, code: 'unavailable' };
        return { ok: false, code, summary: text(body?.['errorSummary']) };
      } finally {
        if (timer !== undefined) clearTimer(timer);
        signal?.removeEventListener('abort', stop);
      }
    },
  };
}
