import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { afterFrames, runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import {
  callsInFlight,
  legacyCartCount,
  settleAnimations,
  siteUrl,
  setupChromiumPerSession,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * The configurator through the script tag ("Done when"): a shopper configures the Lounge
 * Sofa from the home page by mouse and by keyboard alone, filters fabrics, opens Browse All, sees
 * the summary and the price follow, and adds it: the popup and the cart name the chosen options.
 */
const browser = setupChromiumPerSession();

const drawer = (page: Page, title: string): Locator =>
  page
    .locator('.hearth-drawer')
    .filter({ has: page.locator('.hearth-drawer__title', { hasText: new RegExp(`^${title}$`) }) });
const summaryText = (page: Page, option: string) =>
  page
    .locator('.hearth-summary__line')
    .filter({ has: page.locator('.hearth-summary__option', { hasText: new RegExp(`^${option}$`) }) })
    .locator('.hearth-summary__text')
    .textContent();
const price = (page: Page) => page.locator('.hearth-product-summary__price').textContent();

async function openLoungeSofa(page: Page): Promise<void> {
  await page.goto(siteUrl('/'));
  await page.evaluate(() => localStorage.clear()); // no recently viewed swatches of an earlier test
  await page.reload();
  await page.getByRole('link', { name: 'Lounge Sofa', exact: true }).first().click();
  await page.waitForURL(/\/lounge-sofa\//);
  await waitForIslands(page);
  expect(await page.locator('#configurator').getAttribute('data-hearth-state')).toBe('mounted');
  await expect.poll(() => page.title()).toMatch(/^Lounge Sofa( \+ Reviews)? \| /);
}

/** Presses Tab until the focused element matches `selector` (keyboard only: no focus() call). */
async function tabTo(page: Page, selector: string, max = 400): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Presses Tab until the focused element's text is `text`. */
async function tabToText(page: Page, text: string, max = 400): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')) === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached '${text}'`);
}

/** The added item and its options as the popup and the cart show them. */
async function expectAddedWithOptions(page: Page, fabric: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
  await dialog.waitFor();
  await expect.poll(() => legacyCartCount(page)).toBe('1');
  const options = dialog.locator('.hearth-add-to-cart__options li');
  const texts = await options.allTextContents();
  const expected = [
    'Size: Sofa (86")',
    'Depth: Deep (42" deep)',
    `Fabric: ${fabric}`,
    // a choice's name only: its description is no part of it
    'Cushion: Down Blend',
    'Leg: Walnut Tapered',
  ];
  expect(texts).toEqual(expected);
  await settleAnimations(page);
  expect(await runAxe(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.goto(siteUrl('/checkout/cart'));
  await waitForIslands(page);
  const cartOptions = await page.locator('.hearth-cart__options li').allTextContents();
  expect(cartOptions).toEqual(expected);
  expect(await runAxe(page)).toEqual([]);
}

/** What the fabric radio's selection shows in the drawer header once chosen. */
async function chosenIn(page: Page, title: string): Promise<string> {
  return (await drawer(page, title).locator('.hearth-drawer__chosen').textContent()) ?? '';
}

describe('configurator island through the script tag', () => {
  it('by mouse: refused add, filters, Browse All, summary and price follow, add with the options', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await openLoungeSofa(page);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      const adds: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/demo/cart/add-item')
          adds.push(r.postData() ?? '');
      });

      // adding before every option has a choice: 'Select an option' on each, nothing sent
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => page.getByText('Select an option', { exact: true }).count()).toBe(5);
      expect(adds).toEqual([]);

      const startPrice = await price(page);
      await page.getByRole('radio', { name: 'Sofa 86"', exact: true }).click();
      await page.getByRole('radio', { name: /^Deep\b/ }).click();
      expect(await summaryText(page, 'Size')).toBe('Sofa');

      // the fabric drawer: filter, chips, Clear All
      const fabric = drawer(page, 'Fabric');
      await fabric.locator('.hearth-drawer__button').click();
      expect(await fabric.locator('.hearth-drawer__button').getAttribute('aria-expanded')).toBe('true');
      const all = await fabric.locator('.hearth-drawer__panel input[type="radio"]').count();
      await fabric.locator('.hearth-filters__toggle').click();
      const colour = fabric.locator('.hearth-filters input[data-filter="2"]:not([disabled])').first();
      await colour.check();
      await expect.poll(() => fabric.getByRole('button', { name: 'Clear All' }).count()).toBeGreaterThan(0);
      const filtered = await fabric.locator('.hearth-drawer__panel input[type="radio"]').count();
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).not.toBe(all);
      await settleAnimations(page); // the drawer fades in (0.6 s): axe reads colours mid-fade otherwise
      expect(await runAxe(page)).toEqual([]);
      await fabric.getByRole('button', { name: 'Clear All' }).click();
      await expect.poll(() => colour.isChecked()).toBe(false);

      // Browse All: choose a swatch and save it
      await fabric.getByRole('button', { name: 'Browse All Fabrics' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      const swatch = dialog.locator('input[type="radio"]:not([disabled])').nth(3);
      await swatch.check();
      await dialog.getByRole('button', { name: 'Save Selection' }).click();
      await dialog.waitFor({ state: 'detached' });
      const fabricText = await chosenIn(page, 'Fabric');
      expect(fabricText).not.toBe('None Selected');
      expect(await summaryText(page, 'Fabric')).toMatch(/ Fabric in /);

      await drawer(page, 'Cushion').locator('.hearth-drawer__button').click();
      await page.getByRole('radio', { name: /^Down Blend/ }).click();
      await drawer(page, 'Leg').locator('.hearth-drawer__button').click();
      await page.getByRole('radio', { name: /^Walnut Tapered/ }).click();
      expect(await summaryText(page, 'Cushion')).toBe('Down Blend Cushion');
      expect(await summaryText(page, 'Leg')).toBe('Walnut Tapered Legs');
      await expect.poll(() => price(page)).not.toBe(startPrice);
      expect(await page.getByText('Select an option', { exact: true }).count()).toBe(0);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectAddedWithOptions(page, fabricText);
      expect(adds).toHaveLength(1);
      expect(adds[0]).toContain('OptionChoiceParameter');
      expect(watch.pageErrors).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('by keyboard alone: radios by arrow keys, drawers by Enter, Browse All by keyboard, add with the options', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await openLoungeSofa(page);
      const startPrice = await price(page);
      const group = (name: string) => `input[type="radio"][name$="-choice-${name}"]`;
      // Size: the first radio, then ArrowRight chooses 'Sofa' (after the 500 ms keyboard debounce)
      await tabTo(page, '.hearth-drawer[data-option-code="6"] input[type="radio"]');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => summaryText(page, 'Size')).toBe('Sofa');
      await tabTo(page, '.hearth-drawer[data-option-code="5"] input[type="radio"]');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => summaryText(page, 'Depth')).toBe('Deep');

      // Fabric: open the drawer, filter with Space, clear, then Browse All
      await tabTo(page, '.hearth-drawer[data-option-code="1"] .hearth-drawer__button');
      await page.keyboard.press('Enter');
      await tabTo(page, '.hearth-drawer[data-option-code="1"] .hearth-filters__toggle');
      await page.keyboard.press('Enter');
      await tabTo(page, '.hearth-drawer[data-option-code="1"] .hearth-filters input[data-filter="2"]');
      await page.keyboard.press('Space');
      await expect
        .poll(() =>
          page
            .locator('.hearth-drawer[data-option-code="1"] .hearth-filters input[data-filter="2"]')
            .first()
            .isChecked(),
        )
        .toBe(true);
      await tabTo(page, '.hearth-drawer[data-option-code="1"] .hearth-filters input[data-filter="2"]:checked');
      await page.keyboard.press('Space');
      await tabToText(page, 'Browse All Fabrics');
      // The modal draws the option's swatches at once and its grid's answer in their place when it
      // comes: a radio focused before then goes with the swatches it replaces, and the keys after
      // it reach nothing (a loaded machine answered after the test had tabbed in).
      const grids = callsInFlight(page, (request) => request.url().includes('/filtered-choice-groups'));
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await afterFrames(page);
      await expect.poll(() => grids.count).toBe(0);
      await afterFrames(page);
      grids.stop();
      await tabTo(page, '[role="dialog"] input[type="radio"], dialog input[type="radio"]');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await expect.poll(() => dialog.getByRole('button', { name: 'Save Selection' }).isEnabled()).toBe(true);
      await tabToText(page, 'Save Selection');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const fabricText = await chosenIn(page, 'Fabric');
      expect(fabricText).not.toBe('None Selected');

      // Cushion and Leg: Enter opens each drawer, arrows choose
      await tabTo(page, '.hearth-drawer[data-option-code="4"] .hearth-drawer__button');
      await page.keyboard.press('Enter');
      await tabTo(page, `.hearth-drawer[data-option-code="4"] ${group('4')}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => summaryText(page, 'Cushion')).toBe('Down Blend Cushion');
      await tabTo(page, '.hearth-drawer[data-option-code="3"] .hearth-drawer__button');
      await page.keyboard.press('Enter');
      await tabTo(page, `.hearth-drawer[data-option-code="3"] ${group('3')}`);
      await page.keyboard.press('Space');
      await expect.poll(() => summaryText(page, 'Leg')).toBe('Walnut Tapered Legs');
      expect(await summaryText(page, 'Fabric')).toMatch(/ Fabric in /);
      await expect.poll(() => price(page)).not.toBe(startPrice);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);

      await tabTo(page, '#add-to-cart button');
      await page.keyboard.press('Enter');
      await expectAddedWithOptions(page, fabricText);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('the page model’s own content [ref: configurator#data, #errors]: line message, rewards renewal, subgroup 2 expanded; the data layer updated', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await openLoungeSofa(page);
      const configurator = page.locator('#configurator');
      await configurator.getByText('Free design services').waitFor();
      await configurator.getByText('Earn 10% back in rewards').waitFor();
      const details = configurator.getByRole('region', { name: 'Product Details' });
      expect(await details.getByRole('button', { name: 'Dimensions' }).getAttribute('aria-expanded')).toBe('true');
      const overview = details.getByRole('button', { name: 'Overview' });
      expect(await overview.getAttribute('aria-expanded')).toBe('false');
      await overview.click();
      expect(await overview.getAttribute('aria-expanded')).toBe('true');
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { digitalData?: { specialOrder?: { productName?: string } } }).digitalData,
          ),
        )
        .toMatchObject({ specialOrder: { productName: 'Lounge Sofa' } });
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('choice tiles take the click wherever the shopper puts it', () => {
  it('at 1280 px, with the depth pictures above the options: the centre and the picture of every tile hit its radio', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(siteUrl(getProduct('410100')?.url ?? '/'));
      await waitForIslands(page);
      await page.getByRole('radio', { name: /^Deep\b/ }).waitFor({ state: 'attached' });
      // the legs, below the depth pictures (where a 1 px radio once sat under its picture)
      const legs = page.locator('.hearth-drawer[data-option-code="3"] .hearth-drawer__button');
      if ((await legs.getAttribute('aria-expanded')) !== 'true') await legs.click();
      await page.getByRole('radio', { name: /^Walnut Tapered/ }).waitFor({ state: 'attached' });
      await settleAnimations(page);
      const tiles = page.locator('.hearth-drawer--open .hearth-choice');
      expect(await tiles.count()).toBeGreaterThan(3);
      const missed: string[] = [];
      for (const tile of await tiles.all()) {
        await tile.scrollIntoViewIfNeeded();
        missed.push(
          ...(await tile.evaluate((label) => {
            const input = label.querySelector('input')!;
            const points = [label, label.querySelector('img')].flatMap((el) => {
              if (!el) return [];
              const box = el.getBoundingClientRect();
              return [[box.left + box.width / 2, box.top + box.height / 2] as const];
            });
            return points.flatMap(([x, y]) => {
              const hit = document.elementFromPoint(x, y);
              return hit === input ? [] : [`${label.textContent}: ${hit?.className || hit?.localName}`];
            });
          })),
        );
      }
      expect(missed).toEqual([]);
      // and a click on the picture chooses
      const walnut = page.getByRole('radio', { name: /^Walnut Tapered/ });
      const picture = (await page.locator('.hearth-choice', { has: walnut }).locator('img').boundingBox())!;
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
      expect(await walnut.isChecked()).toBe(true);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
