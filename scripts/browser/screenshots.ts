/**
 * `npm run screenshots`: the demo store as a shopper sees it, at 390 px (a phone) and 1280 px
 * (a laptop): the home page, a department, a product, the cart (with items and the donation) and
 * the checkout, then the made-to-order sofa configured in Harbor Blue (on a laptop, scrolled to
 * the fabrics with the picture beside them), its gallery open on the side view, and the free
 * swatches, written to `docs/screenshots/{page}-{width}.png`. Serves the example site on a
 * free port with the built script tag (`npm run build` first) and drives Debian's Chromium.
 *
 *   npm run screenshots                  # every page at both widths
 *   npm run screenshots -- --out /tmp/x  # somewhere else
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { createSiteServer } from '../../examples/site/src/server';
import { launchChromium } from './browser';

/** What is photographed, in order: name → path. */
export const SHOTS = [
  ['home', '/'],
  ['category', '/shop/sofas'],
  ['product', '/furniture/lounge-sofa/s410100'],
  ['cart', '/checkout/cart'],
  ['checkout', '/checkout/shipping'],
  ['configured', '/furniture/lounge-sofa/s410100'],
  ['gallery', '/furniture/lounge-sofa/s410100'],
  ['swatches', '/free-swatches'],
] as const;

/** The fabric the configured sofa is photographed in. */
const FABRIC = /^[A-Za-z]+, Harbor Blue/;

/**
 * What a shot does before it is taken, and whether it is of the window only (what the shopper
 * sees at that moment) rather than the whole page.
 */
const STAGES: Partial<Record<(typeof SHOTS)[number][0], (page: Page, width: number) => Promise<void>>> = {
  // the fabric chosen: the picture follows it; on a laptop it stays beside the fabric grid
  configured: async (page, width) => {
    const fabrics = page.locator('.hearth-drawer[data-option-code="1"]');
    await fabrics.locator('.hearth-drawer__button').click();
    const tile = fabrics.getByRole('radio', { name: FABRIC }).first();
    await tile.click();
    await page.waitForFunction(
      () =>
        document.querySelector('#gallery .hearth-gallery-preview__main img')?.getAttribute('src')?.includes('fabric='),
      undefined,
      { timeout: 15_000 },
    );
    await settle(page);
    if (width < 600) await page.evaluate(() => window.scrollTo(0, 0));
    else await tile.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  },
  // the gallery's popup on its second picture, the side view
  gallery: async (page) => {
    await page.locator('#gallery').getByRole('button', { name: 'View all images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Product Gallery' });
    await dialog.getByRole('button', { name: /^Image 2 of / }).click();
    await settle(page);
  },
};
/** Shots of the window only: the rest is the same page as another shot. */
const WINDOW_ONLY = new Set(['configured', 'gallery']);

/** The widths: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;

/** What the cart holds when it is photographed: stock items, then the donation from the cart itself. */
const CART_ITEMS = [
  { Sku: '300101', Quantity: 2 },
  { Sku: '300103', Quantity: 1 },
  { Sku: '200101', Quantity: 1 },
];

const outIndex = process.argv.indexOf('--out');
const OUT = resolve(outIndex > 0 ? (process.argv[outIndex + 1] ?? '') : 'docs/screenshots');

/** Waits for every eager island to mount or fail, and for finite animations to end. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-island]:not([data-load="visible"]):not([data-load="interaction"])')].every(
        (el) => ['mounted', 'error'].includes(el.getAttribute('data-hearth-state') ?? ''),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // a full-page picture shows what is below the fold too: load the lazy images now
    for (const img of document.images) img.loading = 'eager';
    const images = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      images.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
    // finite ones only: a spinner or a skeleton's shimmer never ends
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Fills the session's cart the way the store does: the add-item call, then 'Add Donation' on the cart page. */
async function fillCart(page: Page): Promise<void> {
  const status = await page.evaluate(async (items) => {
    const config = JSON.parse(document.getElementById('hearth-config')?.textContent ?? '{}') as {
      endpoints: Record<string, string>;
    };
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    const res = await fetch(config.endpoints['addItem'] ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
      body: JSON.stringify(items),
    });
    return res.status;
  }, CART_ITEMS);
  if (status !== 200) throw new Error(`screenshots: adding the cart items answered ${status}`);
}

mkdirSync(OUT, { recursive: true });
const site = await createSiteServer({ port: 0 });
try {
  for (const width of WIDTHS) {
    const browser = await launchChromium({ viewport: { width, height: width < 600 ? 844 : 800 } });
    try {
      const page = await browser.newPage();
      for (const [name, path] of SHOTS) {
        await page.goto(new URL(path, site.url).href);
        if (name === 'cart') {
          await fillCart(page);
          await page.reload();
          await settle(page);
          await page.getByRole('button', { name: 'Add Donation' }).click();
          await page.getByRole('heading', { level: 3, name: /^Donation to/ }).waitFor();
        }
        await settle(page);
        await STAGES[name]?.(page, width);
        const file = join(OUT, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: !WINDOW_ONLY.has(name) });
        console.log(`screenshots: ${file}`);
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await site.close();
}
