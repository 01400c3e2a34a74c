import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { ATTRIBUTE_IDS, getProduct } from '../src/mock.js';
import {
  configuratorDrawn,
  holdRoute,
  legacyCartCount,
  onPage,
  settleAnimations,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
} from './helpers.js';

/**
 * The configurator through the script tag beyond the main brand's US site: the demo's
 * special-order pages configured end to end on the second brand (CB2) and on the Canadian site,
 * the CB2 get-swatch rule, and an add to cart clicked before the configurator is ready (its chunk
 * or its options still loading): nothing goes without the options.
 */
const browser = setupChromiumPerSession();
/** The script-tag build's metafile: which chunk holds which source. */
const METAFILE = new URL('../../../packages/islands/dist/hearth-metafile.json', import.meta.url);

const ADD_ITEM = '/api/demo/cart/add-item';

/** Records the add-item posts the page sends. */
function recordAdds(page: Page): string[] {
  const adds: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === ADD_ITEM) adds.push(r.postData() ?? '');
  });
  return adds;
}

/** From the home page, with the site and brand switched, to a product by its link. */
async function openFromHome(page: Page, query: string, name: string): Promise<void> {
  await page.goto(siteUrl(`/?${query}`));
  await page.getByRole('link', { name, exact: true }).first().click();
  await waitForIslands(page);
  await configuratorDrawn(page);
}

/** Chooses the first choice that can be chosen in every drawer, opening the closed ones; answers the option titles. */
async function configureEveryOption(page: Page): Promise<string[]> {
  const drawers = page.locator('.hearth-drawer');
  const titles: string[] = [];
  for (let i = 0; i < (await drawers.count()); i++) {
    const drawer = drawers.nth(i);
    titles.push((await drawer.locator('.hearth-drawer__title').textContent()) ?? '');
    const button = drawer.locator('.hearth-drawer__button');
    if ((await button.count()) > 0 && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await drawer.locator('input[type="radio"]:not([disabled])').first().click();
  }
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
  return titles;
}

/** Adds, then checks the popup and the cart name every option, and prices carry the site's prefix. */
async function addAndCheck(page: Page, titles: string[], prefix: RegExp): Promise<void> {
  const adds = recordAdds(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
  await dialog.waitFor();
  await expect.poll(() => legacyCartCount(page)).toBe('1');
  expect(adds).toHaveLength(1);
  expect(JSON.parse(adds[0]!)[0].OptionChoiceParameter.split('_')).toHaveLength(titles.length);
  const options = await dialog.locator('.hearth-add-to-cart__options li').allTextContents();
  expect(options.map((o) => o.split(':')[0])).toEqual(titles);
  expect(await dialog.textContent()).toMatch(prefix);
  await settleAnimations(page);
  expect(await runAxe(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto(siteUrl('/checkout/cart'));
  await waitForIslands(page);
  expect(await page.locator('.hearth-cart__options li').allTextContents()).toEqual(options);
  expect(await page.locator('main').textContent()).toMatch(prefix);
  expect(await runAxe(page)).toEqual([]);
}

describe('configurator on the second brand and the Canadian site', () => {
  it('CB2: the sectional from the home page, Stock and Custom Fabric groups, every option chosen and added', async () => {
    await onPage(browser, async ({ page }) => {
      await openFromHome(page, 'site=US&brand=cb2', 'Lounge Sectional');
      await expect.poll(() => page.title()).toMatch(/ \| CB2$/);
      const fabric = page.locator('.hearth-drawer[data-option-code="1"]');
      await fabric.locator('.hearth-drawer__button').click();
      expect(await fabric.locator('.hearth-choices__section-title').allTextContents()).toEqual([
        'Stock Fabric',
        'Custom Fabric',
      ]);
      expect(await fabric.locator('legend').allTextContents()).toContain('price group A');
      expect(await page.getByRole('link', { name: /^Available in / }).count()).toBe(1);
      await settleAnimations(page); // the drawer fades in: axe would read its colours mid-fade
      expect(await runAxe(page)).toEqual([]);
      const titles = await configureEveryOption(page);
      expect(await page.locator('.hearth-product-summary__price').textContent()).toMatch(/^\$/);
      await addAndCheck(page, titles, /\$\d/);
    });
  }, 60_000);

  it('Canada: the chair from the home page in CAD, every option chosen and added', async () => {
    await onPage(browser, async ({ page }) => {
      await openFromHome(page, 'site=CA&brand=main', 'Lounge Chair');
      const start = await page.locator('.hearth-product-summary__price').textContent();
      expect(start).toMatch(/^CAD \d/);
      const fabric = page.locator('.hearth-drawer[data-option-code="1"]');
      await fabric.locator('.hearth-drawer__button').click();
      expect(await fabric.locator('.hearth-choice__price').first().textContent()).toMatch(/^CAD /);
      const titles = await configureEveryOption(page);
      expect(await page.locator('.hearth-product-summary__price').textContent()).toMatch(/^CAD \d/);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      await addAndCheck(page, titles, /CAD \d/);
    });
  }, 60_000);

  it("CB2: 'Get Free Swatch' shows while a swatch can be ordered, and is hidden when every choice's swatch-in-stock is 'no'", async () => {
    await onPage(browser, async ({ page }) => {
      await openFromHome(page, 'site=US&brand=cb2', 'Lounge Sofa');
      const fabric = page.locator('.hearth-drawer[data-option-code="1"]');
      await fabric.locator('.hearth-drawer__button').click();
      expect(await fabric.getByRole('button', { name: 'Get Free Swatch' }).count()).toBe(1);

      // the same page with a browse-data answer where every swatch is out (the brand's swatch-in-stock attribute)
      await page.route('**/api/demo/special-order/browse-data**', async (route) => {
        const answer = await (await route.fetch()).json();
        for (const option of answer.options) {
          for (const list of ['choiceGroups', 'choiceGroupsV2', 'choiceGroupsV2All', 'choiceGroupsPriceGroups']) {
            for (const group of option[list] ?? []) {
              for (const choice of group.choices) {
                for (const attribute of choice.attributes)
                  if (attribute.attributeId === ATTRIBUTE_IDS.inStock.cb2) attribute.value = 'no';
              }
            }
          }
        }
        await route.fulfill({ json: answer });
      });
      await page.reload();
      await waitForIslands(page);
      await configuratorDrawn(page);
      const again = page.locator('.hearth-drawer[data-option-code="1"]');
      await again.locator('.hearth-drawer__button').click();
      await again.getByRole('button', { name: /^Browse All/ }).waitFor();
      expect(await again.getByRole('button', { name: 'Get Free Swatch' }).count()).toBe(0);
    });
  }, 60_000);
});

/** The Atlas Sofa's fabric drawer (2,000 choices) open, every choice loaded ('Load n More'). */
async function atlasFabricsLoaded(page: Page) {
  await page.goto(siteUrl(getProduct('410700')!.url));
  await waitForIslands(page);
  await configuratorDrawn(page);
  const fabric = page.locator('.hearth-drawer[data-option-code="1"]');
  await fabric.locator('.hearth-drawer__button').click();
  await page.getByRole('button', { name: /^Load \d+ More$/ }).click();
  return fabric;
}

describe('2,000 fabrics (the Atlas Sofa): only the swatches in view are in the page', () => {
  it('on a desktop: the rows in view, the page keeps its height, the last swatches once scrolled to', async () => {
    await onPage(browser, async ({ page }) => {
      const fabric = await atlasFabricsLoaded(page);
      const radios = fabric.locator('.hearth-drawer__panel input[type="radio"]');
      // the windowing loads on first use (each group its first 32 choices meanwhile): the page
      // takes the whole list's height once it is in, with only the rows in view rendered
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight), { timeout: 10_000 })
        .toBeGreaterThan(20_000);
      await expect.poll(() => radios.count()).toBeGreaterThan(0);
      expect(await radios.count()).toBeLessThan(200);
      const last = fabric.locator('.hearth-choice-group__items').last();
      await last.evaluate((e) => e.scrollIntoView({ block: 'end' }));
      await expect.poll(() => radios.last().getAttribute('aria-posinset')).toBe('2000');
      expect(await radios.last().getAttribute('aria-setsize')).toBe('2000');
      expect(await radios.count()).toBeLessThan(200);
    });
  }, 60_000);

  it("the windowing's code arriving late takes no focus away: the focused swatch keeps it", async () => {
    // the chunk that holds the windowing (the build's metafile says which), held back until a swatch has the focus
    const metafile = JSON.parse(readFileSync(METAFILE, 'utf8')) as { outputs: Record<string, { inputs: object }> };
    const chunk = Object.entries(metafile.outputs).find(([, out]) =>
      Object.keys(out.inputs).some((input) => input.includes('windowed-group-items')),
    )?.[0];
    expect(chunk, 'a chunk holds windowed-group-items').toBeDefined();
    await onPage(browser, async ({ page }) => {
      const release = await holdRoute(page, `**/${basename(chunk!)}`);
      const fabric = await atlasFabricsLoaded(page);
      const radio = fabric.locator('.hearth-drawer__panel input[type="radio"]:not([disabled])').nth(3);
      await radio.focus();
      const code = await radio.evaluate(
        (input) => input.closest<HTMLElement>('[data-choice-code]')!.dataset.choiceCode,
      );
      release();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight), { timeout: 10_000 })
        .toBeGreaterThan(20_000);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const focused = document.activeElement;
            return focused instanceof HTMLInputElement
              ? focused.closest<HTMLElement>('[data-choice-code]')?.dataset.choiceCode
              : focused?.tagName;
          }),
        )
        .toBe(code);
    });
  }, 60_000);

  it('on a phone: each two-row group renders the columns in view, the page does not widen, arrow keys walk every swatch', async () => {
    await onPage(browser, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      const fabric = await atlasFabricsLoaded(page);
      const groups = fabric.locator('.hearth-choice-group__items[data-double-decker]');
      await expect.poll(() => groups.count()).toBeGreaterThan(5);
      const rendered = await groups.evaluateAll((els) =>
        els.map((e) => e.querySelectorAll('input[type="radio"]').length),
      );
      expect(Math.max(...rendered)).toBeLessThan(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // arrow keys go through the swatches in order; the group scrolls sideways and renders the next columns
      await groups.nth(1).locator('input[type="radio"]:not([disabled])').first().focus();
      const position = () => page.evaluate(() => Number(document.activeElement?.getAttribute('aria-posinset')));
      const start = await position();
      for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
      expect(await position()).toBeGreaterThanOrEqual(start + 40);
      expect(await position()).toBeLessThan(start + 45); // disabled (discontinued) swatches are skipped
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
    });
  }, 60_000);
});

describe('add to cart clicked before the configurator is ready', () => {
  it('while its options load (the mock’s slow fault): nothing is sent; then Select an option on each option', async () => {
    await onPage(browser, async ({ page }) => {
      // its options' answer waits until the click is made (a fixed delay ran out on a loaded machine)
      const release = await holdRoute(page, '**/api/demo/special-order/browse-data**');
      const adds = recordAdds(page);
      await page.goto(siteUrl('/furniture/lounge-sofa/s410100'));
      await page.locator('#add-to-cart[data-hearth-state="mounted"]').waitFor();
      // still loading its options: the page's first view of it, not the island's radios
      expect(await page.locator('#configurator input[type="radio"]').count()).toBe(0);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      release();
      await expect.poll(() => page.getByText('Select an option', { exact: true }).count(), { timeout: 10_000 }).toBe(5);
      expect(adds).toEqual([]);
      expect(await legacyCartCount(page)).toBe('0');
      // the first option without a choice is revealed and takes focus
      await expect
        .poll(() =>
          page.evaluate(() => document.activeElement?.closest('.hearth-drawer')?.getAttribute('data-option-code')),
        )
        .toBe('6');
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
    });
  }, 60_000);

  it('before its island has mounted (its chunk held back): nothing is sent; the options are asked for once it mounts', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await holdRoute(page, '**/configurator-*.js');
      const adds = recordAdds(page);
      await page.goto(siteUrl('/furniture/lounge-sofa/s410100'));
      await page.locator('#add-to-cart[data-hearth-state="mounted"]').waitFor();
      expect(await page.locator('#configurator').getAttribute('data-hearth-state')).toBe('pending');
      const button = page.getByRole('button', { name: 'Add to cart' });
      await button.click();
      await page.waitForTimeout(300);
      expect(await button.getAttribute('aria-disabled')).toBe('true'); // waiting for the configurator
      expect(adds).toEqual([]);
      release();
      await expect.poll(() => page.getByText('Select an option', { exact: true }).count(), { timeout: 10_000 }).toBe(5);
      expect(adds).toEqual([]);
    });
  }, 60_000);
});
