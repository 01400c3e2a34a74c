import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import {
  configureLoungeSofa,
  legacyCartCount,
  loggedErrors,
  setFault,
  settleAnimations,
  siteUrl,
  setupChromiumPerSession,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/** add-to-cart through the script tag: each popup, add-ons, a fault, a double click. */
const browser = setupChromiumPerSession();

const urlOf = (sku: string) => getProduct(sku)?.url ?? '/';
const SOFA_URL = urlOf('410100');
const MONOGRAM_URL = urlOf('500102');
const CUSTOM_URL = urlOf('600101');
const LAMP_URL = urlOf('300101');

async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(siteUrl(path));
  expect(res?.status(), path).toBe(200);
  await waitForIslands(page);
  expect(await page.locator('#add-to-cart').getAttribute('data-hearth-state')).toBe('mounted');
}

/** POSTs to the add-item endpoint the island calls. */
function countAdds(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/demo/cart/add-item') count += 1;
  });
  return () => count;
}

describe('add-to-cart island through the script tag', () => {
  it('adds a sofa: the standard popup, the legacy cart header refreshed, an add-on becomes Added', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, SOFA_URL);
      await configureLoungeSofa(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
      await dialog.waitFor();
      await expect.poll(() => legacyCartCount(page)).toBe('1');
      expect(await dialog.getByRole('status').textContent()).toBe('1 item added to your cart');
      const region = dialog.getByRole('region', { name: 'Extras and Essentials We Recommend' });
      expect(await region.getByRole('listitem').count()).toBe(4);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);

      const first = region.getByRole('listitem').first();
      await first.getByRole('button', { name: 'Add to Cart' }).click();
      const added = first.getByRole('button', { name: 'Added' });
      await added.waitFor();
      expect(await added.isDisabled()).toBe(true);
      await expect.poll(() => legacyCartCount(page)).toBe('2');
      expect(await dialog.getByRole('status').textContent()).toBe('2 items added to your cart');
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Add to cart');
      expect(watch.pageErrors).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('adds a monogrammed item: the Monogramming popup', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, MONOGRAM_URL);
      await page.getByRole('textbox', { name: 'Line 1' }).fill('JMA');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Monogramming' });
      await dialog.waitFor();
      expect(await dialog.getByRole('img', { name: 'Personalization preview' }).count()).toBe(1);
      await expect.poll(() => legacyCartCount(page)).toBe('1');
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the monogram offers the brand’s thread colours (25 main, 12 CB2) and the fonts; the chosen ones are sent [ref: add-to-cart#limits]', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      const sent: unknown[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/demo/cart/monogram-confirmation')
          sent.push(request.postDataJSON());
      });
      await visit(page, MONOGRAM_URL);
      const colours = page.getByRole('group', { name: 'Thread Color' });
      expect(await colours.getByRole('radio').count()).toBe(25);
      expect(await colours.getByRole('radio', { name: 'Navy' }).isChecked()).toBe(true);
      await colours.getByRole('radio', { name: 'Hunter Green' }).check();
      await page.getByRole('group', { name: 'Font' }).getByRole('radio', { name: 'Script' }).check();
      await page.getByRole('textbox', { name: 'Line 1' }).fill('JMA');
      expect(await runAxe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('dialog', { name: 'Monogramming' }).waitFor();
      const lines = (sent[0] as { design: { personalization: Array<{ textcolor: string; font: string }> } }).design
        .personalization;
      expect(lines.map((l) => [l.textcolor, l.font])).toEqual([
        ['HUNTER_GREEN', 'SCRIPT'],
        ['HUNTER_GREEN', 'SCRIPT'],
        ['HUNTER_GREEN', 'SCRIPT'],
      ]);

      await visit(page, `${MONOGRAM_URL}?brand=cb2`);
      expect(await page.getByRole('group', { name: 'Thread Color' }).getByRole('radio').count()).toBe(12);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('flags a profane line (E3001) with the server description and disables the button', async () => {
    const { page } = await watchedPage(browser);
    try {
      await visit(page, MONOGRAM_URL);
      await page.getByRole('textbox', { name: 'Line 1' }).fill('oh crap');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const line = page.getByRole('textbox', { name: 'Line 1' });
      await expect.poll(() => line.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
      expect(await page.getByRole('alert').first().textContent()).toContain('Please change your text.');
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('adds a custom item: the Custom popup; accepting goes to the cart', async () => {
    const { page } = await watchedPage(browser);
    try {
      await visit(page, CUSTOM_URL);
      const adds = countAdds(page);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Custom Order' });
      await dialog.waitFor();
      expect(adds()).toBe(0);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Accept Terms And Add To Cart' }).click();
      await page.waitForURL(siteUrl('/checkout/cart'));
      expect(adds()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it.each(['http503', 'malformed'])(
    'a failure (%s fault) is logged only: no popup, the button is usable again',
    async (fault) => {
      const { page, watch } = await watchedPage(browser);
      try {
        await visit(page, LAMP_URL);
        await setFault(page, 'addItem', fault);
        const button = page.getByRole('button', { name: 'Add to cart' });
        await button.click();
        await loggedErrors(watch, (e) => e.includes('add-to-cart: addItem failed'));
        // The busy state ends once the failure is handled, a moment after the error is logged.
        await expect.poll(() => button.getAttribute('aria-busy')).toBeNull();
        expect(await button.isEnabled()).toBe(true);
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(await legacyCartCount(page)).toBe('0');
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('prices through the data hook on Preact: two islands pricing one item make one request; a quantity change prices again', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, SOFA_URL);
      const pricing: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/sku-pricing/get-sku-data') pricing.push(url.search);
      });
      // Two islands inserted at once: the runtime's MutationObserver mounts them together.
      await page.evaluate(() => {
        const islands = ['priced-1', 'priced-2'].map((id) => {
          const element = document.createElement('div');
          element.id = id;
          element.dataset['island'] = 'add-to-cart';
          element.dataset['props'] = JSON.stringify({
            items: [{ Sku: '410100' }],
            showPrice: true,
            showQuantity: id === 'priced-1',
          });
          return element;
        });
        document.body.append(...islands);
      });
      const priceOf = (id: string) => page.locator(`#${id} .hearth-add-to-cart__price`).textContent();
      await expect.poll(() => priceOf('priced-1')).toBe('$1,899.00');
      await expect.poll(() => priceOf('priced-2')).toBe('$1,899.00');
      expect(pricing).toHaveLength(1);
      await page.locator('#priced-1').getByRole('button', { name: 'Increase quantity' }).click();
      // the second request, as the page sent it (its event may reach the test after the price it brought)
      await expect.poll(() => pricing.length).toBe(2);
      await expect.poll(() => priceOf('priced-1')).toBe('$3,798.00');
      expect(await priceOf('priced-2')).toBe('$1,899.00');
      expect(new URLSearchParams(pricing[1]).get('skus[0].quantity')).toBe('2');
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("'Add both to cart' adds the lamp and its shade: the popup shows them one at a time, Next brings the shade", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await visit(page, LAMP_URL);
      const adds = countAdds(page);
      await page.getByRole('button', { name: 'Add both to cart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Added to Cart' });
      await dialog.waitFor();
      await expect.poll(() => legacyCartCount(page)).toBe('2');
      expect(adds()).toBe(1);
      expect(await dialog.getByRole('status').textContent()).toBe('2 items added to your cart');
      const carousel = dialog.getByRole('region', { name: 'Items added' });
      expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
      // one in view: the lamp; the shade's slide is out of reach until Next
      const shown = () =>
        carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').allTextContents();
      await expect.poll(shown).toEqual([expect.stringContaining('Stoneware Table Lamp')]);
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect.poll(shown).toEqual([expect.stringContaining('Linen Drum Shade')]);
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("before JavaScript, 'Add both to cart' is a form that adds both and opens the cart", async () => {
    const { page } = await watchedPage(browser);
    try {
      // no script runs: the server HTML as the shopper's browser has it before the islands mount
      await page.route(/\.m?js(\?|$)/, (route) => route.abort());
      await page.goto(siteUrl(LAMP_URL));
      await page.locator('#add-set-to-cart').getByRole('button', { name: 'Add both to cart' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/cart');
      // the header's count as the server wrote it
      expect(await legacyCartCount(page)).toBe('2');
    } finally {
      await page.close();
    }
  });

  it('a double click adds once, with the quantity of the page’s quantity selector', async () => {
    const { page } = await watchedPage(browser);
    try {
      await visit(page, LAMP_URL);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      const adds = countAdds(page);
      await page.getByRole('button', { name: 'Add to cart' }).dblclick();
      await page.getByRole('dialog', { name: 'Added to Cart' }).waitFor();
      await expect.poll(() => legacyCartCount(page)).toBe('2');
      expect(adds()).toBe(1);
    } finally {
      await page.close();
    }
  });
});
