import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  closeRouted,
  loggedErrors,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
  watchedPage,
  type ConsoleWatch,
} from './helpers.js';

/**
 * `data-island-open` links whose popup cannot open: bad JSON, props the
 * island refuses, a name no island has, a chunk that fails to load. The link does what its href
 * says, with one console error naming the island; a click with a modifier key is never taken
 * over. Through the script tag, on a demo store page with the links added to it.
 */
const browser = setupChromiumPerSession();

/** The store's home page with `link` (HTML of one `<a id="probe">`) added at the top of `<main>`. */
async function pageWith(link: string): Promise<{ page: Page; watch: ConsoleWatch }> {
  const { page, watch } = await watchedPage(browser);
  await page.goto(siteUrl('/'));
  await waitForIslands(page);
  await page.evaluate((html) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', html), link);
  return { page, watch };
}

const hearthErrors = (watch: ConsoleWatch) => watch.errors.filter((text) => text.startsWith('hearth:'));
const isHearths = (text: string) => text.startsWith('hearth:');

describe('a data-island-open link whose popup cannot open follows its href', () => {
  it.each([
    [
      'JSON that does not parse',
      'swatch-order',
      `{"sku": `,
      '/free-swatches',
      /island "swatch-order" has invalid props: field "data-props"/,
    ],
    [
      'a prop of the wrong type',
      'sign-in',
      '{"returnUrl":5}',
      '/account/sign-in',
      /island "sign-in" has invalid props: field "returnUrl"/,
    ],
    ['an island name nobody has', 'swatch-ordr', '{"sku":"410100"}', '/free-swatches', /unknown island "swatch-ordr"/],
  ])('%s: one console error, then the page at the href', async (_what, name, props, href, error) => {
    const { page, watch } = await pageWith(
      `<a id="probe" href="${href}" data-island-open="${name}" data-props='${props}'>Open</a>`,
    );
    try {
      await Promise.all([page.waitForURL(siteUrl(href), { timeout: 10_000 }), page.locator('#probe').click()]);
      expect(await loggedErrors(watch, isHearths)).toHaveLength(1);
      expect(watch.errors).toEqual(hearthErrors(watch));
      expect(hearthErrors(watch)[0]).toMatch(error);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a chunk that fails to load: the error, then the page at the href', async () => {
    const { page, watch } = await pageWith(
      `<a id="probe" href="/free-swatches" data-island-open="swatch-order" data-props='{"sku":"410100"}'>Order</a>`,
    );
    try {
      await page.route(/\/assets\/hearth\/swatch-order-[^/]*\.js$/, (route) => route.abort());
      await Promise.all([
        page.waitForURL(siteUrl('/free-swatches'), { timeout: 10_000 }),
        page.locator('#probe').click(),
      ]);
      expect(await loggedErrors(watch, isHearths)).toHaveLength(1);
      expect(hearthErrors(watch)[0]).toMatch(/could not load island "swatch-order"/);
    } finally {
      await closeRouted(page);
    }
  });

  it('with target="_blank" it opens the href in a new tab, as the link would', async () => {
    const { page, watch } = await pageWith(
      `<a id="probe" href="/free-swatches" target="_blank" data-island-open="swatch-order" data-props='{"sku": '>Order</a>`,
    );
    try {
      const [tab] = await Promise.all([
        browser.context.waitForEvent('page', { timeout: 10_000 }),
        page.locator('#probe').click(),
      ]);
      await tab.waitForURL(siteUrl('/free-swatches'));
      expect(page.url()).toBe(siteUrl('/'));
      expect(await loggedErrors(watch, isHearths)).toHaveLength(1);
      await tab.close();
    } finally {
      await page.close();
    }
  });
});

describe('a data-island-open link whose popup opens', () => {
  const LINK = `<a id="probe" href="/free-swatches" data-island-open="swatch-order" data-props='{"sku":"410100"}'>Order Free Swatches</a>`;

  it('opens the popup and stays on the page', async () => {
    const { page, watch } = await pageWith(LINK);
    try {
      await page.locator('#probe').click();
      await page.getByRole('dialog').waitFor({ timeout: 10_000 });
      expect(page.url()).toBe(siteUrl('/'));
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each([
    ['Control', 'a new tab'],
    ['Shift', 'a new window'],
  ] as const)("a %s-click is the browser's (%s): no popup, the page stays", async (modifier, _where) => {
    const { page } = await pageWith(LINK);
    try {
      const [tab] = await Promise.all([
        browser.context.waitForEvent('page', { timeout: 10_000 }),
        page.locator('#probe').click({ modifiers: [modifier] }),
      ]);
      await tab.waitForURL(siteUrl('/free-swatches'));
      await tab.close();
      expect(await page.locator('[data-hearth-popup]').count()).toBe(0);
      expect(page.url()).toBe(siteUrl('/'));
    } finally {
      await page.close();
    }
  });

  it("a middle-button click is the browser's: no popup", async () => {
    const { page } = await pageWith(LINK);
    try {
      const [tab] = await Promise.all([
        browser.context.waitForEvent('page', { timeout: 10_000 }),
        page.locator('#probe').click({ button: 'middle' }),
      ]);
      await tab.close();
      expect(await page.locator('[data-hearth-popup]').count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
