import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { DEMO_PRODUCT_URL, DEMO_SPECIAL_ORDER_URL } from '../src/pages/home.js';
import {
  headerCartCount,
  settleAnimations,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * The demo store as a new user tries it, through the script tag: the header on a phone
 * and a laptop, the product layout, quick add from a department, the donation line, and social
 * sign-in through the demo identity provider.
 */
const browser = setupChromiumPerSession();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(siteUrl(path));
  expect(res?.status(), path).toBe(200);
  await waitForIslands(page);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const b = await locator.boundingBox();
  expect(b, 'the element is laid out').not.toBeNull();
  return b ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Chromium's own look of a `<button>` with no author style: 'buttonface' grey. */
const BROWSER_BUTTON_GREY = 'rgb(239, 239, 239)';

describe('the header', () => {
  it('on a phone: one row (menu, logo, account, cart with its count), the departments in a menu that opens', async () => {
    const { page } = await watchedPage(browser);
    try {
      await page.setViewportSize(PHONE);
      await visit(page, '/');
      const header = page.getByRole('banner');
      expect((await box(header)).height).toBeLessThan(80);
      // the row of department links is for wide screens; the menu holds them here
      expect(await page.locator('.site-nav').isVisible()).toBe(false);
      expect(await header.getByRole('link', { name: 'Sofas' }).isVisible()).toBe(false);
      // one cart entry, never 'Cart' and 'Cart (0)' side by side
      expect(await header.getByRole('link', { name: /cart/i }).count()).toBe(1);
      expect(await header.textContent()).not.toContain('Cart (');
      expect(await headerCartCount(page)).toBe('0');

      await page.locator('.site-menu > summary').click();
      const menu = page.locator('.site-menu__panel');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await runAxe(page)).toEqual([]);
      // Escape closes it and the focus goes back to its button
      await menu.getByRole('link', { name: 'Sofas' }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.matches('.site-menu > summary'))).toBe(true);
      await page.locator('.site-menu > summary').click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      await menu.getByRole('link', { name: 'Sofas' }).click();
      await page.waitForURL(siteUrl('/shop/sofas'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sofas');
    } finally {
      await page.close();
    }
  });

  it.each([
    ['a phone', PHONE],
    ['a laptop', LAPTOP],
  ])(
    "checkout on %s: the stripped header (logo, 'Secure Checkout', the help number, back to cart), no departments",
    async (_name, size) => {
      const page = await browser.newPage();
      try {
        await page.setViewportSize(size);
        await visit(page, '/checkout/shipping');
        const header = page.getByRole('banner');
        expect(await header.getByText('Secure Checkout').isVisible()).toBe(true);
        expect(await header.getByRole('link', { name: '1-800-555-0134' }).getAttribute('href')).toBe(
          'tel:1-800-555-0134',
        );
        expect(await header.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/checkout/cart');
        expect(await header.getByRole('link', { name: /Hearth/ }).getAttribute('href')).toBe('/');
        expect(await page.locator('.site-nav, .site-menu, .site-footer__cols').count()).toBe(0);
        expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(
          true,
        );
        expect(await runAxe(page)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('on a laptop: the departments in one row under the logo, no menu button', async () => {
    const page = await browser.newPage();
    try {
      await page.setViewportSize(LAPTOP);
      await visit(page, '/');
      expect(await page.locator('.site-menu').isVisible()).toBe(false);
      const links = await page.locator('.site-nav a').all();
      expect(links.length).toBeGreaterThanOrEqual(5);
      const tops = new Set(await Promise.all(links.map(async (l) => Math.round((await box(l)).y))));
      expect(tops.size, 'every department link on one line').toBe(1);
    } finally {
      await page.close();
    }
  });
});

describe('product pages', () => {
  it.each([DEMO_PRODUCT_URL, DEMO_SPECIAL_ORDER_URL])(
    '%s at 1280 px: gallery left, title, price and add to cart right; a breadcrumb on one line; styled buttons',
    async (path) => {
      const page = await browser.newPage();
      try {
        await page.setViewportSize(LAPTOP);
        await visit(page, path);
        const gallery = await box(page.locator('.pdp__gallery'));
        const info = await box(page.locator('.pdp__info'));
        expect(gallery.x + gallery.width).toBeLessThanOrEqual(info.x);
        expect(Math.abs(gallery.y - info.y)).toBeLessThan(40);
        expect(info.x + info.width).toBeGreaterThan(LAPTOP.width * 0.75);
        for (const part of [
          page.locator('.pdp__title'),
          page.locator('.pdp__price'),
          page.locator('#add-to-cart button').first(),
        ]) {
          expect((await box(part)).x).toBeGreaterThanOrEqual(info.x);
        }

        const crumbs = await page.locator('.breadcrumb li').all();
        expect(crumbs.length).toBeGreaterThanOrEqual(2);
        const crumbTops = new Set(await Promise.all(crumbs.map(async (c) => Math.round((await box(c)).y))));
        expect(crumbTops.size, 'breadcrumb on one line').toBe(1);
        expect(await page.locator('.breadcrumb ol').evaluate((el) => getComputedStyle(el).listStyleType)).toBe('none');

        const bodyFont = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
        for (const name of ['View all images', 'Order Free Swatches']) {
          const button = page.getByRole('button', { name, exact: true });
          if (!(await button.count())) continue; // 'Order Free Swatches' is on made-to-order pages
          const style = await button.evaluate((el) => ({
            bg: getComputedStyle(el).backgroundColor,
            font: getComputedStyle(el).fontFamily,
          }));
          expect(style.bg, name).not.toBe(BROWSER_BUTTON_GREY);
          expect(style.font, name).toBe(bodyFont);
        }
      } finally {
        await page.close();
      }
    },
  );
});

describe('the gallery on a phone (Lighthouse CLS)', () => {
  it('keeps its height from server fallback to loading preview to loaded preview: nothing below moves', async () => {
    const height = (page: Page) =>
      page.locator('.pdp__gallery').evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const fallback = await browser.context.browser()!.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await browser.newPage();
    try {
      const bare = await fallback.newPage();
      await bare.goto(siteUrl(DEMO_PRODUCT_URL));
      const server = await height(bare);
      await page.setViewportSize(PHONE);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/demo/gallery-images**', async (route) => {
        await held;
        await route.continue();
      });
      await visit(page, DEMO_PRODUCT_URL);
      // while its images are out, the mounted island keeps the page's server HTML (no skeleton)
      await page.locator('#gallery[data-hearth-state="mounted"] .pdp__figure img').waitFor();
      expect(await page.locator('.pdp__gallery .hearth-skeleton').count()).toBe(0);
      const loading = await height(page);
      release();
      await page.locator('.pdp__gallery .hearth-gallery-preview__main img').waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.pdp__gallery img')].every((img) => (img as HTMLImageElement).complete),
      );
      const loaded = await height(page);
      expect(Math.abs(loading - loaded), `loading ${loading} px, loaded ${loaded} px`).toBeLessThanOrEqual(2);
      expect(Math.abs(server - loaded), `server fallback ${server} px, loaded ${loaded} px`).toBeLessThanOrEqual(2);
    } finally {
      await page.close();
      await fallback.close();
    }
  });
});

describe('a department', () => {
  it("a stock item's quick add: the Added to Cart popup, and the header's count follows", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Decor & Lighting' }).first().click({ force: true });
      await page.waitForURL(siteUrl('/shop/decor-lighting'));
      await waitForIslands(page);
      const card = page.locator('.card[data-sku="300101"]');
      // each card's 'Add to cart' says which product it adds (the shelf has one per card)
      const descriptions = await page
        .locator('.card__action button')
        .evaluateAll((buttons) =>
          buttons.map(
            (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
          ),
        );
      expect(descriptions.length).toBeGreaterThan(1);
      expect(descriptions).not.toContain('');
      expect(
        await card.getByRole('button', { name: 'Add to cart', exact: true }).getAttribute('aria-describedby'),
      ).toBe('card-name-300101');
      await card.getByRole('button', { name: /add to cart/i }).click();
      const popup = page.getByRole('dialog', { name: 'Added to Cart' });
      await popup.waitFor();
      await settleAnimations(page);
      expect(await popup.textContent()).toContain('Stoneware Table Lamp');
      await expect.poll(() => headerCartCount(page)).toBe('1');
      // a keyboard or screen reader user on the header's cart link hears its count (Chromium
      // leaves a role="status" out of a link's name: the link was named 'Cart' alone)
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(
        await page.getByRole('banner').getByRole('link', { name: 'Cart 1 item in cart', exact: true }).count(),
      ).toBe(1);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the donation', () => {
  it('is a readable line with no delivery method, no availability and no shipping charge', async () => {
    const page = await browser.newPage();
    try {
      await visit(page, '/checkout/cart');
      await page.getByRole('button', { name: 'Add Donation' }).click();
      const heading = page.getByRole('heading', { level: 3, name: /^Donation to/ });
      await heading.waitFor();
      const line = page.locator('li, article').filter({ has: heading }).last();
      expect(await line.getByRole('radio').count()).toBe(0);
      expect(await line.textContent()).not.toMatch(/In stock|Ship|Pick Up in Store|Save for Later/);
      // its name is shown whole, not cut off
      const clipped = await heading.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped).toBe(false);
      expect(await heading.textContent()).toMatch(/^Donation to .+\$\d/);
      // on its own it ships nothing: no shipping charge in the summary
      const summary = page.getByText('Shipping', { exact: true }).locator('..');
      await expect.poll(() => summary.textContent()).not.toMatch(/\$\d/);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('sign-in', () => {
  it.each(['Google', 'Apple'])(
    "'Sign in with %s' goes to the demo identity provider, which signs the demo account in",
    async (idp) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await visit(page, '/shop/sofas');
        await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname === '/account/sign-in');
        await waitForIslands(page);
        // the demo data beside the form
        expect(await page.locator('.demo-hint').textContent()).toContain('demo@hearth.test');
        await page.getByRole('link', { name: `Sign in with ${idp}` }).click();
        await page.waitForURL((url) => url.pathname === '/account/auth/loginwithidp');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Sign in with ${idp}`);
        expect(await runAxe(page)).toEqual([]);
        await page.getByRole('button', { name: 'Continue as Jordan' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/account/auth/loginwithidp'));
        await waitForIslands(page);
        expect(await page.getByRole('banner').getByRole('link', { name: 'Hi, Jordan' }).count()).toBe(1);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it("'Create an Account' from the sign-in form is a page", async () => {
    const page = await browser.newPage();
    try {
      await visit(page, '/account/sign-in');
      await page.getByRole('link', { name: 'Create an Account' }).first().click();
      await page.waitForURL(siteUrl('/account/create-account'));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Create an Account');
    } finally {
      await page.close();
    }
  });
});
