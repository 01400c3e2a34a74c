// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SanitizeModule from './sanitize-html';
import type * as ComponentModule from './sanitized-html';
import { JSDOM_MISSING, serverWindow } from './server-window';

let sanitizeHtml: typeof SanitizeModule.sanitizeHtml;
let SanitizedHtml: typeof ComponentModule.SanitizedHtml;

/** On the server (no `window`), sanitizing runs on a jsdom window (jsdom: an optional peer dependency). */
describe('sanitizeHtml on the server', () => {
  // Fresh modules: the sanitizer is created here, on the server, not taken from a file of this
  // worker that ran on happy-dom's window (the module keeps the one it made first).
  // jsdom loads at the first sanitize of a server (seconds on a busy machine), not at import.
  beforeAll(async () => {
    vi.resetModules();
    ({ sanitizeHtml } = await import('./sanitize-html'));
    ({ SanitizedHtml } = await import('./sanitized-html'));
    sanitizeHtml('<p>jsdom</p>');
  }, 30_000);
  afterAll(() => void vi.resetModules());

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
    // what require said stays on the error, for the server's log
    const error = (() => {
      try {
        serverWindow(without);
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect((error?.cause as { code?: string } | undefined)?.code).toBe('MODULE_NOT_FOUND');
  });

  it('parses in standards mode, as the browser parses a page with a doctype', () => {
    expect((serverWindow().document as Document).compatMode).toBe('CSS1Compat');
  });

  it('names the Node.js it needs when Node has no getBuiltinModule (before 20.16)', () => {
    const own = process.getBuiltinModule;
    try {
      (process as { getBuiltinModule?: unknown }).getBuiltinModule = undefined;
      expect(() => serverWindow()).toThrow(`${JSDOM_MISSING} (on Node 20.16 or later)`);
    } finally {
      process.getBuiltinModule = own;
    }
  });
});
