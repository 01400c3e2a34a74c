import { resetUrlReports } from '@hearth/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SIGN_IN_REDIRECT_ROUTES,
  authConfirmUrl,
  isConfirmationPage,
  isLoginPage,
  isSignInRedirectRoute,
  loginRedirectUrl,
  safeRedirectUrl,
  MAX_RETURN_URL_LENGTH,
  safeReturnUrl,
  socialSignInUrl,
} from './routes';

describe('sign-in redirect routes [ref: sign-in#screens]', () => {
  it('lists design services, kids design services, cart, registry authenticate and registry new', () => {
    expect(SIGN_IN_REDIRECT_ROUTES).toHaveLength(5);
  });
  it.each([
    ['/design-services/form', true],
    ['/Design-Services/Form/', true],
    ['/kids/design-services/form', true],
    ['/checkout/cart', true],
    ['/gift-registry/authenticate', true],
    ['/gift-registry/new', true],
    ['/gift-registry/new/step-2', true],
    ['/gift-registry', false],
    ['/checkout/cartoon', false],
    ['/', false],
    ['/checkout/shipping', false],
  ])('%s → %s', (path, expected) => expect(isSignInRedirectRoute(path)).toBe(expected));
});

describe('pages', () => {
  it('detects the confirmation page', () => {
    expect(isConfirmationPage('/checkout/confirmation')).toBe(true);
    expect(isConfirmationPage('/checkout/confirmation/')).toBe(true);
    expect(isConfirmationPage('/checkout/review')).toBe(false);
  });
  it('detects the login page', () => {
    expect(isLoginPage('/account/login')).toBe(true);
    expect(isLoginPage('/account/sign-in')).toBe(false);
  });
});

describe('URLs [ref: sign-in#screens]', () => {
  it('login fallback: /account/login?returnUrl={url}&isRedirect=true', () => {
    expect(loginRedirectUrl('/checkout/cart?x=1')).toBe(
      '/account/login?returnUrl=%2Fcheckout%2Fcart%3Fx%3D1&isRedirect=true',
    );
  });
  it('confirm: /account/auth/confirm?returnUrl={url}', () => {
    expect(authConfirmUrl('/account')).toBe('/account/auth/confirm?returnUrl=%2Faccount');
  });
  it('Google carries messageType=ExistingGoogleAccount; Apple does not', () => {
    const google = new URL(socialSignInUrl('Google', '/checkout/shipping'), 'http://x');
    expect(google.pathname).toBe('/account/auth/loginwithidp');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      idp: 'Google',
      redirectUrl: '/checkout/shipping',
      messageType: 'ExistingGoogleAccount',
    });
    const apple = new URL(socialSignInUrl('Apple', '/'), 'http://x');
    expect(Object.fromEntries(apple.searchParams)).toEqual({ idp: 'Apple', redirectUrl: '/' });
  });
});

describe('return and redirect URLs go through the core filter, same origin only', () => {
  afterEach(() => resetUrlReports());

  // value, safeReturnUrl, safeRedirectUrl
  const CASES: Array<[string | undefined, string, string | undefined]> = [
    ['/checkout/shipping', '/checkout/shipping', '/checkout/shipping'],
    ['/checkout/shipping?step=2#top', '/checkout/shipping?step=2#top', '/checkout/shipping?step=2#top'],
    ['http://shop.test/account?a=1', '/account?a=1', '/account?a=1'],
    ['https://evil.test/x', '/', undefined],
    ['https://shop.test/x', '/', undefined], // another scheme is another origin
    ['http://shop.test.evil.test/x', '/', undefined],
    ['http://shop.test@evil.test/x', '/', undefined],
    ['//evil.test/x', '/', undefined],
    ['/\\evil.test', '/', undefined],
    ['\\\\evil.test', '/', undefined],
    ['/\t/evil.example/x', '/', undefined], // the parser drops the TAB: //evil.example/x
    ['/\n/evil.example/x', '/', undefined],
    ['/.//evil.example/x', 'http://shop.test//evil.example/x', 'http://shop.test//evil.example/x'], // stays on this site
    ['javascript:alert(1)', '/', undefined],
    [' JavaScript:alert(1)', '/', undefined],
    ['data:text/html,<script>alert(1)</script>', '/', undefined],
    ['', '/', undefined],
    ['   ', '/', undefined],
    [undefined, '/', undefined],
  ];

  it.each(CASES)('safeReturnUrl(%j) → %j', (value, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeReturnUrl(value, 'http://shop.test')).toBe(expected);
  });

  it.each(CASES)('safeRedirectUrl(%j) → (return %j) %j', (value, _, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeRedirectUrl(value, 'http://shop.test')).toBe(expected);
  });

  it('a refused return URL logs one console.error naming the sign-in island and the field', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    safeReturnUrl('/\t/evil.example/x', 'http://shop.test');
    safeReturnUrl('/\t/evil.example/x', 'http://shop.test');
    safeRedirectUrl('https://evil.test/', 'http://shop.test');
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      'hearth: island "sign-in" refused field "returnUrl": "/\\t/evil.example/x" is not a path on this site; returning to /.',
      'hearth: island "sign-in" refused field "redirectUrl": "https://evil.test/" is not a path on this site; going to /account.',
    ]);
  });

  it('a return URL over MAX_RETURN_URL_LENGTH (2,048) characters is refused: /, one console.error giving its length', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(MAX_RETURN_URL_LENGTH).toBe(2048);
    const longest = `/p?q=${'a'.repeat(2048 - 5)}`;
    expect(safeReturnUrl(longest, 'http://shop.test')).toBe(longest);
    expect(safeReturnUrl(`${longest}a`, 'http://shop.test')).toBe('/');
    expect(safeReturnUrl(`${longest}a`, 'http://shop.test')).toBe('/');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /^hearth: island "sign-in" refused field "returnUrl": ".*" is 2049 characters long, over the 2048 allowed; returning to \/\.$/,
    );
  });

  it('an absent one logs nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    safeReturnUrl(undefined);
    safeRedirectUrl('  ');
    expect(error).not.toHaveBeenCalled();
  });
});
