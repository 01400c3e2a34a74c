/**
 * The sign-in config ([ref: sign-in#rules, #calls]: "GET of the sign-in config link", path from config endpoints
 * `signInConfig`). Only the fields Hearth reads are checked; the server may send more.
 */
import { isCallError, type HearthClient } from '@hearth/core';
import { signInConfig } from './calls';
import type { SignInConfig } from './schema';

export { SignInConfig, SignInMessages } from './schema';

/** The outcome of {@link loadSignInConfig}; `status` is the HTTP status of a refused GET. */
export type SignInConfigResult =
  { ok: true; config: SignInConfig } | { ok: false; aborted: boolean; status?: number | undefined };

/** GET `signInConfig` with `?returnUrl` (and `email` when prefilled). Never throws. */
export async function loadSignInConfig(
  client: Pick<HearthClient, 'get'>,
  query: { returnUrl: string; email?: string | undefined },
  signal?: AbortSignal,
): Promise<SignInConfigResult> {
  try {
    const config = await client.get(signInConfig, {
      query: { returnUrl: query.returnUrl, email: query.email || undefined },
      signal,
    });
    return { ok: true, config };
  } catch (error) {
    return {
      ok: false,
      aborted: isCallError(error, 'abort') || Boolean(signal?.aborted),
      status: isCallError(error, 'http') ? error.status : undefined,
    };
  }
}
