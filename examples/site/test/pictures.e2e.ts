import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customFabrics, getProduct } from '../src/mock.js';
import { configuratorDrawn, siteUrl, setupChromiumPerSession, waitForIslands, watchedPage } from './helpers.js';

/**
 * The demo's pictures and the made-to-order page's layout, through the script tag: a
 * product's gallery shows it from several sides, swatches are woven cloth, and on the Lounge Sofa's
 * page at 1280 px the picture heads the left column, stays in view while the options scroll, and
 * shows the fabric chosen.
 */
const browser = setupChromiumPerSession();
const SOFA_URL = getProduct('410100')?.url ?? '/';
const LAMP_URL = getProduct('300101')?.url ?? '/';
const LAPTOP = { width: 1280, height: 800 } as const;
/** The same laptop zoomed to 125 %: two columns, under the 64em of a wide screen. */
const ZOOMED = { width: 1009, height: 640 } as const;

/** The gallery's main picture on the page (the preview's large image). */
const mainPicture = (page: Page) => page.locator('#gallery .hearth-gallery-preview__main img');

/** An address without the image server's size preset (`$web_pdp_main_carousel_thumb$`). */
const withoutPreset = (src: string) => src.replace(/[?&]\$[^$]*\$/, '');

async function visit(page: Page, path: string, size: { width: number; height: number } = LAPTOP): Promise<void> {
  await page.setViewportSize(size);
  const res = await page.goto(siteUrl(path));
  expect(res?.status(), path).toBe(200);
  await waitForIslands(page);
  expect(await page.locator('#gallery').getAttribute('data-hearth-state')).toBe('mounted');
  if (await page.locator('#configurator').count()) await configuratorDrawn(page);
}

/** The picture's box in the window. */
const box = (page: Page) =>
  mainPicture(page).evaluate((img) => {
    const r = img.getBoundingClientRect();
    return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), height: innerHeight };
  });

describe('the demo pictures and the made-to-order layout', () => {
  it('a product gallery shows four distinct pictures (front, side, close-up, room); a swatch is woven', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      for (const url of [SOFA_URL, LAMP_URL]) {
        await visit(page, url);
        const thumbs = page.locator('#gallery .hearth-gallery-preview__thumbs img');
        const sources = await thumbs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
        const distinct = [...new Set(sources.map(withoutPreset))];
        expect(distinct.length, url).toBeGreaterThanOrEqual(4);
        // each address is its own drawing, not the same file under four names
        const drawings = await Promise.all(
          distinct.slice(0, 4).map(async (src) => (await page.request.get(new URL(src, page.url()).href)).text()),
        );
        expect(new Set(drawings).size, url).toBe(4);
      }
      // the configurator's fabric tiles: woven swatches (a thread pattern), not flat squares
      await visit(page, SOFA_URL);
      await page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__button').click();
      const swatch = page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__panel img').first();
      await swatch.waitFor();
      const svg = await (
        await page.request.get(new URL((await swatch.getAttribute('src')) ?? '', page.url()).href)
      ).text();
      expect(svg).toMatch(/<pattern [^>]*>.*<path /);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each([LAPTOP, ZOOMED])(
    'at $width px the picture heads the left column and stays in view while the fabric grid scrolls by',
    async (size) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await visit(page, SOFA_URL, size);
        const first = await box(page);
        const options = await page.locator('.hearth-configurator__drawers').boundingBox();
        // the top of the left column, in the first screen, left of the options
        expect(first.top).toBeGreaterThanOrEqual(0);
        expect(first.top).toBeLessThan(size.height / 3);
        expect(first.left).toBeLessThan(options?.x ?? 0);
        // open the fabrics and scroll through them: the picture stays in the window
        await page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__button').click();
        const tiles = page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__panel input[type="radio"]');
        await tiles.first().waitFor({ state: 'attached' });
        for (const tile of [tiles.nth(8), tiles.nth(24), tiles.last()]) {
          await tile.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          const now = await box(page);
          expect(now.top, `scrolled to y=${await page.evaluate(() => scrollY)}`).toBeGreaterThanOrEqual(0);
          expect(now.bottom).toBeLessThanOrEqual(now.height);
        }
        expect(await page.evaluate(() => scrollY)).toBeGreaterThan(size.height);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('the gallery picture shows the fabric chosen', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, SOFA_URL);
      const blue = customFabrics.find((m) => m.colour === 'Harbor Blue');
      if (!blue) throw new Error('the demo catalogue has no Harbor Blue');
      await page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__button').click();
      await page
        .locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__panel')
        .getByRole('radio', { name: new RegExp(`^${blue.family}, Harbor Blue`) })
        .first()
        .click();
      await expect
        .poll(async () => (await mainPicture(page).getAttribute('src')) ?? '')
        .toContain(`fabric=${blue.code}`);
      const src = (await mainPicture(page).getAttribute('src')) ?? '';
      const svg = await (await page.request.get(new URL(src, page.url()).href)).text();
      expect(svg.toLowerCase()).toContain(blue.hex.toLowerCase());
      // every view of the gallery follows, not only the first
      const thumbs = await page
        .locator('#gallery .hearth-gallery-preview__thumbs img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
      expect(thumbs.filter((t) => t.includes(`fabric=${blue.code}`)).length).toBeGreaterThanOrEqual(4);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
