import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '../messages';
import {
  PASSWORD_DISABLED_MS,
  decideOnConfig,
  identityErrors,
  passwordStartsDisabled,
  popupRedirect,
  resolveSignInMessages,
  summaryMessages,
  validateSignIn,
} from './sign-in-logic';

/** Hearth's fallbacks of the four server messages. */
const FALLBACKS = {
  usernameRequired: M.usernameRequired,
  passwordRequired: M.passwordRequired,
  lockout: M.lockout,
  E0000004: M.E0000004,
};

const SERVER = { usernameRequired: 'U req', passwordRequired: 'P req', lockout: 'Locked', E0000004: 'Bad credentials' };
const messages = resolveSignInMessages(SERVER);

describe('server-supplied messages [ref: sign-in#validation, #errors]', () => {
  it('props win over the config, the config over the fallbacks', () => {
    expect(resolveSignInMessages({ lockout: 'from props' }, SERVER)).toEqual({ ...SERVER, lockout: 'from props' });
    expect(resolveSignInMessages(undefined, { E0000004: 'cfg' })).toEqual({
      ...FALLBACKS,
      E0000004: 'cfg',
    });
    expect(resolveSignInMessages({ lockout: '  ' })).toEqual(FALLBACKS);
  });
});

describe('validateSignIn', () => {
  it('requires both fields with the server messages', () => {
    expect(validateSignIn({ username: ' ', password: '' }, messages)).toEqual({ username: 'U req', password: 'P req' });
    expect(validateSignIn({ username: 'a@b.co', password: 'x' }, messages)).toEqual({});
  });
});

describe('identityErrors [ref: sign-in#errors]', () => {
  const values = { username: 'a@b.co', password: 'x' };
  it.each([
    ['LOCKED_OUT', { username: 'Locked' }],
    ['E0000004', { password: 'Bad credentials' }],
    ['unavailable', { form: M.signInUnavailable }],
    ['E9999999', { form: 'provider says' }],
  ])('%s', (code, expected) => {
    expect(
      identityErrors({ ok: false, code, summary: code === 'E9999999' ? 'provider says' : undefined }, messages, values),
    ).toEqual(expected);
  });
  it('E0000001 (required) lands on the empty field', () => {
    expect(identityErrors({ ok: false, code: 'E0000001' }, messages, { username: '', password: 'x' })).toEqual({
      username: 'U req',
    });
    expect(identityErrors({ ok: false, code: 'E0000001' }, messages, { username: 'a', password: '' })).toEqual({
      password: 'P req',
    });
  });
  it('E0000001 with a username of spaces is on the username; with both given, the form gets the summary or the spec message', () => {
    expect(identityErrors({ ok: false, code: 'E0000001' }, messages, { username: '  ', password: 'x' })).toEqual({
      username: 'U req',
    });
    expect(
      identityErrors({ ok: false, code: 'E0000001', summary: 'provider says' }, messages, {
        username: 'a',
        password: 'x',
      }),
    ).toEqual({ form: 'provider says' });
    expect(identityErrors({ ok: false, code: 'E0000001' }, messages, { username: 'a', password: 'x' })).toEqual({
      form: M.signInUnavailable,
    });
  });

  it("'unavailable' is the spec message even where the provider gave a summary", () => {
    expect(identityErrors({ ok: false, code: 'unavailable', summary: 'provider says' }, messages, values)).toEqual({
      form: M.signInUnavailable,
    });
  });

  it('the summary lists each message once, in field order', () => {
    expect(summaryMessages({ password: 'P', username: 'U', form: 'P' })).toEqual(['U', 'P']);
  });
});

describe('decideOnConfig [ref: sign-in#rules]', () => {
  const where = { pathname: '/checkout/shipping', returnUrl: '/checkout/shipping' };
  it('already signed in: the given URL, else the account page', () => {
    expect(decideOnConfig({ ok: true, config: { isLoggedIn: true, redirectUrl: '/checkout/payment' } }, where)).toEqual(
      {
        action: 'navigate',
        url: '/checkout/payment',
      },
    );
    expect(decideOnConfig({ ok: true, config: { isLoggedIn: true } }, where)).toEqual({
      action: 'navigate',
      url: '/account',
    });
  });
  it.each([
    ['https://www.shop.test/account/orders', '/account/orders'],
    ['https://other.shop.test/account/orders', '/account'],
    ['http://www.shop.test/account/orders', '/account'],
    ['/account/orders?x=1', '/account/orders?x=1'],
    ['/\t/evil.test/', '/account'],
    ['javascript:alert(1)', '/account'],
    [' JavaScript:alert(1)', '/account'],
    ['data:text/html,<script>x</script>', '/account'],
    ['//evil.test/', '/account'],
    ['/\\evil.test/', '/account'],
    ['   ', '/account'],
  ])('already signed in with redirectUrl %j: goes to %j (only this site: no open redirect)', (redirectUrl, url) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = { ...where, origin: 'https://www.shop.test' };
    expect(decideOnConfig({ ok: true, config: { isLoggedIn: true, redirectUrl } }, page)).toEqual({
      action: 'navigate',
      url,
    });
  });
  it('not signed in: show the form', () => {
    expect(decideOnConfig({ ok: true, config: { isLoggedIn: false } }, where)).toEqual({ action: 'show' });
  });
  it('config failure: the login page with returnUrl and isRedirect=true, except on the login page', () => {
    expect(decideOnConfig({ ok: false }, where)).toEqual({
      action: 'navigate',
      url: '/account/login?returnUrl=%2Fcheckout%2Fshipping&isRedirect=true',
    });
    expect(decideOnConfig({ ok: false }, { pathname: '/account/login', returnUrl: '/' })).toEqual({ action: 'show' });
  });
  it.each([400, 404, 408, 414, 429, 431, 499, 500, 503, undefined])(
    'config GET refused with status %s: the login page, whatever the status [ref: sign-in#rules]',
    (status) => {
      expect(decideOnConfig({ ok: false, status }, where)).toEqual({
        action: 'navigate',
        url: '/account/login?returnUrl=%2Fcheckout%2Fshipping&isRedirect=true',
      });
    },
  );
});

describe('popup and password rules', () => {
  it('[ref: sign-in#screens]: a popup on a redirect route becomes a full redirect', () => {
    expect(popupRedirect('/checkout/cart', '/checkout/cart')).toBe(
      '/account/login?returnUrl=%2Fcheckout%2Fcart&isRedirect=true',
    );
    expect(popupRedirect('/furniture/sofa/s410100', '/')).toBeNull();
  });
  it('[ref: sign-in#rules]: the password starts disabled only with focus removal on a confirmation page, for 9000 ms', () => {
    expect(PASSWORD_DISABLED_MS).toBe(9000);
    expect(passwordStartsDisabled(true, '/checkout/confirmation')).toBe(true);
    expect(passwordStartsDisabled(false, '/checkout/confirmation')).toBe(false);
    expect(passwordStartsDisabled(true, '/account/sign-in')).toBe(false);
  });
});
