import { describe, expect, it } from 'vitest';
import { safeUrl, sameOriginUrl } from './safe-url';

const base = 'https://shop.example/checkout/cart?step=1';
const TAB = '\t';

// value, safeUrl (links, images), sameOriginUrl (navigations, return URLs)
const CASES: Array<[label: string, value: unknown, link: string | null, sameOrigin: string | null]> = [
  // same-site paths
  ['a root-relative path', '/furniture/sofa/s410100', '/furniture/sofa/s410100', '/furniture/sofa/s410100'],
  ['a path with query and hash', '/search?q=lamp&page=2#top', '/search?q=lamp&page=2#top', '/search?q=lamp&page=2#top'],
  ['a relative path', 'shipping', '/checkout/shipping', '/checkout/shipping'],
  ['a dot-relative path', '../account', '/account', '/account'],
  ['a query only', '?x=1', '/checkout/cart?x=1', '/checkout/cart?x=1'],
  ['a hash only', '#summary', '/checkout/cart?step=1#summary', '/checkout/cart?step=1#summary'],
  ['an absolute URL on the page origin', 'https://shop.example/account?a=1', '/account?a=1', '/account?a=1'],
  ['an upper-case scheme on the page origin', 'HTTPS://SHOP.EXAMPLE/x', '/x', '/x'],
  ['a path with spaces around it (the parser trims them)', '  /account  ', '/account', '/account'],
  ['an encoded slash pair (stays a path)', '/%2F%2Fevil.example', '/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  // values on this site whose path the parser makes start with //: absolute, never a //host path
  [
    'a path the parser turns into //host',
    '/.//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'an encoded dot before //',
    '/%2e//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'an encoded dot-dot before //',
    '/%2E%2E//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'a segment and .. before //',
    '/a/..//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'a segment and encoded .. before //',
    '/a/%2e%2e//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'a relative .. before //',
    '..//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'a dot and a backslash',
    '/./\\evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'the page origin, then //host',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'the page origin with its default port, then //host',
    'https://shop.example:443//evil.example/x',
    'https://shop.example//evil.example/x',
    'https://shop.example//evil.example/x',
  ],
  [
    'the page origin, a dot, then //host',
    'https://shop.example/.//evil.example/x?a=1#h',
    'https://shop.example//evil.example/x?a=1#h',
    'https://shop.example//evil.example/x?a=1#h',
  ],
  [
    'a relative dot before // (stays under the page)',
    './/evil.example/x',
    '/checkout//evil.example/x',
    '/checkout//evil.example/x',
  ],
  ['an encoded slash after the dot (stays a path)', '/.%2F/evil.example', '/.%2F/evil.example', '/.%2F/evil.example'],
  // absolute http(s) URLs elsewhere: links yes, navigations no
  ['an https URL to another site', 'https://cdn.example/img/sofa.jpg', 'https://cdn.example/img/sofa.jpg', null],
  [
    'another site after spaces (the parser trims them)',
    '  https://cdn.example/a.jpg',
    'https://cdn.example/a.jpg',
    null,
  ],
  ['an http URL to another site', 'http://cb2.example/sofa', 'http://cb2.example/sofa', null],
  ['the page host on another scheme', 'http://shop.example/x', 'http://shop.example/x', null],
  ['the page host on another port', 'https://shop.example:8443/x', 'https://shop.example:8443/x', null],
  ['a sibling subdomain', 'https://www.shop.example/x', 'https://www.shop.example/x', null],
  // other schemes
  ['javascript:', 'javascript:alert(1)', null, null],
  ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)', null, null],
  ['javascript: after spaces', '  javascript:alert(1)', null, null],
  ['javascript: split by a TAB', `java${TAB}script:alert(1)`, null, null],
  ['javascript: split by a newline', 'java\nscript:alert(1)', null, null],
  ['javascript: after a NUL', '\u0000javascript:alert(1)', null, null],
  [
    'javascript: with an entity-looking colon',
    'javascript&colon;alert(1)',
    '/checkout/javascript&colon;alert(1)',
    '/checkout/javascript&colon;alert(1)',
  ],
  ['data:', 'data:text/html,<script>alert(1)</script>', null, null],
  ['a data: image', 'data:image/png;base64,iVBORw0KGgo=', null, null],
  ['vbscript:', 'vbscript:msgbox(1)', null, null],
  ['blob:', 'blob:https://shop.example/0b4c', null, null],
  ['file:', 'file:///etc/passwd', null, null],
  ['mailto:', 'mailto:help@shop.example', null, null],
  ['ftp:', 'ftp://files.example/x', null, null],
  // paths the parser turns into another host
  ['protocol-relative', '//evil.example/x', null, null],
  ['protocol-relative with three slashes', '///evil.example/x', null, null],
  ['a backslash after the slash', '/\\evil.example', null, null],
  ['two backslashes', '\\\\evil.example', null, null],
  ['a backslash then a slash', '\\/evil.example', null, null],
  ['/ TAB /', `/${TAB}/evil.example/x`, null, null],
  ['/ newline /', '/\n/evil.example/x', null, null],
  ['/ CR /', '/\r/evil.example/x', null, null],
  ['a TAB inside an otherwise fine path', `/checkout${TAB}/cart`, null, null],
  ['DEL', '/cart\u007f', null, null],
  // credentials, junk, non-strings
  ['a user name before the host', 'https://shop.example@evil.example/', null, null],
  ['a user name on the page origin', 'https://user:pw@shop.example/x', null, null],
  ['a password alone on another site', 'https://:pw@cdn.example/x', null, null],
  ['a URL the parser rejects', 'https://exa mple.com/', null, null],
  ['a broken host', 'http://[::1/', null, null],
  ['an empty string', '', null, null],
  ['only spaces', '   ', null, null],
  ['undefined', undefined, null, null],
  ['null', null, null, null],
  ['a number', 42, null, null],
  ['an object', { href: '/x' }, null, null],
  ['a URL object', new URL('https://shop.example/x'), null, null],
];

describe('safeUrl (links and images: http(s) or a same-site path)', () => {
  it.each(CASES)('%s: %j → %j', (_, value, link) => {
    expect(safeUrl(value, { base })).toBe(link);
  });
});

describe('sameOriginUrl (navigations and return URLs: this site only)', () => {
  it.each(CASES)('%s: %j → (link %j) %j', (_, value, _link, sameOrigin) => {
    expect(sameOriginUrl(value, { base })).toBe(sameOrigin);
    expect(safeUrl(value, { base, sameOrigin: true })).toBe(sameOrigin);
  });
});

describe('inline images (dataImage: img src only)', () => {
  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/svg+xml;utf8,%3Csvg%3E%3C%2Fsvg%3E', 'data:image/svg+xml;utf8,%3Csvg%3E%3C%2Fsvg%3E'],
    ['DATA:IMAGE/JPEG;base64,/9j/', 'DATA:IMAGE/JPEG;base64,/9j/'],
    ['/img/preview.png', '/img/preview.png'],
    ['data:text/html,<script>alert(1)</script>', null],
    ['data:image/svg+xml\t,<svg onload=alert(1)>', null],
    ['data:image/x-icon,AAAA', null],
    ['data:,image/png', null],
    ['javascript:alert(1)', null],
  ])('%j → %j', (value, expected) => {
    expect(safeUrl(value, { base, dataImage: true })).toBe(expected);
  });

  it('is off by default, and never with sameOrigin', () => {
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', { base })).toBeNull();
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', { base, dataImage: true, sameOrigin: true })).toBeNull();
  });
});

describe('the page it resolves against', () => {
  it('defaults to location.href', () => {
    expect(safeUrl('x')).toBe(new URL('x', location.href).pathname);
    expect(sameOriginUrl(`${location.origin}/account`)).toBe('/account');
    expect(sameOriginUrl('https://evil.example/')).toBeNull();
  });

  it('refuses everything when the page itself is not http(s)', () => {
    expect(safeUrl('/x', { base: 'about:blank' })).toBeNull();
    expect(safeUrl('/x', { base: 'not a url' })).toBeNull();
  });

  it('never returns something that reads as a host when used as a path', () => {
    for (const [, value] of CASES) {
      for (const result of [safeUrl(value, { base }), sameOriginUrl(value, { base })]) {
        if (result === null || /^https?:\/\//.test(result)) continue;
        expect(new URL(result, base).origin, `${JSON.stringify(value)} → ${result}`).toBe('https://shop.example');
      }
    }
  });

  it('returns an absolute http(s) URL or a path with one leading / and no // or /\\ (the contract)', () => {
    const prefixes = [
      '',
      '/',
      '/.',
      '/./',
      '/%2e/',
      '/%2E%2E/',
      '/a/../',
      '..',
      './',
      '\\',
      '/\\',
      'https://shop.example',
      'https://shop.example/.',
      'https://shop.example:443',
    ];
    const middles = ['/', '//', '\\', '/\\', '\\/', '%2F', '%5C'];
    for (const prefix of prefixes) {
      for (const middle of middles) {
        const value = `${prefix}${middle}evil.example/x`;
        for (const result of [safeUrl(value, { base }), sameOriginUrl(value, { base })]) {
          if (result === null) continue;
          const absolute = /^https?:\/\/[^/\\]/.test(result) && new URL(result).href === result;
          const path = /^\/(?![/\\])/.test(result);
          expect(absolute || path, `${JSON.stringify(value)} → ${result}`).toBe(true);
          if (!absolute) expect(new URL(result, base).origin).toBe('https://shop.example');
        }
      }
    }
  });
});

describe('origins allowed by the page config (sameOrigin plus a list)', () => {
  const origins = ['https://login.example', 'https://cdn.example:8443'];
  it.each([
    ['a listed origin', 'https://login.example/authn', 'https://login.example/authn'],
    ['a listed origin with its port', 'https://cdn.example:8443/w.js', 'https://cdn.example:8443/w.js'],
    ['the page itself', '/api/authn', '/api/authn'],
    ['a listed origin on another port', 'https://login.example:444/authn', null],
    ['a listed host over http', 'http://login.example/authn', null],
    ['a subdomain of a listed origin', 'https://a.login.example/authn', null],
    ['a listed origin as a suffix', 'https://login.example.evil.example/authn', null],
    ['a user name before a listed origin', 'https://login.example@evil.example/', null],
    ['a listed origin written protocol-relative', '//login.example/authn', null],
    ['another origin', 'https://evil.example/authn', null],
    ['javascript:', 'javascript:alert(1)', null],
  ])('%s: %j → %j', (_, value, expected) => {
    expect(sameOriginUrl(value, { base, origins })).toBe(expected);
  });

  it('is only for sameOrigin: without it every http(s) origin passes anyway, and an empty list allows none', () => {
    expect(safeUrl('https://evil.example/x', { base, origins })).toBe('https://evil.example/x');
    expect(sameOriginUrl('https://login.example/x', { base, origins: [] })).toBeNull();
  });
});
