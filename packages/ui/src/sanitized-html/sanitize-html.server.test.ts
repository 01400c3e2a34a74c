// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { SanitizedHtml } from './sanitized-html';
import { JSDOM_MISSING, serverWindow } from './server-window';

/** On the server (no `window`), sanitizing runs on a jsdom window (jsdom: an optional peer dependency). */
describe('sanitizeHtml on the server', () => {
  // jsdom loads at the first sanitize of a server (seconds on a busy machine), not at import
  beforeAll(() => void sanitizeHtml('<p>jsdom</p>'), 30_000);

  it('has no DOM of its own to lean on', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('sanitizes as in the browser: scripts, handlers, javascript: links, styles and forms go', () => {
    const out = sanitizeHtml(
      '<h2>Note</h2><script>alert(1)</script><img src="x.png" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">a</a><p style="color:red">t</p><form action="/x"><input name="q"></form>',
    );
    expect(out).toBe('<h2>Note</h2><img src="x.png" alt="x"><a>a</a><p>t</p>');
  });

  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeHtml('<a href="/help" target="_blank">Help</a>')).toBe(
      '<a href="/help" target="_blank" rel="noopener noreferrer">Help</a>',
    );
  });

  it('puts the sanitized content into the server HTML of SanitizedHtml', () => {
    const html = renderToString(createElement(SanitizedHtml, { html: '<p>Hi</p><script>x()</script>' }));
    expect(html).toBe('<div class="hearth-sanitized-html"><p>Hi</p></div>');
  });

  it('takes jsdom, an optional peer dependency, with Node’s own require, and names it when it is missing', () => {
    const { DOMParser } = serverWindow();
    expect(new DOMParser().parseFromString('<p>x</p>', 'text/html').body.firstElementChild?.tagName).toBe('P');
    const without = () => () => {
      throw Object.assign(new Error("Cannot find module 'jsdom'"), { code: 'MODULE_NOT_FOUND' });
    };
    expect(() => serverWindow(without)).toThrow(JSDOM_MISSING);
    expect(JSDOM_MISSING).toMatch(/npm install jsdom/);
  });
});
