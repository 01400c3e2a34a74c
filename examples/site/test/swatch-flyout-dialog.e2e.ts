import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { setupChromiumPerSession, siteUrl, waitForIslands, watchedPage } from './helpers.js';

/**
 * The swatch flyout in popup mode (WAI-ARIA APG dialog) [ref: README#every-island]: opened by the
 * keyboard or a click it is a modal dialog that takes the focus and keeps it until it closes
 * (Tab cycles inside; Escape gives the focus back to the swatch); on hover it stays a non-modal
 * preview that leaves the focus where it was.
 */
const browser = setupChromiumPerSession();

async function swatchPage(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/free-swatches?site=US'));
  await waitForIslands(page);
  return page.locator('.hearth-sbf__grid .hearth-swatch-trigger').first();
}

/** Whether the focus is inside the open flyout. */
const focusInFlyout = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.hearth-hover-card[role="dialog"]')));

describe('the swatch flyout (popup mode)', () => {
  it('opened by Enter: a modal dialog with the focus, Tab and Shift+Tab stay inside, Escape gives the focus back', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const trigger = await swatchPage(page);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const flyout = page.locator('.hearth-hover-card[role="dialog"]');
      await flyout.getByRole('link', { name: 'Browse All Swatches' }).waitFor();
      expect(await flyout.getAttribute('aria-modal')).toBe('true');
      await expect.poll(() => focusInFlyout(page)).toBe(true);
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInFlyout(page), `after ${i + 1} Tab`).toBe(true);
      }
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusInFlyout(page), `after ${i + 1} Shift+Tab`).toBe(true);
      }
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await flyout.waitFor({ state: 'detached' });
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('opened by a click: the same dialog; hovered: a preview that leaves the focus alone', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const trigger = await swatchPage(page);
      await trigger.click();
      const flyout = page.locator('.hearth-hover-card[role="dialog"]');
      await flyout.waitFor();
      expect(await flyout.getAttribute('aria-modal')).toBe('true');
      await expect.poll(() => focusInFlyout(page)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusInFlyout(page)).toBe(true);
      await page.keyboard.press('Escape');
      await flyout.waitFor({ state: 'detached' });

      await page.mouse.move(0, 0);
      const second = page.locator('.hearth-sbf__grid .hearth-swatch-trigger').nth(1);
      await second.hover();
      await flyout.waitFor();
      expect(await flyout.getAttribute('aria-modal')).toBeNull();
      expect(await focusInFlyout(page)).toBe(false);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
