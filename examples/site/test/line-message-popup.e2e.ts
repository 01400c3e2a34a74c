import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import {
  closeRouted,
  configuratorDrawn,
  loggedErrors,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * The line-level message's popup on the demo's made-to-order page ([ref: configurator#screens, #calls] GET /browse/popup):
 * the link opens a modal dialog with the focus, whose body is the server's HTML, sanitized; Escape
 * gives the focus back to the link. A failed answer shows the popup's error and logs one error.
 */
const browser = setupChromiumPerSession();

async function loungeSofa(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl('/furniture/lounge-sofa/s410100'));
  await waitForIslands(page);
  await configuratorDrawn(page);
  return page.locator('#configurator').getByRole('button', { name: 'Free design services' });
}

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

describe('the line-level message popup', () => {
  it("opens the server's sanitized HTML in a dialog that keeps the focus and gives it back", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const link = await loungeSofa(page);
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Free design services' });
      await dialog.getByRole('heading', { name: 'Free Design Services', exact: true }).waitFor();
      expect(await dialog.getByText(/Our design experts can help you/).count()).toBe(1);
      await expect.poll(() => focusInDialog(page)).toBe(true);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusInDialog(page), `after ${i + 1} Tab`).toBe(true);
      }
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(watch.pageErrors).toEqual([]);
      expect(watch.errors).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a failed answer ends in the error message and one console error naming the island and the call', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.route('**/browse/popup?**', (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<p>down</p>' }),
      );
      const link = await loungeSofa(page);
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Free design services' });
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe('This information could not be loaded. Please try again later.');
      const ours = await loggedErrors(watch, (e) => e.includes('hearth: configurator: call "popup"'));
      expect(ours).toHaveLength(1);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await closeRouted(page);
    }
  });
});
