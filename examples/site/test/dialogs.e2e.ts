import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import {
  configureLoungeSofa,
  postFromPage,
  settleAnimations,
  siteUrl,
  setupChromiumPerSession,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * Dialog and Flyout on the platform's `<dialog>` through the script tag: what
 * happy-dom cannot show. The top layer and the inert page, Tab kept inside, the scroll lock, the
 * backdrop, reduced motion, popups' code loaded on first use, and where focus goes when what
 * held it goes away (the 'Checkout Now' flyout's nested sign-in, a removed cart line, an add-on
 * turning 'Added').
 */
const browser = setupChromiumPerSession();

const SOFA_URL = getProduct('410100')?.url ?? '/';

/** Where focus is: 'dialog' (the open dialog or inside it), 'body', or the element's text. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const open = document.querySelector('dialog[open]');
    if (!active || active === document.body) return 'body';
    return open?.contains(active) ? 'dialog' : `outside: ${active.textContent?.trim() ?? active.tagName}`;
  });

async function productPage(): Promise<Page> {
  const { page } = await watchedPage(browser);
  await page.goto(siteUrl(SOFA_URL));
  await waitForIslands(page);
  await configureLoungeSofa(page); // a configurable sofa: add-to-cart sends nothing until every option is chosen
  return page;
}

/** Adds the sofa and waits for the standard popup, settled. */
async function openConfirmation(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add to cart' }).click({ timeout: 10_000 });
  const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
  await dialog.waitFor({ timeout: 10_000 });
  await settleAnimations(page);
  return dialog;
}

async function cartWith(skus: string[]): Promise<Page> {
  const { page } = await watchedPage(browser);
  await page.goto(siteUrl('/checkout/cart'));
  for (const sku of skus) await postFromPage(page, '/api/demo/cart/add-item', [{ Sku: sku, Quantity: 1 }]);
  await page.goto(siteUrl('/checkout/cart'));
  await waitForIslands(page);
  return page;
}

describe('dialogs on the platform <dialog>', () => {
  it('a popup is a modal <dialog> in the top layer: the page is inert and does not scroll', async () => {
    const page = await productPage();
    try {
      const dialog = await openConfirmation(page);
      expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      // The page behind takes neither focus nor pointer: the element at a point outside the
      // dialog box is the dialog (its ::backdrop), not the page.
      const outside = await page.evaluate(() => {
        const link = [...document.querySelectorAll<HTMLElement>('a[href], button')].find((el) => !el.closest('dialog'));
        link?.focus();
        return { focused: document.activeElement === link, hit: document.elementFromPoint(4, 4)?.tagName };
      });
      expect(outside).toEqual({ focused: false, hit: 'DIALOG' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to cart');
    } finally {
      await page.close();
    }
  });

  it('Tab and Shift+Tab stay inside and wrap', async () => {
    const page = await productPage();
    try {
      await openConfirmation(page);
      const seen = new Set<string>();
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIn(page)).toBe('dialog');
        seen.add(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      for (let i = 0; i < 14; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIn(page)).toBe('dialog');
      }
      // It went round: the close button, the add-ons, the footer's two actions.
      expect([...seen]).toEqual(expect.arrayContaining(['Continue Shopping', 'View Cart']));
    } finally {
      await page.close();
    }
  });

  it('a press on the backdrop closes and gives focus back; a press inside does not', async () => {
    const page = await productPage();
    try {
      const dialog = await openConfirmation(page);
      await dialog.getByRole('status').click();
      expect(await dialog.isVisible()).toBe(true);
      // a press begun within 500 ms of the opening or of the press before is taken for a hurried
      // one aimed at what the popup covers and does not close it (double-submit.e2e.ts)
      await new Promise((resolve) => setTimeout(resolve, 600));
      await page.mouse.click(4, 4);
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to cart');
    } finally {
      await page.close();
    }
  });

  it('fades in and out, and not at all when the person asks for reduced motion', async () => {
    const page = await productPage();
    try {
      const dialog = await openConfirmation(page);
      expect(await dialog.getAttribute('data-state')).toBe('open');
      // [ref: checkout#limits]: the fade transition, 300 ms
      expect(await dialog.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0\.3s/);
      // Closed for the platform at once (page usable), still drawn while it fades: recorded in the
      // page as it happens (a check after the key press may come after the fade on a busy machine).
      await dialog.evaluate((el) => {
        const seen = window as unknown as { __fading?: boolean };
        const observer = new MutationObserver(() => {
          if (el.isConnected && !el.hasAttribute('open') && el.getAttribute('data-state') === 'closed') {
            seen.__fading = true;
            observer.disconnect();
          }
        });
        observer.observe(el, { attributes: true, attributeFilter: ['open', 'data-state'] });
      });
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __fading?: boolean }).__fading ?? false))
        .toBe(true);
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });

      await page.emulateMedia({ reducedMotion: 'reduce' });
      const again = await openConfirmation(page);
      expect(await again.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s/);
      await page.keyboard.press('Escape');
      await again.waitFor({ state: 'detached', timeout: 1000 });
    } finally {
      await page.close();
    }
  });

  it("the popups' code loads when the pointer reaches the opener, not with the page", async () => {
    const { page } = await watchedPage(browser);
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl(SOFA_URL));
      await waitForIslands(page);
      // Islands that load when seen (the product carousel) load now, not during the hover below.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitForIslands(page, '[data-island]');
      await page.evaluate(() => window.scrollTo(0, 0));
      await configureLoungeSofa(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const atLoad = scripts.length;
      await page.getByRole('button', { name: 'Add to cart' }).hover();
      await expect.poll(() => scripts.length).toBeGreaterThan(atLoad);
      expect(scripts.slice(atLoad).every((path) => /\/assets\/hearth\/chunk-\w+\.js$/.test(path))).toBe(true);
      // Warm: the popup shows as soon as the add answers.
      await openConfirmation(page);
    } finally {
      await page.close();
    }
  });

  it("an add-on turning 'Added' (disabled) keeps focus in the popup", async () => {
    const page = await productPage();
    try {
      const dialog = await openConfirmation(page);
      const region = dialog.getByRole('region', { name: 'Extras and Essentials We Recommend' });
      const first = region.getByRole('listitem').first();
      await first.getByRole('button', { name: 'Add to Cart' }).focus();
      await page.keyboard.press('Enter');
      await first.getByRole('button', { name: 'Added' }).waitFor();
      await expect.poll(() => focusIn(page)).toBe('dialog');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to Cart');
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('focus where what held it went away', () => {
  it("the 'Checkout Now' flyout takes focus when it opens and keeps it once its sign-in mounts", async () => {
    const page = await cartWith(['200101']);
    try {
      await page.getByRole('button', { name: 'Checkout' }).click();
      const flyout = page.getByRole('dialog', { name: 'Checkout Now' });
      await flyout.waitFor();
      await expect
        .poll(() => flyout.locator('[data-island="sign-in"]').getAttribute('data-hearth-state'))
        .toBe('mounted');
      await settleAnimations(page);
      expect(await focusIn(page)).toBe('dialog');
      await page.keyboard.press('Tab');
      expect(await focusIn(page)).toBe('dialog');
      expect(await flyout.evaluate((el) => el.matches(':modal'))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('a removed cart line hands focus to the next line, and the last one to the cart', async () => {
    const page = await cartWith(['200101', '200102']);
    try {
      const names = page.locator('.hearth-cart__lines > li h3');
      const [first, second] = await names.allTextContents();
      await page.locator('.hearth-cart__lines > li').first().getByRole('button', { name: 'Remove' }).click();
      await expect.poll(() => names.allTextContents()).toEqual([second]);
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(second);
      expect(first).not.toBe(second);
      await page.locator('.hearth-cart__lines > li').first().getByRole('button', { name: 'Remove' }).click();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Shopping Cart');
    } finally {
      await page.close();
    }
  });
});
