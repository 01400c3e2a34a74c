import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import { getProduct } from '../src/mock.js';
import { DEMO_VARIANTS, type VariantKey } from '../src/variants.js';
import { guestToPayment, heading } from './checkout-kit.js';
import { addLines, onPage, settleAnimations, setupChromiumPerSession, siteUrl, waitForIslands } from './helpers.js';

/**
 * The variants only the /dev switches show, through the script tag: each
 * switch flipped on /dev as a developer does (a checkbox, 'Save switches'), then the variant seen
 * on the page it names, with axe. Few page loads: the carousels in one walk at 390 px, the swatch
 * page, and the checkout's variants on one Payment step.
 */
const browser = setupChromiumPerSession();
const PHONE = { width: 390, height: 844 };

const labelOf = (key: VariantKey) => DEMO_VARIANTS.find((v) => v.key === key)?.label ?? key;

/** /dev: ticks the switches of `keys` (the first by keyboard), 'Save switches', back on /dev with them ticked. */
async function switchOn(page: Page, keys: readonly VariantKey[]): Promise<void> {
  await page.goto(siteUrl('/dev'));
  const [first, ...rest] = keys;
  const box = (key: VariantKey) => page.getByRole('checkbox', { name: labelOf(key), exact: true });
  if (first) {
    await box(first).focus();
    await page.keyboard.press('Space');
  }
  for (const key of rest) await box(key).check();
  await Promise.all([
    page.waitForURL(/\/dev#variants-title$/),
    page.getByRole('button', { name: 'Save switches' }).click(),
  ]);
  for (const key of keys) expect(await box(key).isChecked(), key).toBe(true);
}

/** The product-carousel region named `name` inside the island `#id`, once mounted and drawn. */
async function carousel(page: Page, id: string, name: string) {
  const host = page.locator(`#${id}`);
  await host.scrollIntoViewIfNeeded();
  await page.locator(`#${id}[data-hearth-state="mounted"]`).waitFor();
  const region = host.getByRole('region', { name });
  await region.locator('.hearth-carousel__slide').first().waitFor();
  return region;
}

/** Slides in view as the carousel sets them (`--hearth-carousel-per-view`). */
const perView = (page: Page, id: string) =>
  page
    .locator(`#${id} .hearth-carousel`)
    .evaluate((el) => (el as HTMLElement).style.getPropertyValue('--hearth-carousel-per-view'));

describe('carousel variants, switched on at /dev, on a phone (390 px)', () => {
  it("the 'General Pi' showcase on the home page, recently viewed (its update call), one-slide 'Complete the Look' and 'Added: {name}'", async () => {
    await onPage(browser, async ({ page, watch }) => {
      await page.setViewportSize(PHONE);
      await switchOn(page, ['showcase', 'recentlyViewed', 'singleSlide', 'addedText']);
      expect(await runAxe(page)).toEqual([]);

      // home: the showcase, 2 in view on a phone
      await page.goto(siteUrl('/'));
      await waitForIslands(page);
      const showcase = await carousel(page, 'showcase', 'General Pi');
      expect(await page.locator('#showcase .hearth-product-carousel').getAttribute('data-layout')).toBe('showcase');
      expect(await perView(page, 'showcase')).toBe('2');

      // a product from it: its visit is recorded (POST recentlyViewedUpdate {sku, familyId, optionChoiceParameter})
      const firstLink = showcase.locator('.hearth-carousel__slide').first().getByRole('link').first();
      const firstName = (await firstLink.textContent())?.trim() ?? '';
      const recorded: Request[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /recently-?viewed/i.test(new URL(r.url()).pathname)) recorded.push(r);
      });
      await firstLink.click();
      await waitForIslands(page);
      const productA = getProduct(/\/s(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '');
      expect(productA?.name).toBe(firstName);
      // 'Complete the Look': one slide on a phone
      const single = await carousel(page, 'complete-the-look', 'Complete the Look');
      expect(await page.locator('#complete-the-look .hearth-product-carousel').getAttribute('data-layout')).toBe(
        'single',
      );
      expect(await perView(page, 'complete-the-look')).toBe('1');
      expect(await single.getByRole('group').count()).toBe(1);
      await page.locator('#recently-viewed').scrollIntoViewIfNeeded();
      await expect.poll(() => recorded.length).toBe(1);
      expect(recorded[0]?.postDataJSON()).toEqual({
        sku: productA?.sku,
        familyId: productA?.familyId,
        optionChoiceParameter: '',
      });

      // the product it shows: 'Recently Viewed' lists the first one, and records this one
      await single.getByRole('group').getByRole('link').first().click();
      await waitForIslands(page);
      const productB = getProduct(/\/s(\d+)$/.exec(new URL(page.url()).pathname)?.[1] ?? '');
      expect(productB && productB.sku !== productA?.sku).toBe(true);
      const recent = await carousel(page, 'recently-viewed', 'Recently Viewed');
      // the carousel is there before its slides: they come with the recently viewed answer
      await expect.poll(() => recent.getByRole('link', { name: firstName }).count()).toBeGreaterThan(0);
      await expect.poll(() => recorded.length).toBe(2);
      expect(recorded[1]?.postDataJSON()).toMatchObject({ sku: productB?.sku });

      // People Also Viewed on a phone: once added, the button says which product
      const related = await carousel(page, 'related', 'People Also Viewed');
      const slide = related.locator('.hearth-carousel__slide').first();
      const name = (await slide.locator('.hearth-product-card__name').textContent())?.trim() ?? '';
      await slide.getByRole('button', { name: `Add ${name} to cart` }).click();
      await slide.getByRole('button', { name: `Added: ${name}` }).waitFor();
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      expect(watch.cspViolations).toEqual([]);
    });
  });
});

describe('the swatch flyout in full-page mode, switched on at /dev', () => {
  it("Free Swatches links a fabric's own page: its name is the page's top-level heading", async () => {
    await onPage(browser, async ({ page }) => {
      await switchOn(page, ['swatchPage']);
      await page.goto(siteUrl('/free-swatches'));
      const link = page.getByRole('link', { name: /./ }).and(page.locator('a[href^="/free-swatches/swatch/"]'));
      const name = (await link.textContent()) ?? '';
      await link.click();
      await waitForIslands(page);
      expect(await page.locator('#swatch-page').getAttribute('data-hearth-state')).toBe('mounted');
      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.count()).toBe(1);
      expect(await h1.textContent()).toBe(name);
      await page.getByRole('link', { name: 'Browse All Swatches' }).waitFor();
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
    });
  });
});

describe('checkout variants, switched on at /dev, on the Payment step', () => {
  it('payment-provider calls, short tender payloads, tax exemption by GET; Masterpass and Visa Checkout from the page', async () => {
    await onPage(browser, async ({ page, watch }) => {
      await switchOn(page, ['retiredWallets', 'paymentProvider', 'tenderShortPayload', 'taxExemptionGet']);
      await addLines(page, ['300101']);
      await page.goto(siteUrl('/checkout/cart'));
      await waitForIslands(page);
      await guestToPayment(page);
      const sent: Request[] = [];
      page.on('request', (r) => {
        if (/ReactCheckout|payment-provider|alternativepayments/.test(r.url())) sent.push(r);
      });
      const lastTo = (pattern: RegExp) => sent.filter((r) => pattern.test(r.url())).at(-1);

      // the card payment provider's gift card call
      await page.getByRole('textbox', { name: 'Gift card number' }).fill('6006491234567890');
      await page.getByRole('textbox', { name: 'PIN' }).fill('1234');
      await page
        .locator('form', { has: page.getByRole('textbox', { name: 'PIN' }) })
        .getByRole('button', { name: 'Apply' })
        .click();
      const applied = page.getByRole('list', { name: 'Applied to your order' });
      await applied.getByText(/Gift card ending in 7890/).waitFor();
      expect(new URL(lastTo(/gift-card/i)?.url() ?? 'http://x/').pathname).toBe(
        '/api/checkout/payment-provider/apply-gift-card',
      );

      // the short tender-code payload
      const code = page.getByRole('textbox', { name: 'Tender code' });
      await code.fill('TC5000');
      await page.locator('form', { has: code }).getByRole('button', { name: 'Apply' }).click();
      await applied.getByText('Tender code TC5000').waitFor();
      expect(lastTo(/ApplyTenderCode/)?.postDataJSON()).toEqual({ number: 'TC5000' });

      // tax exemption as a GET
      const taxExempt = page.getByRole('checkbox', { name: 'This order is tax exempt' });
      await expect.poll(() => page.locator('.hearth-checkout__main').getAttribute('aria-busy')).toBeNull();
      // the box shows what the server applied: it turns ticked once the call went through
      await taxExempt.click();
      await expect.poll(() => taxExempt.isChecked()).toBe(true);
      const tax = lastTo(/ApplyTaxExemption/);
      expect(tax?.method()).toBe('GET');
      expect(new URL(tax?.url() ?? 'http://x/').searchParams.get('taxExemption')).toBe('true');
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);

      // Masterpass, then Visa Checkout: the page's own buttons post, the checkout then says how the order is paid
      const wallets = page.getByRole('region', { name: 'Masterpass and Visa Checkout' });
      expect(await wallets.textContent()).toMatch(/Retired by Mastercard and Visa/);
      await Promise.all([
        page.waitForEvent('load'),
        wallets.getByRole('button', { name: 'Pay with Masterpass' }).click(),
      ]);
      expect(lastTo(/launchmasterpass/)?.postDataJSON()).toEqual({});
      await heading(page, 'Payment and Billing').waitFor();
      await page.getByText('Paying with Masterpass.').waitFor();
      await Promise.all([
        page.waitForEvent('load'),
        page.getByRole('button', { name: 'Pay with Visa Checkout' }).click(),
      ]);
      expect(lastTo(/savevisapayment/)?.postDataJSON()).toMatchObject({
        basketId: 'demo-basket',
        paymentInitiator: 'VisaCheckout',
        callId: expect.stringMatching(/^demo-call-\d+$/),
      });
      await page.getByText('Paying with Visa Checkout.').waitFor();
      expect(watch.cspViolations).toEqual([]);
    });
  });
});
