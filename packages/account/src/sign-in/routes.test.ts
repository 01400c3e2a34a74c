import { describe, expect, it } from 'vitest';
import {
  SIGN_IN_REDIRECT_ROUTES,
  authConfirmUrl,
  isConfirmationPage,
  isLoginPage,
  isSignInRedirectRoute,
  loginRedirectUrl,
  safeReturnUrl,
  socialSignInUrl,
} from './routes';

describe('sign-in redirect routes (001 §2)', () => {
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

describe('URLs (001 §2)', () => {
  it('login fallback: /account/login?returnUrl={url}&isRedirect=true', () => {
    expect(loginRedirectUrl('/checkout/cart?x=1')).toBe('/account/login?returnUrl=%2Fcheckout%2Fcart%3Fx%3D1&isRedirect=true');
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
  it.each([
    ['/checkout/shipping', '/checkout/shipping'],
    ['https://evil.test/x', '/'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
    ['http://shop.test/account?a=1', '/account?a=1'],
  ])('safeReturnUrl(%s) → %s', (value, expected) => expect(safeReturnUrl(value, 'http://shop.test')).toBe(expected));
});
