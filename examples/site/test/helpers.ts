import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ChromiumSession } from '../../../scripts/browser.js';

/** Absolute URL of a path on the example site the global setup started. */
export function siteUrl(path = '/'): string {
  return new URL(path, inject('siteUrl')).href;
}

/** What a page said on its console while a test drove it. */
export interface ConsoleWatch {
  /** `console.error` texts, Chromium's own errors included. */
  errors: string[];
  /** Content-Security-Policy refusals ('Refused to …' messages and `securitypolicyviolation` events). */
  cspViolations: string[];
  /** Uncaught exceptions. */
  pageErrors: string[];
}

/** Opens a tab that records console errors, CSP refusals and uncaught exceptions. */
export async function watchedPage(browser: ChromiumSession): Promise<{ page: Page; watch: ConsoleWatch }> {
  const page = await browser.newPage();
  const watch: ConsoleWatch = { errors: [], cspViolations: [], pageErrors: [] };
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('Refused to')) watch.cspViolations.push(text);
    if (msg.type() === 'error') watch.errors.push(text);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(String(error)));
  await page.exposeFunction('__hearthTestCsp', (text: string) => watch.cspViolations.push(text));
  // init scripts run through the DevTools protocol, outside the page's CSP
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __hearthTestCsp?: (t: string) => void }).__hearthTestCsp;
      report?.(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { page, watch };
}

/** Islands that mount straight away (no `data-load` of visible or interaction). */
export const EAGER_ISLANDS = '[data-island]:not([data-load="visible"]):not([data-load="interaction"])';

/**
 * Waits until every eager island has settled: `data-hearth-state` is `mounted` or `error`.
 * The test does not rely on `data-hearth-ready`, only on each island's own state.
 */
export async function waitForIslands(page: Page, selector = EAGER_ISLANDS, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].every((el) => {
        const state = el.getAttribute('data-hearth-state');
        return state === 'mounted' || state === 'error';
      }),
    selector,
    { timeout },
  );
}

/** `data-hearth-state` of the element matching `selector` (null when absent). */
export function islandState(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).getAttribute('data-hearth-state', { timeout: 2_000 });
}
