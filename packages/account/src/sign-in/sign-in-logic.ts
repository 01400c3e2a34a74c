/**
 * Sign-in rules [ref: sign-in#rules, #validation, #errors]: which messages apply, the client-side required checks, what an
 * identity-provider error shows, and where the page goes. No React, no DOM.
 */
import { accountMessage } from '../wording';
import type { IdentityResult } from './identity-provider';
import {
  ACCOUNT_PAGE_URL,
  isConfirmationPage,
  isLoginPage,
  isSignInRedirectRoute,
  loginRedirectUrl,
  safeRedirectUrl,
} from './routes';
import type { SignInConfig, SignInMessages } from './sign-in-config';

/** [ref: sign-in#rules, #limits]: the password field stays disabled this long on a confirmation page with focus removal. */
export const PASSWORD_DISABLED_MS = 9000;

/** Every sign-in message, resolved. */
export type ResolvedSignInMessages = Required<{ [K in keyof SignInMessages]: string }>;

/**
 * The messages to show, first supplied wins: the props, then the sign-in config, then Hearth's
 * fallbacks (the server supplies them; the fallbacks only cover a server that did not) [ref: sign-in#validation].
 */
export function resolveSignInMessages(...sources: (SignInMessages | undefined)[]): ResolvedSignInMessages {
  const pick = (key: keyof SignInMessages, fallback: () => string) =>
    sources.map((source) => source?.[key]?.trim()).find((value) => value) ?? fallback();
  return {
    usernameRequired: pick('usernameRequired', () =>
      accountMessage('usernameRequired', 'Please enter your email address.'),
    ),
    passwordRequired: pick('passwordRequired', () => accountMessage('passwordRequired', 'Please enter your password.')),
    lockout: pick('lockout', () =>
      accountMessage('lockout', 'Your account is locked. Please use Reset password to unlock it.'),
    ),
    E0000004: pick('E0000004', () =>
      accountMessage('E0000004', 'The email address or password you entered is incorrect.'),
    ),
  };
}

/** Errors of the sign-in form: on a field, or for the form as a whole. */
export interface SignInErrors {
  username?: string;
  password?: string;
  /** Shown only in the summary (the provider could not be reached). */
  form?: string;
}

/** Client-side check before calling the provider: both fields are required [ref: sign-in#validation]. */
export function validateSignIn(
  values: { username: string; password: string },
  messages: ResolvedSignInMessages,
): SignInErrors {
  const errors: SignInErrors = {};
  if (values.username.trim() === '') errors.username = messages.usernameRequired;
  if (values.password === '') errors.password = messages.passwordRequired;
  return errors;
}

/**
 * What an identity-provider error shows [ref: sign-in#errors]: lockout on the username, E0000004 (the
 * generic summary error) on the password, a required field on that field; every one also in
 * the summary. A code Hearth does not know shows the provider's summary, or the unavailable
 * message.
 */
export function identityErrors(
  result: Extract<IdentityResult, { ok: false }>,
  messages: ResolvedSignInMessages,
  values: { username: string; password: string },
): SignInErrors {
  switch (result.code) {
    case 'LOCKED_OUT':
      return { username: messages.lockout };
    case 'E0000004':
      return { password: messages.E0000004 };
    case 'E0000001':
      return values.username.trim() === ''
        ? { username: messages.usernameRequired }
        : values.password === ''
          ? { password: messages.passwordRequired }
          : {
              form:
                result.summary ??
                accountMessage('signInUnavailable', "We couldn't sign you in right now. Please try again."),
            };
    case 'unavailable':
      return { form: accountMessage('signInUnavailable', "We couldn't sign you in right now. Please try again.") };
    default:
      return {
        form:
          result.summary ?? accountMessage('signInUnavailable', "We couldn't sign you in right now. Please try again."),
      };
  }
}

/** The messages of the summary, in field order, without repeats. */
export function summaryMessages(errors: SignInErrors): string[] {
  return [...new Set([errors.username, errors.password, errors.form].filter((m): m is string => Boolean(m)))];
}

/** What the widget does once the sign-in config is known (or failed). */
export type ConfigDecision = { action: 'show' } | { action: 'navigate'; url: string };

/**
 * [ref: sign-in#rules]: already signed in: go to the config's URL (a path on this site) or the account page. A config
 * failure, whatever its status (a network failure, a 5xx, 408, 429 or any other 4xx): go to the
 * login page, except on the login page itself, where the form shows (going there again would loop;
 * docs/decisions.md, Departures). `origin` is the page's (default: location's).
 */
export function decideOnConfig(
  result: { ok: true; config: SignInConfig } | { ok: false; status?: number | undefined },
  { pathname, returnUrl, origin }: { pathname: string; returnUrl: string; origin?: string | undefined },
): ConfigDecision {
  if (!result.ok) {
    return isLoginPage(pathname) ? { action: 'show' } : { action: 'navigate', url: loginRedirectUrl(returnUrl) };
  }
  if (result.config.isLoggedIn) {
    return { action: 'navigate', url: safeRedirectUrl(result.config.redirectUrl, origin) ?? ACCOUNT_PAGE_URL };
  }
  return { action: 'show' };
}

/** [ref: sign-in#screens]: opening the sign-in popup on these pages is a full redirect to the login page instead. */
export function popupRedirect(pathname: string, returnUrl: string): string | null {
  return isSignInRedirectRoute(pathname) ? loginRedirectUrl(returnUrl) : null;
}

/** [ref: sign-in#rules]: the password field starts disabled when focus removal is set on a confirmation page. */
export function passwordStartsDisabled(removeFocus: boolean, pathname: string): boolean {
  return removeFocus && isConfirmationPage(pathname);
}
