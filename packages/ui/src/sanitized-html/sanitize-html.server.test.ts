// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';
import { SanitizedHtml } from './sanitized-html';

/** On the server (no `window`), sanitizing runs on isomorphic-dompurify's jsdom window. */
describe('sanitizeHtml on the server', () => {
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
});
