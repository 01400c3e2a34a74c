import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getProduct } from '../src/mock.js';
import { axe, cartWith as kitCartWith, guestToPayment } from './checkout-kit.js';
import { siteUrl, setupChromiumPerSession, waitForIslands, watchedPage } from './helpers.js';

/**
 * The demo store's own providers: its page script registers the fake payments
 * and the local address autocomplete (no configuration switches them on); the script-tag build
 * carries neither. The demo journeys that use them still work.
 */
const browser = setupChromiumPerSession();
const SOFA_URL = getProduct('410100')?.url ?? '/';

describe('the demo providers, registered by the demo page', () => {
  it("the swatch order's Address 1 offers the demo addresses; a pick fills the address", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.goto(siteUrl(`${SOFA_URL}?site=US&brand=main`));
      await waitForIslands(page);
      await page.locator('#order-swatches').click();
      const modal = page.getByRole('dialog', { name: 'Order Free Swatches' });
      await modal.waitFor();
      const address = modal.getByRole('textbox', { name: 'Address 1' });
      await address.click();
      const combobox = modal.getByRole('combobox', { name: 'Address 1' });
      await combobox.waitFor();
      await combobox.pressSequentially('techny');
      await modal.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first().click();
      expect(await combobox.inputValue()).toBe('1250 Techny Rd');
      expect(await modal.getByLabel('City', { exact: true }).inputValue()).toBe('Northbrook');
      expect(await modal.getByLabel('ZIP Code').inputValue()).toBe('60062');
      expect(watch.errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("'PayPal or Venmo' › 'Pay with PayPal' saves the fake approval with savepaypalpayment, once", async () => {
    const { page } = await kitCartWith(browser, ['200101']);
    const saves: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/checkout/alternativepayments/')) saves.push(path);
    });
    try {
      await guestToPayment(page);
      await page.getByRole('radio', { name: 'PayPal or Venmo' }).check();
      await page.getByRole('button', { name: 'Pay with PayPal' }).dblclick();
      await page.getByText('Paying with PayPal.').waitFor();
      expect(saves).toEqual(['/checkout/alternativepayments/savepaypalpayment']);
      await axe(page);
    } finally {
      await page.close();
    }
  });

  it('hearth.js and its chunks carry no demo code; the demo script is the page’s own', async () => {
    const { page } = await watchedPage(browser);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/hearth/') && url.pathname.endsWith('.js'))
        scripts.push(await response.text());
    });
    try {
      await page.goto(siteUrl('/free-swatches'));
      await waitForIslands(page);
      expect(await page.locator('script[src="/assets/site/demo-providers.js"]').count()).toBe(1);
      expect(scripts.length).toBeGreaterThan(0);
      for (const text of scripts) expect(text).not.toMatch(/fake-applepay-nonce|FAKEPAYER|Lake Cook Rd/);
    } finally {
      await page.close();
    }
  });
});
