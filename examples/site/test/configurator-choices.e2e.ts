import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import {
  configuratorDrawn,
  legacyCartCount,
  settleAnimations,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * What a shopper configuring a made-to-order piece meets, through the script tag: one material of
 * two, one price per choice, pictures and measures that follow the choices, ready-made pieces that
 * open and add, and previews that never stay over the page.
 */
const browser = setupChromiumPerSession();

const SOFA = getProduct('410100')!.url;
const SECTIONAL = getProduct('420200')!.url; // Gather L-Shaped Sectional: fabric or leather
const CHAIR = getProduct('430100')!.url;
const QUICK_SHIP = "See What's Available Soonest";

const drawerButton = (page: Page, title: string): Locator =>
  page.locator('#configurator .hearth-drawer__button', {
    has: page.locator('.hearth-drawer__title', { hasText: new RegExp(`^${title}$`) }),
  });
const openDrawer = async (page: Page, title: string) => {
  const button = drawerButton(page, title);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
};
const summaryPrice = (page: Page) => page.locator('#configurator .hearth-product-summary__price').textContent();
const summaryImage = (page: Page) => page.locator('#configurator .hearth-product-summary__image').getAttribute('src');
const dimensions = (page: Page) => page.locator('#configurator .hearth-product-summary__dimensions').textContent();
/** A choice's tile (the first: 'Recently Viewed' may list it again above its group). */
const tile = (page: Page, name: string) =>
  page
    .locator('#configurator .hearth-choice', { has: page.getByRole('radio', { name: new RegExp(`^${name}`) }) })
    .first();
const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name }).first();

async function open(page: Page, url: string): Promise<void> {
  await page.goto(siteUrl(url));
  await page.evaluate(() => localStorage.clear()); // no recently viewed swatches of an earlier test
  await waitForIslands(page);
  await configuratorDrawn(page);
}

/** 'Load {n} More' of the fabric drawer, and the long list it makes drawn (windowed: its rows padded). */
async function loadMore(page: Page): Promise<void> {
  await page.mouse.move(0, 0); // no preview left over the button
  await page.getByRole('button', { name: /^Load \d+ More$/ }).click();
  await page.locator('#configurator [data-option-code="1"] [data-windowed][style*="padding"]').first().waitFor();
}

/** Scrolls the page down until `locator` is drawn (a long swatch list draws the rows near the view). */
async function scrollUntil(page: Page, locator: Locator): Promise<void> {
  for (let i = 0; i < 60 && (await locator.count()) === 0; i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  await locator.scrollIntoViewIfNeeded();
}

/** Cushion and legs, the options every piece has besides its size, depth and material. */
async function cushionAndLegs(page: Page): Promise<void> {
  await openDrawer(page, 'Cushion');
  await page.getByRole('radio', { name: /^Standard High-resiliency/ }).click();
  await openDrawer(page, 'Leg');
  await page.getByRole('radio', { name: /^Walnut Tapered/ }).click();
}

describe('fabric or leather: a piece is covered in one of them', () => {
  it('the Gather L-Shaped Sectional: one material drawer with a switch; a fabric completes it; the leather drawer says leather', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SECTIONAL);
      const adds: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/demo/cart/add-item')
          adds.push(r.postData() ?? '');
      });
      // one material drawer, and the switch under its heading
      expect(
        await page.locator('#configurator [data-option-code="1"], #configurator [data-option-code="2"]').count(),
      ).toBe(1);
      const materials = page.getByRole('group', { name: 'Fabric or leather' });
      expect(await materials.getByRole('radio', { name: 'Fabric' }).isChecked()).toBe(true);
      expect(await page.locator('#configurator .hearth-summary__option').allTextContents()).toEqual([
        'Size',
        'Depth',
        'Fabric',
        'Cushion',
        'Leg',
      ]);

      await page.getByRole('radio', { name: /^3-Piece L-Shaped Sectional/ }).click();
      await page.getByRole('radio', { name: /^Standard Depth/ }).click();
      await openDrawer(page, 'Fabric');
      await tile(page, 'Aberdeen, Sage').click();
      await cushionAndLegs(page);
      const configured = await summaryPrice(page);
      expect(configured).toBe('$4,699.00');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      // added, with no 'Leather: Select an option': the fabric is the material
      const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
      await dialog.waitFor();
      expect(await page.getByText('Select an option', { exact: true }).count()).toBe(0);
      expect(adds).toHaveLength(1);
      expect(adds[0]).not.toMatch(/(^|_|")2,\d/); // no leather in the OptionChoiceParameter
      const lines = await dialog.locator('.hearth-add-to-cart__options li').allTextContents();
      expect(lines).toContain('Fabric: Aberdeen, Sage');
      expect(lines.some((l) => l.startsWith('Leather'))).toBe(false);
      expect(await dialog.textContent()).toContain(configured!);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // switching to leather: the fabric goes, the leather drawer opens with leather headings
      await materials.getByRole('radio', { name: 'Leather' }).click();
      const leather = drawerButton(page, 'Leather');
      await expect.poll(() => leather.getAttribute('aria-expanded')).toBe('true');
      expect(await drawerButton(page, 'Fabric').count()).toBe(0);
      const headings = await page
        .locator('#configurator [data-option-code="2"] .hearth-choices__section-title')
        .allTextContents();
      expect(headings.map((h) => h.toLowerCase())).toEqual(['featured leather']);
      const subtitles = await page
        .locator('#configurator [data-option-code="2"] .hearth-choice-group__subtitle')
        .allTextContents();
      expect(subtitles.join(' ')).not.toMatch(/Fabric/);
      expect(await page.locator('#configurator .hearth-summary__option').allTextContents()).toContain('Leather');
      const cognac = tile(page, 'Saddle, Cognac');
      const cognacPrice = await cognac.locator('.hearth-choice__price').textContent();
      await cognac.click();
      // one material's price: the leather's (price group L1, +$900.00), not the fabric's and the leather's
      expect(cognacPrice).toBe('$5,599.00');
      await expect.poll(() => summaryPrice(page)).toBe(cognacPrice);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('one price per choice, everywhere, as each choice is made', () => {
  it('the price under "Customize your …", the fabric tiles and their preview agree after every choice', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA);
      expect(await summaryPrice(page)).toBe('$1,899.00');
      await page.getByRole('radio', { name: /^Sofa\b/ }).click(); // +$200
      expect(await summaryPrice(page)).toBe('$2,099.00');
      await page.getByRole('radio', { name: /^Deep\b/ }).click(); // +$150
      expect(await summaryPrice(page)).toBe('$2,249.00');
      await openDrawer(page, 'Fabric');
      const oat = tile(page, 'Haven, Oat');
      expect(await oat.locator('.hearth-choice__price').textContent()).toBe('$2,249.00');
      // its preview, on hover, says the same
      await oat.hover();
      const preview = page.getByRole('tooltip');
      await expect.poll(() => preview.locator('.hearth-choice-preview__price').textContent()).toBe('$2,249.00');
      // a fabric of price group B: its tile's price becomes the piece's
      await loadMore(page);
      const dover = tile(page, 'Dover, ');
      await scrollUntil(page, dover);
      const doverPrice = await dover.locator('.hearth-choice__price').textContent();
      expect(doverPrice).toBe('$2,349.00');
      await dover.click();
      expect(await summaryPrice(page)).toBe(doverPrice);
      await cushionAndLegs(page);
      // every option chosen: the reloaded browse data says the same price
      await page.waitForLoadState('networkidle');
      expect(await summaryPrice(page)).toBe(doverPrice);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('dimensions follow the product and the chosen size', () => {
  it('a sofa, a sectional and a chair each have their own; a size and a depth change them', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const seen: string[] = [];
      for (const url of [SOFA, SECTIONAL, CHAIR]) {
        await open(page, url);
        seen.push((await dimensions(page)) ?? '');
      }
      expect(seen).toEqual([
        'Dimensions: 74" W x 38" D x 34" H',
        'Dimensions: 104" W x 68" D x 34" H',
        'Dimensions: 34" W x 36" D x 32" H',
      ]);
      await open(page, SOFA);
      // the page's Dimensions section gives each size's measures
      const section = page.locator('#configurator .hearth-page-content__subgroup', { hasText: 'Dimensions' });
      expect(await section.textContent()).toContain('Grand Sofa: 98" W x 38" D x 34" H');
      await page.getByRole('radio', { name: /^Grand Sofa/ }).click();
      await expect.poll(() => dimensions(page)).toBe('Dimensions: 98" W x 38" D x 34" H');
      await page.getByRole('radio', { name: /^Deep\b/ }).click();
      await expect.poll(() => dimensions(page)).toBe('Dimensions: 98" W x 42" D x 34" H');
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('pictures follow the choice, as the cart thumbnails do', () => {
  it('"Customize your …", the Added to Cart popup and the cart show the sectional in the fabric chosen', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SECTIONAL);
      const plain = await summaryImage(page);
      await page.getByRole('radio', { name: /^2-Piece Sectional/ }).click();
      await page.getByRole('radio', { name: /^Standard Depth/ }).click();
      await openDrawer(page, 'Fabric');
      const sage = tile(page, 'Aberdeen, Sage');
      const code = await sage.getAttribute('data-choice-code');
      await sage.click();
      // the picture turns to the fabric before the other options are chosen
      await expect.poll(() => summaryImage(page)).toContain(`fabric=${code}`);
      expect(await summaryImage(page)).not.toBe(plain);
      const customized = (await summaryImage(page))!;
      await cushionAndLegs(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
      await dialog.waitFor();
      const popupImage = await dialog.locator('img').first().getAttribute('src');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.goto(siteUrl('/checkout/cart'));
      await waitForIslands(page);
      const cartImage = await page.locator('.hearth-cart__image').first().getAttribute('src');
      expect(cartImage).toContain(`fabric=${code}`);
      expect(popupImage).toBe(cartImage);
      expect(customized).toBe(cartImage);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('"See What\'s Available Soonest" shows each ready-made piece in its own fabric', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA);
      await page.getByRole('button', { name: QUICK_SHIP }).click();
      const panel = page.getByRole('dialog', { name: QUICK_SHIP });
      await panel.locator('.hearth-quick-ship__line').first().waitFor();
      const pictures = await panel
        .locator('.hearth-quick-ship__line > img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(pictures.length).toBe(12);
      expect(new Set(pictures).size).toBe(12);
      expect(pictures.every((src) => /\?fabric=\d+/.test(src ?? ''))).toBe(true);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('quick ship: a ready-made piece can be opened and added', () => {
  it('its title opens its page configured as it is made; its own button adds it with its options', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA);
      await page.getByRole('button', { name: QUICK_SHIP }).click();
      const panel = page.getByRole('dialog', { name: QUICK_SHIP });
      const first = panel.locator('.hearth-quick-ship__line').first();
      const title = first.getByRole('link');
      await title.waitFor();
      const name = (await title.textContent())!;
      const piecePrice = await first.locator('.hearth-quick-ship__price').textContent();
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);

      // added from the panel: the piece says so, the header counts it, the cart names its options
      const add = first.getByRole('button', { name: 'Add to cart' });
      await add.waitFor();
      await add.click();
      await first.getByRole('button', { name: 'Added' }).waitFor();
      await expect.poll(() => legacyCartCount(page)).toBe('1');

      // opened: its page with every option chosen, at its price
      await title.click();
      await page.waitForURL(/optionChoiceParameter=/);
      await waitForIslands(page);
      await configuratorDrawn(page);
      expect(await page.locator('#configurator .hearth-summary__text').allTextContents()).not.toContain('—');
      expect(await summaryPrice(page)).toBe(piecePrice);

      await page.goto(siteUrl('/checkout/cart'));
      await waitForIslands(page);
      const line = page.locator('.hearth-cart__line').first();
      expect(await line.textContent()).toContain(name.replace(/^Lounge Sofa in /, ''));
      expect(await line.locator('.hearth-cart__options li').allTextContents()).toEqual([
        'Size: Apartment Sofa (74")',
        'Depth: Standard Depth (38" deep)',
        expect.stringMatching(/^Fabric: /),
        'Cushion: Standard',
        'Leg: Walnut Tapered',
      ]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('an in-stock lamp offers no "See What\'s Available Soonest"', async () => {
    const { page } = await watchedPage(browser);
    try {
      await page.goto(siteUrl(getProduct('300101')!.url));
      await waitForIslands(page);
      expect(await page.getByText(QUICK_SHIP).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

describe('previews stay with their choice', () => {
  it('on a phone, a tapped choice leaves no flyout or price bubble open over the page', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, SOFA);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
      const tap = async (locator: Locator) => {
        await locator.scrollIntoViewIfNeeded();
        const box = (await locator.boundingBox())!;
        const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await tap(tile(page, 'Sofa'));
      await expect.poll(() => radio(page, /^Sofa\b/).isChecked()).toBe(true);
      await openDrawer(page, 'Leg');
      await tap(tile(page, 'Walnut Tapered'));
      await expect.poll(() => radio(page, /^Walnut Tapered/).isChecked()).toBe(true);
      await openDrawer(page, 'Fabric');
      await tap(tile(page, 'Haven, Oat'));
      await expect.poll(() => radio(page, /^Haven, Oat/).isChecked()).toBe(true);
      // the quick view's 700 ms and more: nothing opened
      await page.waitForTimeout(1_200);
      expect(await page.getByRole('tooltip').count()).toBe(0);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("after 'Load N More' and a scroll through the long list, no preview is left at the window's corner", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, SOFA);
      await openDrawer(page, 'Fabric');
      // the pointer rests on a swatch, its preview open; 'Load N More' is pressed from the keyboard
      const more = page.getByRole('button', { name: /^Load \d+ More$/ });
      await more.scrollIntoViewIfNeeded();
      const last = (await page.locator('#configurator [data-option-code="1"] .hearth-choice').last().boundingBox())!;
      await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2);
      await page.getByRole('tooltip').waitFor();
      const strays = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('[role="tooltip"]')].flatMap((tip) => {
            const box = tip.getBoundingClientRect();
            return box.left < 12 && box.top < 12 ? [`${tip.textContent} at ${box.left},${box.top}`] : [];
          }),
        );
      await more.focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(800);
      expect(await strays()).toEqual([]);
      // the page scrolls under the resting pointer: the list draws other rows
      for (let i = 0; i < 8; i++) {
        await page.mouse.wheel(0, 250);
        await page.waitForTimeout(300);
        expect(await strays()).toEqual([]);
      }
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe("a long list's windowing takes over without taking the focus", () => {
  it("Browse All's first swatch keeps the focus when the windowing's code comes after the shopper has reached it", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA);
      // the windowing's code (the one chunk that defines WindowedGroupItems) waits until the focus is in the grid
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/hearth/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('WindowedGroupItems')) await held;
        await route.fulfill({ response, body });
      });
      await openDrawer(page, 'Fabric');
      await page.getByRole('button', { name: 'Browse All Fabrics' }).click();
      const dialog = page.getByRole('dialog', { name: 'Browse All Fabrics' });
      await dialog.waitFor();
      const first = dialog.getByRole('radio').first();
      await first.focus();
      const code = await first.inputValue();
      const grid = dialog.locator('[data-windowed]').first();
      expect(await grid.getAttribute('style')).toBeNull();
      release();
      // the windowing draws the rows in view (padding stands for the others) in place of the first choices
      await expect.poll(() => grid.getAttribute('style')).toMatch(/padding/);
      // Chromium moves the focus of a removed radio to the modal dialog: it must come back to the swatch
      await expect
        .poll(() =>
          page.evaluate(
            () => `${document.activeElement?.tagName} ${(document.activeElement as HTMLInputElement).value}`,
          ),
        )
        .toBe(`INPUT ${code}`);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  }, 60_000);
});

describe("a drawer's sort type reloads its choice groups", () => {
  it("'Fabric Type' asks the sort/filter choice-group call with the choices made, and the swatches take its order", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA);
      await radio(page, /^Sofa\b/).click();
      await openDrawer(page, 'Fabric');
      const fabric = page.locator('#configurator [data-option-code="1"]');
      const order = () =>
        fabric
          .locator('.hearth-choices')
          .last()
          .locator('[data-choice-code]')
          .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-choice-code'))));
      const before = await order();
      await fabric.locator('.hearth-filters__toggle').click();

      const asked = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/sort-filter-choice-groups'));
      await fabric.getByRole('radio', { name: 'Fabric Type', exact: true }).check();
      const request = await asked;
      const query = new URL(request.url()).searchParams;
      expect([...query.keys()].sort()).toEqual(['choices', 'optionCode', 'sku', 'sortType']);
      expect(query.get('optionCode')).toBe('1');
      expect(query.get('sku')).toBe('410100');
      expect(query.get('sortType')).toBe('fabricType');
      expect(JSON.parse(query.get('choices')!)).toEqual([
        { optionCode: 6, optionType: 'size', choiceCode: 802, source: 0, optionSequence: 1 },
      ]);
      const answer = (await (await request.response())!.json()) as { choiceGroups: { choices: { code: number }[] }[] };
      const first = answer.choiceGroups[0]!.choices.map((c) => c.code);
      await expect.poll(async () => (await order()).slice(0, first.length)).toEqual(first);
      expect(await order()).not.toEqual(before);
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
