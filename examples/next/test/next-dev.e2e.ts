/**
 * The Next.js example in development, as a developer first runs it: `next dev`
 * (Turbopack, React's development build, StrictMode on as the App Router has it by default) over
 * the built packages. The product page hydrates; AddToCart's confirmation (after a real add) and
 * the gallery's 'View all images' modal open and stay open through StrictMode's second mount,
 * close on Escape and give the focus back; nothing is logged as an error or a warning, in the
 * browser or by `next dev`.
 *
 * Runs beside next.e2e.ts (`next build` writes `.next`, `next dev` `.next/dev`); its cost is the
 * compilation of the one page it opens.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterFrames, launchChromium, type ChromiumSession } from '../../../scripts/browser/browser';
import { serve, type NextServer } from './next-app';

let server: NextServer | undefined;
let chromium: ChromiumSession;

beforeAll(async () => {
  server = await serve('dev', 60_000);
  chromium = await launchChromium({ forTests: true });
}, 90_000);

afterAll(async () => {
  await chromium?.close();
  server?.stop();
});

/** Opens the popup `name` with `open`, checks that it stays open (a modal `<dialog>`), closes it with Escape. */
async function opensAndCloses(page: Page, open: () => Promise<void>, name: string): Promise<void> {
  await open();
  const popup = page.getByRole('dialog', { name, exact: true });
  // `next dev` compiles on first use: the add's route handler and the popup's lazy chunk
  await popup.waitFor({ state: 'visible', timeout: 60_000 });
  await afterFrames(page);
  expect(await popup.evaluate((element) => element instanceof HTMLDialogElement && element.matches(':modal'))).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

describe('next dev (StrictMode)', () => {
  it('the product page hydrates; the add-to-cart confirmation and the gallery modal open and stay open; nothing logged', async () => {
    const page = await chromium.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // the first request compiles the page
    await page.goto(server!.url, { timeout: 120_000 });
    // hydrated: React has attached its props to the stepper's button (network idle is no sign of
    // it under `next dev`, whose dev tools may keep asking the server on a loaded machine)
    await page
      .waitForFunction(
        () => {
          const button = document.querySelector('.hearth-quantity button');
          return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
        },
        undefined,
        { timeout: 120_000 },
      )
      .catch((error: Error) => {
        throw new Error(`${error.message}\nbrowser: ${problems.join('\n')}\nnext dev: ${server!.output()}`);
      });
    // `next dev` compiles the API route at its first request: on a loaded CI machine that took
    // 27 s (compile, a 16 s write of its cache, then the answer), near the client's 30 s call
    // timeout, and the add failed. Asked here first, with room, so the add meets a compiled route;
    // a developer's own first add may wait as long, which is next dev's, not Hearth's.
    const warm = await page.request.get(`${server!.url}/api/__mock/faults`, { timeout: 120_000 });
    expect(warm.ok()).toBe(true);
    const quantity = page.locator('.hearth-quantity input');
    await page.locator('.hearth-quantity button').last().click();
    await expect.poll(() => quantity.inputValue()).toBe('2');

    const add = page.getByRole('button', { name: /add to cart/i }).first();
    await opensAndCloses(page, () => add.click(), 'Added to Cart').catch((error: Error) => {
      throw new Error(`${error.message}\nbrowser: ${problems.join('\n')}\nnext dev: ${server!.output()}`);
    });
    await expect.poll(() => add.evaluate((element) => element === document.activeElement)).toBe(true);

    const viewAll = page.getByRole('button', { name: 'View all images' });
    await opensAndCloses(page, () => viewAll.click(), 'Product Gallery');
    await expect.poll(() => viewAll.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
    expect(problems).toEqual([]);
    expect(
      server!
        .output()
        .split('\n')
        .filter((line) => /⚠|\bwarn|\berror/i.test(line))
        // next dev's note on the machine's disk speed (it times a write to .next), not the app's
        .filter((line) => !/Slow filesystem detected/.test(line)),
    ).toEqual([]);
  }, 180_000);
});
