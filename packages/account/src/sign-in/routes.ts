/**
 * Sign-in routes and links [ref: sign-in#screens]. Pure functions over paths and URLs; return and redirect
 * URLs go through the core URL filter (same origin only).
 */
import { checkUrl } from '@hearth/core';

/** [ref: sign-in#screens]: 'Don't have an account? Create an Account'. */
export const CREATE_ACCOUNT_URL = '/account/create-account';
/** [ref: sign-in#screens]: receives the session token and redirect URL (form POST). */
export const ACCOUNT_AUTH_URL = '/account/auth';
/** [ref: sign-in#screens]: where the server sends the shopper after /account/auth. */
export const ACCOUNT_AUTH_CONFIRM_URL = '/account/auth/confirm';
/** [ref: sign-in#screens]: social sign-in. */
export const LOGIN_WITH_IDP_URL = '/account/auth/loginwithidp';
/** [ref: sign-in#screens]: the fallback sign-in page. */
export const LOGIN_URL = '/account/login';
/** [ref: sign-in#rules]: "the given URL or the account page": the account page. */
export const ACCOUNT_PAGE_URL = '/account';
/** [ref: sign-in#screens]: terms of use, opened in a new window. */
export const TERMS_URL = '/customer-service/terms-of-use';
/** [ref: sign-in#screens]: privacy policy, opened in a new window. */
export const PRIVACY_URL = '/customer-service/privacy-policy';
/** [ref: sign-in#screens]: the checkout confirmation step. */
export const CONFIRMATION_PATH = '/checkout/confirmation';

/**
 * [ref: sign-in#screens]: pages where sign-in is a full redirect to the login page rather than a popup: the
 * design-services form, the kids design-services form, the cart, and the registry authenticate
 * and new-registry pages. The spec names the pages, not their paths; these are the storefront's.
 */
export const SIGN_IN_REDIRECT_ROUTES: readonly string[] = [
  '/design-services/form',
  '/kids/design-services/form',
  '/checkout/cart',
  '/gift-registry/authenticate',
  '/gift-registry/new',
];

const normalize = (pathname: string) => {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '/' : lower;
};

/** `true` when `pathname` is one of {@link SIGN_IN_REDIRECT_ROUTES} or a page below it (case and trailing slash ignored). */
export function isSignInRedirectRoute(pathname: string, routes: readonly string[] = SIGN_IN_REDIRECT_ROUTES): boolean {
  const path = normalize(pathname);
  return routes.some((route) => path === route || path.startsWith(`${route}/`));
}

/** `true` on the checkout confirmation page (the password field's delay applies there) [ref: sign-in#rules]. */
export function isConfirmationPage(pathname: string): boolean {
  const path = normalize(pathname);
  return path === CONFIRMATION_PATH || path.startsWith(`${CONFIRMATION_PATH}/`);
}

/** `true` on the fallback login page itself (a config failure there must not redirect to it again). */
export function isLoginPage(pathname: string): boolean {
  return normalize(pathname) === LOGIN_URL;
}

/** The island named in the console line of a refused return or redirect URL. */
const SIGN_IN_ISLAND = 'sign-in';

/**
 * The longest return URL taken, in characters (Hearth's choice; the spec gives none). A return URL
 * travels in the query of the sign-in config GET, of `/account/login?returnUrl=…` and of
 * `/account/auth/confirm?returnUrl=…`, percent-encoded there (up to 3 times its length): 2,048
 * characters stay near 6 KB, under the 8 KB request line and header limits common servers and
 * proxies keep (nginx, Apache, many CDNs), where a longer one got a 431 and, as a config failure, sent
 * the shopper to a login page that failed the same way. 2,048 is also the classic URL
 * length every browser and analytics tool handles.
 */
export const MAX_RETURN_URL_LENGTH = 2048;

/**
 * A return URL Hearth will navigate to after sign-in: a path on the page's own origin (the core
 * filter's `sameOrigin` rules: never `//host`, `/\host`, `/` + TAB + `/host`, another origin or
 * another scheme), at most {@link MAX_RETURN_URL_LENGTH} characters, else `/`. An absolute URL on
 * the origin is reduced to its path. A refused value logs one console.error naming the `sign-in`
 * island and `returnUrl`.
 *
 * @param origin - the page's origin (or address) relative values resolve against. @default location.href
 */
export function safeReturnUrl(value: string | null | undefined, origin?: string): string {
  return (
    checkUrl(value, {
      island: SIGN_IN_ISLAND,
      field: 'returnUrl',
      sameOrigin: true,
      base: origin,
      maxLength: MAX_RETURN_URL_LENGTH,
      instead: 'returning to /',
    }) ?? '/'
  );
}

/**
 * The return URL of the widget: `given` (a prop), else the current page, through
 * {@link safeReturnUrl}. The page is handed to the filter as an absolute URL, so a page served at
 * `//evil.example/x` comes back as `https://<this site>//evil.example/x` (as a path it would be refused).
 */
export function returnUrlFor(
  given: string | undefined,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string {
  return safeReturnUrl(given ?? `${location.origin}${location.pathname}${location.search}`, location.origin);
}

/**
 * A server-given redirect target ([ref: sign-in#rules] "the given URL") Hearth may navigate to once signed in: a
 * path on the page's own origin, as {@link safeReturnUrl} (no open redirect after sign-in, even
 * when the server echoes a return URL back). Anything else (another origin, `javascript:`,
 * `data:`, `//host`) is `undefined` and logged once, so the caller falls back; blank is `undefined`.
 *
 * @param origin - the page's origin (or address). @default location.href
 */
export function safeRedirectUrl(value: string | null | undefined, origin?: string): string | undefined {
  return checkUrl(value, {
    island: SIGN_IN_ISLAND,
    field: 'redirectUrl',
    sameOrigin: true,
    base: origin,
    instead: `going to ${ACCOUNT_PAGE_URL}`,
  });
}

/**
 * Where sign-in may post the email and password when the page's config names no
 * `identityProvider` endpoint: the sign-in config's `authnUrl` (an answer, so it passes the URL
 * filter like any other), when it is on the page's own origin or on an origin the page lists in
 * hearth-config `credentialOrigins`. Anything else is `undefined`, so nothing is sent, and logs one
 * console.error naming the `sign-in` island and `authnUrl`.
 *
 * @param origins - hearth-config `credentialOrigins`.
 * @param page - the page's address relative values resolve against. @default location.href
 */
export function credentialsUrl(
  value: string | null | undefined,
  origins: readonly string[],
  page?: string,
): string | undefined {
  return checkUrl(value, {
    island: SIGN_IN_ISLAND,
    field: 'authnUrl',
    sameOrigin: true,
    origins,
    originsFrom: 'credentialOrigins',
    base: page,
    instead: 'no email or password is sent',
  });
}

/** [ref: sign-in#screens]: `/account/login?returnUrl={url}&isRedirect=true`. */
export function loginRedirectUrl(returnUrl: string): string {
  return `${LOGIN_URL}?returnUrl=${encodeURIComponent(returnUrl)}&isRedirect=true`;
}

/** [ref: sign-in#screens]: `/account/auth/confirm?returnUrl={url}`. */
export function authConfirmUrl(returnUrl: string): string {
  return `${ACCOUNT_AUTH_CONFIRM_URL}?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** A social identity provider of [ref: sign-in#screens]. */
export type SocialProvider = 'Google' | 'Apple';

/**
 * [ref: sign-in#screens]: `/account/auth/loginwithidp?idp={provider}&redirectUrl={url}`, with
 * `messageType=ExistingGoogleAccount` for Google.
 */
export function socialSignInUrl(provider: SocialProvider, redirectUrl: string): string {
  const query = new URLSearchParams({ idp: provider, redirectUrl });
  if (provider === 'Google') query.set('messageType', 'ExistingGoogleAccount');
  return `${LOGIN_WITH_IDP_URL}?${query.toString()}`;
}
