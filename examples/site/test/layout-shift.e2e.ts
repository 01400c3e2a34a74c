import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { DEMO_SPECIAL_ORDER_URL } from '../src/pages/home.js';
import {
  configuratorDrawn,
  describeShifts,
  layoutShiftsOf,
  recordLayoutShifts,
  setupChromiumBrowser,
  siteUrl,
  waitForIslands,
} from './helpers.js';

/**
 * The special-order page does not move while it loads: from navigation until 4 s after
 * the load event, with every eager island mounted and the configurator drawn from its browse data,
 * the Layout Instability API reports no shift, on both brands and the kids store, on the US and
 * Canadian sites, on a phone and a laptop. What the server sends first holds the space and the
 * content each island shows once settled; a failure names every element that moved, with its box
 * before and after. Each run has its own browser context (its own site and brand cookies), several
 * at a time.
 */
const browser = setupChromiumBrowser();
const rows: string[] = [];

afterAll(() => {
  console.log(
    `\nlayout shift, special-order page\n| brand | site | width | CLS |\n|---|---|---:|---:|\n${rows.join('\n')}`,
  );
});

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const RUNS = (['main', 'cb2', 'kids'] as const).flatMap((brand) =>
  (['US', 'CA'] as const).flatMap((site) => WIDTHS.map((size) => ({ brand, site, ...size }))),
);

/** How long after the load event the page is watched. */
const WATCH_MS = 4000;

describe.concurrent('special-order page: no layout shift from navigation to 4 s after load', () => {
  it.for(RUNS)('$brand $site at $width px', { timeout: 60_000 }, async ({ brand, site, width, height }, { expect }) => {
    const context = await browser().newContext({ viewport: { width, height } });
    try {
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await page.goto(siteUrl(`${DEMO_SPECIAL_ORDER_URL}?brand=${brand}&site=${site}`), { waitUntil: 'load' });
      const watched = page.waitForTimeout(WATCH_MS);
      // on a slow machine the page may still be settling after 4 s: then it is watched until it has
      await waitForIslands(page, undefined, 30_000);
      await page.locator('#configurator .hearth-drawer').first().waitFor({ timeout: 30_000 });
      await watched;
      // the frame after the last change is drawn, and its shifts reported
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
      const { total, report } = describeShifts(await layoutShiftsOf(page));
      rows.push(`| ${brand} | ${site} | ${width} | ${total.toFixed(4)} |`);
      expect(total, `${brand} ${site} at ${width} px moved:\n${report}`).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/** The text the element shows: its rendered text nodes, whitespace folded. */
function shownText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (!parent.checkVisibility()) continue;
      texts.push(node.textContent ?? '');
    }
    return texts.join(' ').replace(/\s+/g, ' ').trim();
  });
}

/**
 * What the configurator and quick-ship show: their text, and their boxes' heights (px); and the
 * gallery's pictures (address and text), the large one the page's largest paint: the island
 * shows the very files the server HTML named, so none is downloaded and painted a second time.
 */
const shown = async (page: Page) => ({
  configurator: await shownText(page, '#configurator'),
  quickShip: await shownText(page, '#quick-ship'),
  gallery: await page
    .locator('#gallery img')
    .evaluateAll((imgs) => imgs.map((img) => `${img.getAttribute('src')} "${img.getAttribute('alt')}"`)),
  heights: await page
    .locator('#configurator, #quick-ship')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height))),
});

describe.concurrent('special-order page: the server HTML shows what the islands show once settled', () => {
  it.for([
    { brand: 'main', site: 'US', width: 1280 },
    { brand: 'cb2', site: 'CA', width: 390 },
  ])(
    'configurator, quick-ship and gallery, $brand $site at $width px: the same text and pictures, as tall',
    { timeout: 60_000 },
    async ({ brand, site, width }, { expect }) => {
      const context = await browser().newContext({ viewport: { width, height: 800 } });
      try {
        const page = await context.newPage();
        // the server HTML alone: the script tag held back until it has been read
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/hearth/hearth.js', async (route) => {
          await held;
          await route.continue().catch(() => {});
        });
        await page.goto(siteUrl(`${DEMO_SPECIAL_ORDER_URL}?brand=${brand}&site=${site}`), { waitUntil: 'commit' });
        // the document read past the islands (the footer), and drawn: the stylesheets in (the
        // script tag, after them, waits)
        await page.locator('footer').first().waitFor({ state: 'attached' });
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
        );
        const server = await shown(page);
        release();
        await waitForIslands(page, undefined, 30_000);
        await configuratorDrawn(page, 30_000);
        // a configurator below the first screen moves nothing in view when its height changes:
        // the heights say what the layout shifts cannot
        await expect.poll(() => shown(page)).toEqual(server);
        expect(server.configurator).toContain('Your Selection Summary');
        expect(server.gallery[0]).toMatch(/\?\$web_pdp_main_carousel_med\$ "Lounge Sofa, from the front"$/);
      } finally {
        await context.close();
      }
    },
  );
});
