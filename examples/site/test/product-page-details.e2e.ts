import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../src/mock.js';
import { configuratorDrawn, setupChromiumPerSession, siteUrl, waitForIslands, watchedPage } from './helpers.js';

/**
 * The small things of the product pages a shopper notices: the gallery modal's tabs and buttons
 * on a phone and a laptop, the thumbnails' row, the configurator's links in one line, the swatch
 * names in their cards, the cards' buttons and their 'Customize →'.
 */
const browser = setupChromiumPerSession();

const SOFA = getProduct('410100')!.url;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

async function open(page: Page, url: string, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.goto(siteUrl(url));
  await waitForIslands(page);
}

describe('the product gallery', () => {
  it('on a phone: the modal shows its three tabs whole, and Zoom in is one of the store’s buttons', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA, PHONE);
      await page.getByRole('button', { name: 'View all images' }).click();
      const dialog = page.getByRole('dialog', { name: 'Product Gallery' });
      await dialog.getByRole('tab', { name: 'Customer Images' }).waitFor();
      const cut = await dialog.getByRole('tab').evaluateAll((tabs) =>
        tabs.flatMap((tab) => {
          const list = tab.parentElement!.getBoundingClientRect();
          const box = tab.getBoundingClientRect();
          return box.right > list.right + 1 || tab.scrollWidth > tab.clientWidth + 1 ? [tab.textContent] : [];
        }),
      );
      expect(cut).toEqual([]);
      // 'Zoom in', or 'Zoom out' when the mouse, left where 'View all images' was, rests 300 ms on
      // the picture the modal opened under it (roll-over zoom; a loaded machine takes that long)
      const zoom = dialog.getByRole('button', { name: /^Zoom (in|out)$/ });
      const look = (el: Element) => {
        const s = getComputedStyle(el);
        return [s.borderTopColor, s.borderRadius, s.fontWeight, s.minHeight].join(' ');
      };
      // the same look as the store's secondary buttons ('View All' sits in the same modal)
      const store = await page.locator('.hearth-button--secondary').first().evaluate(look);
      expect(await zoom.evaluate(look)).toBe(store);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('on a laptop, a customer photo opens the modal with every tab: Product Images, Product Videos, Customer Images', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, SOFA, LAPTOP);
      await page.locator('#customer-images').scrollIntoViewIfNeeded();
      const photo = page.getByRole('button', { name: /^Open photo by / }).first();
      await photo.waitFor();
      await photo.click();
      const dialog = page.getByRole('dialog', { name: 'Product Gallery' });
      await expect
        .poll(() => dialog.getByRole('tab').allTextContents())
        .toEqual(['Product Images', 'Product Videos', 'Customer Images']);
      expect(await dialog.getByRole('tab', { name: 'Customer Images' }).getAttribute('aria-selected')).toBe('true');
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('on a phone, the five thumbnails sit in one row, before and after the island draws them', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.setViewportSize(PHONE);
      const rows = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
      // the server's HTML alone (the island's script held back)
      await page.route('**/assets/hearth/hearth.js', (route) => route.abort());
      await page.goto(siteUrl(SOFA));
      expect(await page.locator('.pdp__thumbs li').count()).toBe(5);
      expect(await rows('.pdp__thumbs li')).toBe(1);
      await page.unroute('**/assets/hearth/hearth.js');
      await page.reload();
      await waitForIslands(page);
      await page.locator('.hearth-gallery-preview__thumbs li').first().waitFor();
      expect(await rows('.hearth-gallery-preview__thumbs li')).toBe(1);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('the configurator’s links and the swatch order', () => {
  it("'Care & Material Details' stands in line with the links beside it", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      // the Lounge Sectional: 'Shop Throw Pillows' and 'Care & Material Details' on one row
      await open(page, getProduct('420100')!.url, LAPTOP);
      await configuratorDrawn(page);
      const middles = await page.locator('#configurator .hearth-configurator__links > li > *').evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { text: item.textContent, top: Math.round(box.top), middle: Math.round(box.top + box.height / 2) };
        }),
      );
      const care = middles.find((m) => m.text?.startsWith('Care & Material Details'))!;
      const sameRow = middles.filter((m) => m !== care && Math.abs(m.top - care.top) < 30);
      expect(sameRow.length).toBeGreaterThan(0);
      for (const m of sameRow) expect(Math.abs(m.middle - care.middle), m.text ?? '').toBeLessThanOrEqual(1);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it.each([
    ['phone', PHONE],
    ['laptop', LAPTOP],
  ])(
    'Order Free Swatches on a %s: every swatch name stays inside its card',
    async (_name, size) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await open(page, SOFA, size);
        await page.locator('#order-swatches').click();
        const modal = page.getByRole('dialog', { name: 'Order Free Swatches' });
        await modal.locator('.hearth-swatch-option__name').first().waitFor();
        const overflowing = await modal.locator('.hearth-swatch-option').evaluateAll((cards) =>
          cards.flatMap((card) => {
            const name = card.querySelector('.hearth-swatch-option__name');
            if (!name) return [];
            const box = card.getBoundingClientRect();
            const text = name.getBoundingClientRect();
            return text.right > box.right + 0.5 || name.scrollWidth > name.clientWidth + 1
              ? [`${name.textContent}: ${Math.round(text.right - box.left)} px in a ${Math.round(box.width)} px card`]
              : [];
          }),
        );
        expect(overflowing).toEqual([]);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
    60_000,
  );
});

describe('product cards', () => {
  it('at 1280 px a card’s Add to cart is as wide as the card, whichever stylesheet comes last', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await open(page, '/', LAPTOP);
      // the add-to-cart's own stylesheet (in @hearth/cart's styles.css; it caps the button at 22rem)
      // linked after the page's, as an npm page links it
      const css = await readFile(
        new URL('../../../packages/cart/src/add-to-cart/add-to-cart.css', import.meta.url),
        'utf8',
      );
      await page.addStyleTag({ content: css });
      await page.locator('.card .hearth-add-to-cart button').first().waitFor();
      const widths = await page
        .locator('.card:has(.hearth-add-to-cart)')
        .evaluateAll((cards) =>
          cards.map((card) => [
            Math.round(card.querySelector('.card__action')!.getBoundingClientRect().width),
            Math.round(card.querySelector('.hearth-add-to-cart button')!.getBoundingClientRect().width),
          ]),
        );
      expect(widths.length).toBeGreaterThan(0);
      for (const [card, button] of widths) expect(button).toBe(card);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("a made-to-order card reads 'Customize →', a space before its arrow", async () => {
    const { page } = await watchedPage(browser);
    try {
      await open(page, '/', LAPTOP);
      const gaps = await page.locator('.card__more').evaluateAll((rows) =>
        rows.map((row) => {
          const range = document.createRange();
          range.selectNodeContents(row.firstChild!);
          const text = range.getBoundingClientRect();
          return Math.round(row.querySelector('span')!.getBoundingClientRect().left - text.right);
        }),
      );
      expect(gaps.length).toBeGreaterThan(0);
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(3);
    } finally {
      await page.close();
    }
  }, 60_000);
});
