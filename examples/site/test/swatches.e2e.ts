import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import { settleAnimations, siteUrl, setupChromiumPerSession, waitForIslands, watchedPage } from './helpers.js';

/**
 * Free swatches through the script tag: a new shopper picks five swatches
 * on /free-swatches, filters, reloads with the filters kept, orders them through the form (each
 * field message, the address suggestions of the demo data) and sees the thank-you popup; the same
 * from a special-order page on the Canadian site and the second brand. Axe at each step.
 */
const browser = setupChromiumPerSession();
const SOFA_URL = getProduct('410100')?.url ?? '/';

const US = {
  first: 'Jordan',
  last: 'Avery',
  address: '1250 Techny Rd',
  city: 'Chicago',
  postal: '60062',
  state: 'IL',
  phone: '312-456-7890',
  email: 'jordan@hearth.test',
};
const CA = { ...US, address: '100 King St W', city: 'Toronto', postal: 'M5V 2T6', state: 'ON' };

async function axeClean(page: Page): Promise<void> {
  await settleAnimations(page);
  expect(await runAxe(page)).toEqual([]);
}

/** Fills the order form in the open modal. */
async function fillForm(
  page: Page,
  v: typeof US,
  postalLabel: 'ZIP Code' | 'Postal Code',
  region: 'State' | 'Province',
): Promise<void> {
  const modal = page.getByRole('dialog', { name: /Free Swatch/ });
  await modal.getByLabel('First Name').fill(v.first);
  await modal.getByLabel('Last Name').fill(v.last);
  await modal.getByLabel('Address 1').fill(v.address);
  await modal.getByLabel('City', { exact: true }).fill(v.city);
  await modal.getByLabel(postalLabel).fill(v.postal);
  await modal.getByRole('combobox', { name: region, exact: true }).selectOption(v.state);
  await modal.getByLabel('Phone Number').fill(v.phone);
  await modal.getByLabel('Email Address').fill(v.email);
}

describe('free swatches through the script tag', () => {
  it('the server HTML of /free-swatches lists swatches as plain content', async () => {
    const html = await (await fetch(siteUrl('/free-swatches?colorgroup=blue'))).text();
    expect(html).toMatch(/Showing \d+ of \d+/);
    expect(html).not.toMatch(/Loading fabrics/);
    expect((html.match(/<li>[^<]+, [^<]+<\/li>/g) ?? []).length).toBeGreaterThan(3);
  });

  it('home → /free-swatches: filter, add five, reload with the filters kept, order through the form, thank you', async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.goto(siteUrl('/?site=US&brand=main'));
      await page.getByRole('link', { name: 'Order Free Swatches' }).first().click();
      await page.waitForURL(/\/free-swatches/);
      await waitForIslands(page);
      expect(await page.locator('#shop-by-fabric').getAttribute('data-hearth-state')).toBe('mounted');
      await page
        .getByRole('status')
        .filter({ hasText: /^Showing/ })
        .waitFor();
      await axeClean(page);

      // a filter goes to the address; reloading keeps it
      const colour = page.getByRole('group', { name: 'Color' });
      const firstColour = colour.getByRole('checkbox').first();
      const value = await firstColour.getAttribute('value');
      await firstColour.check();
      await page.waitForURL((url) => url.searchParams.get('colorgroup') === value);
      await page.reload();
      await waitForIslands(page);
      expect(await page.getByRole('group', { name: 'Color' }).getByRole('checkbox').first().isChecked()).toBe(true);

      // five swatches: the other Add buttons are disabled
      const grid = page.locator('.hearth-sbf__grid').first();
      for (let i = 0; i < 5; i += 1)
        await grid
          .getByRole('button', { name: /^Add Swatch/ })
          .and(page.locator(':enabled'))
          .first()
          .click();
      const tray = page.getByRole('region', { name: 'Your Free Swatches' });
      await expect.poll(() => tray.getByRole('status').textContent()).toBe('You may only select up to five swatches.');
      expect(
        await grid
          .getByRole('button', { name: /^Add Swatch/ })
          .and(page.locator(':enabled'))
          .count(),
      ).toBe(0);
      await axeClean(page);

      // the order modal: each required message after a submit attempt, focus on the first
      await tray.getByRole('button', { name: 'Order Free Swatches' }).click();
      const modal = page.getByRole('dialog', { name: 'Order Free Swatches' });
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      for (const message of [
        'The First Name field is required.',
        'The Last Name field is required.',
        'The Address 1 field is required.',
        'The City field is required.',
        'Email Address is required.',
      ]) {
        expect(await modal.getByText(message, { exact: true }).count(), message).toBeGreaterThan(0);
      }
      await axeClean(page);

      // the demo data suggests Northbrook for 60062; picking it fills the city
      await fillForm(page, US, 'ZIP Code', 'State');
      await modal.getByRole('button', { name: 'Send' }).click();
      const suggestions = modal.getByRole('combobox', { name: 'Suggested addresses' });
      await suggestions.waitFor();
      expect(
        await modal
          .getByText(
            'There appears to be a problem with the city, state and ZIP combination. Please select one of our suggestions below.',
          )
          .count(),
      ).toBe(1);
      await axeClean(page);
      await suggestions.selectOption({ label: 'Northbrook, IL 60062' });
      expect(await modal.getByLabel('City', { exact: true }).inputValue()).toBe('Northbrook');
      await modal.getByRole('button', { name: 'Send' }).click();

      const thanks = page.getByRole('dialog', { name: 'Thank You.' });
      await thanks.waitFor();
      expect(await thanks.textContent()).toMatch(/5-7 business days/);
      await axeClean(page);
      await expect
        .poll(() => tray.getByRole('status').textContent())
        .toBe('Add up to 5 free swatches, then order them.');
      expect(watch.pageErrors).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("a special-order page's 'Order Free Swatches' on the Canadian site and the second brand: custom and stock fabric, thank you in 5-12 days", async () => {
    const { page, watch } = await watchedPage(browser);
    try {
      await page.goto(siteUrl(`${SOFA_URL}?site=CA&brand=cb2`));
      await waitForIslands(page);
      const opener = page.locator('#order-swatches');
      await opener.click();
      const modal = page.getByRole('dialog', { name: 'Order Free Swatches' });
      await modal.waitFor();
      await modal.getByRole('group', { name: 'Custom Fabric', exact: true }).waitFor();
      expect(await modal.getByRole('group', { name: 'Stock Fabric' }).count()).toBe(1);
      const custom = modal.getByRole('group', { name: 'Custom Fabric', exact: true });
      if ((await custom.getByRole('checkbox', { checked: true }).count()) === 0)
        await custom.getByRole('checkbox', { disabled: false }).first().check();
      await modal
        .getByRole('status')
        .filter({ hasText: /selected/ })
        .waitFor();
      await axeClean(page);

      // Canada: 'The Postal Code field is invalid' has no final period [ref: swatches#validation]
      await fillForm(page, { ...CA, postal: 'D1A 1A1' }, 'Postal Code', 'Province');
      await modal.getByRole('button', { name: 'Send' }).click();
      await modal.getByText('The Postal Code field is invalid', { exact: true }).waitFor();
      await modal.getByLabel('Postal Code').fill(CA.postal);
      await modal.getByRole('button', { name: 'Send' }).click();
      const thanks = page.getByRole('dialog', { name: 'Thank You.' });
      await thanks.waitFor();
      expect(await thanks.textContent()).toMatch(/5-12 business days/);
      await axeClean(page);
      await page.keyboard.press('Escape');
      await thanks.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('order-swatches');
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("the page's filters and sort keep their look when the order popup's code comes; on a phone the filters wait behind 'Filter'", async () => {
    const { page } = await watchedPage(browser);
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(siteUrl('/free-swatches'));
      await waitForIslands(page);
      await page
        .getByRole('status')
        .filter({ hasText: /^Showing/ })
        .waitFor();
      const look = () =>
        page.evaluate(() =>
          [
            '.hearth-sbf-filters',
            '.hearth-sbf-sort',
            '.hearth-sbf-filters .hearth-checkbox',
            '.hearth-sbf-sort select',
          ].map((selector) => {
            const el = document.querySelector(selector)!;
            const box = el.getBoundingClientRect();
            const style = getComputedStyle(el);
            return `${selector}: ${Math.round(box.width)}x${Math.round(box.height)} ${style.fontSize} ${style.display} ${style.borderTopWidth}`;
          }),
        );
      const before = await look();
      await page
        .locator('.hearth-sbf__grid')
        .first()
        .getByRole('button', { name: /^Add Swatch/ })
        .first()
        .click();
      await page
        .getByRole('region', { name: 'Your Free Swatches' })
        .getByRole('button', { name: 'Order Free Swatches' })
        .click();
      const modal = page.getByRole('dialog', { name: 'Order Free Swatches' });
      await modal.waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      expect(await look()).toEqual(before);

      await page.setViewportSize({ width: 390, height: 844 });
      const filter = page.getByRole('button', { name: 'Filter' });
      expect(await filter.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('group', { name: 'Color' }).isVisible()).toBe(false);
      // the swatches come first, not a page of checkboxes
      const firstSwatchTop = await page
        .locator('.hearth-sbf__grid > li')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(firstSwatchTop).toBeLessThan(844);
      await filter.click();
      expect(await filter.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('group', { name: 'Color' }).isVisible()).toBe(true);
      await axeClean(page);
    } finally {
      // the swatch added here is a recent one now: the other tests start without it
      await page.evaluate(() => localStorage.clear());
      await page.close();
    }
  });

  it('a swatch card opens its flyout by keyboard; Escape closes it and gives focus back', async () => {
    const { page } = await watchedPage(browser);
    try {
      await page.goto(siteUrl('/free-swatches?site=US&brand=kids'));
      await waitForIslands(page);
      const trigger = page.locator('.hearth-sbf__grid .hearth-swatch-trigger').first();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Browse All Swatches' }).first().waitFor();
      await axeClean(page);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('hearth-swatch-trigger')))
        .toBe(true);
    } finally {
      await page.close();
    }
  });
});
