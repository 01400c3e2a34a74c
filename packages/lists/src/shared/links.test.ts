import { resetUrlReports } from '@hearth/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checklistUrl, currentPath, registrantListUrl, signInHref } from './links';
import { isNoSku } from './schema';

const PAGE = { pathname: '/furniture/lamp/s300101', search: '?site=CA', origin: 'https://shop.example' };

afterEach(() => resetUrlReports());

describe('links [ref: lists#screens]', () => {
  it('registry routes carry the registry id', () => {
    expect(registrantListUrl(90001)).toBe('/gift-registry/registrant-list/90001');
    expect(checklistUrl('a/b')).toBe('/gift-registry/checklist/a%2Fb');
  });

  it('the current path and query, with the sku as anchor when given', () => {
    expect(currentPath(PAGE)).toBe('/furniture/lamp/s300101?site=CA');
    expect(currentPath(PAGE, '300101')).toBe('/furniture/lamp/s300101?site=CA#300101');
  });

  it('the sign-in page with the return URL encoded', () => {
    expect(signInHref('/p?x=1#300101', undefined, 'favorites', PAGE.origin)).toBe(
      '/account/login?returnUrl=%2Fp%3Fx%3D1%23300101',
    );
    expect(signInHref('/p', '/sign-in?brand=cb2', 'favorites', PAGE.origin)).toBe('/sign-in?brand=cb2&returnUrl=%2Fp');
  });

  it('a sign-in page on another site is refused (logged once) and the default is used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(signInHref('/p', 'https://evil.example/login', 'registry', PAGE.origin)).toBe(
      '/account/login?returnUrl=%2Fp',
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('island "registry" refused field "signInUrl"');
  });

  // each passes the same-origin filter as https://shop.example//evil.example/x; the link
  // must stay that absolute URL, never become //evil.example/x?returnUrl=… (a link to evil.example)
  it.each([
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E%2E//evil.example/x',
    '/a/..//evil.example/x',
    '/./\\evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example/.//evil.example/x',
  ])('signInUrl %j stays on this site', (signInUrl) => {
    const href = signInHref('/p', signInUrl, 'favorites', PAGE.origin);
    expect(href).toBe('https://shop.example//evil.example/x?returnUrl=%2Fp');
    expect(new URL(href, 'https://shop.example/furniture/lamp').origin).toBe('https://shop.example');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', '/\t/evil.example/x', 'https://evil.example/x'])(
    'signInUrl %j is refused: the default sign-in page, one error',
    (signInUrl) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(signInHref('/p', signInUrl, 'favorites', PAGE.origin)).toBe('/account/login?returnUrl=%2Fp');
      expect(error).toHaveBeenCalledTimes(1);
    },
  );

  it('on a page served at //evil.example/x the return URL is the absolute URL on this site', () => {
    const page = { pathname: '//evil.example/x', search: '?a=1', origin: 'https://shop.example' };
    expect(currentPath(page, '300101')).toBe('https://shop.example//evil.example/x?a=1#300101');
    expect(signInHref(currentPath(page), undefined, 'favorites', page.origin)).toBe(
      '/account/login?returnUrl=https%3A%2F%2Fshop.example%2F%2Fevil.example%2Fx%3Fa%3D1',
    );
  });

  it.each([
    [0, true],
    ['0', true],
    ['', true],
    [' 00 ', true],
    [null, true],
    ['300101', false],
    [410100, false],
  ])('sku %j is "sku 0": %s', (sku, expected) => {
    expect(isNoSku(sku)).toBe(expected);
  });
});
