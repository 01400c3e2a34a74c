/**
 * The sign-in config (001 §4, §7: "GET of the sign-in config link", path from config endpoints
 * `signInConfig`). Only the fields Hearth reads are checked; the server may send more.
 */
import { isCallError, type HearthClient } from '@hearth/core';
import { boolean, defaulted, optional, string, type, type Infer } from 'superstruct';

/** 001 §5, §8: the server-supplied sign-in messages. */
export const SignInMessages = type({
  usernameRequired: optional(string()),
  passwordRequired: optional(string()),
  lockout: optional(string()),
  E0000004: optional(string()),
});
/** `{ usernameRequired, passwordRequired, lockout, E0000004 }`, each optional. */
export type SignInMessages = Infer<typeof SignInMessages>;

/** The sign-in config answer. */
export const SignInConfig = type({
  /** 001 §4: already signed in: go to `redirectUrl` or the account page. */
  isLoggedIn: defaulted(boolean(), false),
  redirectUrl: optional(string()),
  /** The identity provider's endpoint, used when config endpoints has no `identityProvider`. */
  authnUrl: optional(string()),
  /** Prefilled email. */
  username: optional(string()),
  lockUsername: optional(boolean()),
  title: optional(string()),
  text: optional(string()),
  messages: optional(SignInMessages),
});
/** The sign-in config. */
export type SignInConfig = Infer<typeof SignInConfig>;

/** The outcome of {@link loadSignInConfig}. */
export type SignInConfigResult = { ok: true; config: SignInConfig } | { ok: false; aborted: boolean };

/** GET `signInConfig` with `?returnUrl` (and `email` when prefilled). Never throws. */
export async function loadSignInConfig(
  client: Pick<HearthClient, 'get'>,
  query: { returnUrl: string; email?: string | undefined },
  signal?: AbortSignal,
): Promise<SignInConfigResult> {
  try {
    const config = await client.get('signInConfig', {
      query: { returnUrl: query.returnUrl, email: query.email || undefined },
      schema: SignInConfig,
      signal,
    });
    return { ok: true, config };
  } catch (error) {
    return { ok: false, aborted: isCallError(error, 'abort') || Boolean(signal?.aborted) };
  }
}
