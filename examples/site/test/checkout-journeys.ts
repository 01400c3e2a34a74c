/**
 * The fault-walk journey of the checkout (issue 9): from the cart to the payment step, walked by
 * `fault-walk.e2e.ts` with each of its calls failing in each fault mode of the mock API.
 */
import type { Page } from 'playwright-core';
import type { Fault, Journey } from './fault-walk.e2e.js';
import { siteUrl, waitForIslands } from './helpers.js';
import { dialog } from './journey-kit.js';

/** 001 §8: a call that got no answer (network, timeout, 503, 504) is Network Error; the rest "We're Sorry.". */
async function checkoutErrorPopup(page: Page, fault: Fault): Promise<void> {
  const title = fault === 'http503' || fault === 'http504' || fault === 'network' || fault === 'slow' ? 'Network Error' : "We're Sorry.";
  await dialog(page, title).waitFor();
}
/**
 * After a checkout error popup: Network Error's closing goes to /checkout/cart (001 §8), from where
 * the shopper comes back to the step; 'Refresh Page' reloads it.
 */
async function backToStep(page: Page, path: string): Promise<void> {
  if (await dialog(page, 'Network Error').count()) {
    await Promise.all([page.waitForURL('**/checkout/cart'), page.keyboard.press('Escape')]);
    await page.goto(siteUrl(path));
  } else {
    await Promise.all([page.waitForEvent('load'), dialog(page, "We're Sorry.").getByRole('button', { name: 'Refresh Page' }).click()]);
  }
  await waitForIslands(page);
}
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

export const checkoutToPayment: Journey = {
  name: 'checkout to payment',
  async start(page) {
    await page.goto(siteUrl('/checkout/cart'));
    await page.evaluate(async () => {
      const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
      await fetch('/api/demo/cart/add-item', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify([{ Sku: '200101', Quantity: 1 }]),
      });
    });
    await page.goto(siteUrl('/checkout/shipping'));
    await waitForIslands(page);
  },
  steps: [
    {
      name: 'Shipping address, Next',
      typed: { '#checkout input[autocomplete="address-line1"]': '1250 Techny Rd' },
      async act(page) {
        const form = page.locator('#checkout');
        await form.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
        await form.getByRole('textbox', { name: 'Last Name' }).fill('Avery');
        await form.getByRole('textbox', { name: 'Address 1' }).fill('1250 Techny Rd');
        await form.getByRole('textbox', { name: 'City' }).fill('Northbrook');
        await form.getByRole('combobox', { name: 'State' }).selectOption('IL');
        await form.getByRole('textbox', { name: 'ZIP Code' }).fill('60062');
        await form.getByRole('textbox', { name: 'Phone' }).fill('8472720142');
        await form.getByRole('textbox', { name: 'Email Address' }).fill('jordan@hearth.test');
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      },
      succeeded: (page) => stepHeading(page, 'Shipping and Gift Options').waitFor(),
      failed: (page, fault) => checkoutErrorPopup(page, fault),
      recover: (page) => backToStep(page, '/checkout/shipping'),
      // the address saved but the move failed: the page the shopper comes back to may be either step
      applied: async (page) => (await stepHeading(page, 'Shipping and Gift Options').count()) > 0,
    },
    {
      name: 'Shipping and Gift Options, Next: Payment',
      act: (page) => page.getByRole('button', { name: 'Next: Payment' }).click(),
      succeeded: (page) => stepHeading(page, 'Payment and Billing').waitFor(),
      failed: (page, fault) => checkoutErrorPopup(page, fault),
      recover: (page) => backToStep(page, '/checkout/shippingandgiftoptions'),
    },
  ],
};
