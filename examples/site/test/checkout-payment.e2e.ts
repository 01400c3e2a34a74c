import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, runAxe, type ChromiumSession } from '../../../scripts/browser.js';
import { clearFaults, DEMO_ACCOUNT, postFromPage, setFault, settleAnimations, siteUrl, waitForIslands, watchedPage, type ConsoleWatch } from './helpers.js';

/**
 * The checkout's payment side through the script tag (issue 10): from the cart to the
 * confirmation by clicks, as a guest with a new card and as the demo account with saved cards,
 * with a promo code, a gift card and a reward certificate; Place Order's failures from the demo
 * data and the fault panel. Card numbers never reach the page's text or console.
 */
let browser: ChromiumSession;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await clearFaults();
});

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
async function axe(page: Page): Promise<void> {
  await settleAnimations(page);
  expect(await runAxe(page)).toEqual([]);
}

/** A fresh session with `skus` in the cart, on the cart page. */
async function cartWith(skus: string[]): Promise<{ page: Page; watch: ConsoleWatch }> {
  await browser.context.clearCookies();
  const { page, watch } = await watchedPage(browser);
  await page.goto(siteUrl('/checkout/cart?site=US'));
  for (const sku of skus) await postFromPage(page, '/api/demo/cart/add-item', [{ Sku: sku, Quantity: 1 }]);
  await page.goto(siteUrl('/checkout/cart'));
  await waitForIslands(page);
  return { page, watch };
}

/** Cart › 'Checkout Now' › 'Guest Checkout', an address, then Shipping and Gift Options › 'Next: Payment'. */
async function guestToPayment(page: Page, state = 'IL'): Promise<void> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await dialog(page, 'Checkout Now').getByRole('button', { name: 'Guest Checkout' }).click();
  await page.waitForURL(/\/checkout\/shipping$/);
  await waitForIslands(page);
  const form = page.locator('#checkout');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Jordan');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Avery');
  await form.getByRole('textbox', { name: 'Address 1' }).fill('1250 Techny Rd');
  await form.getByRole('textbox', { name: 'City' }).fill(state === 'AK' ? 'Anchorage' : 'Northbrook');
  await form.getByRole('combobox', { name: 'State' }).selectOption(state);
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill(state === 'AK' ? '99501' : '60062');
  await form.getByRole('textbox', { name: 'Phone' }).fill('8472720142');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('jordan@hearth.test');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await heading(page, 'Shipping and Gift Options').waitFor();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await heading(page, 'Payment and Billing').waitFor();
}

/** 'Add New Card' (the card-entry island) with `number`. */
async function addNewCard(page: Page, number: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New Card' }).click();
  const popup = dialog(page, 'Apply New Card');
  await popup.getByRole('textbox', { name: 'Card Number' }).pressSequentially(number);
  await popup.getByRole('textbox', { name: 'Expiration Date (MM/YY)' }).pressSequentially('829');
  await popup.getByRole('textbox', { name: /^Security Code/ }).fill('123');
  await popup.getByRole('button', { name: 'Apply' }).click();
  await popup.waitFor({ state: 'detached' });
  await page.getByText(`ending in ${number.slice(-4)}`).first().waitFor();
}

/** 'Apply' of the code field labelled `label`. */
async function applyCode(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(value);
  await page.locator('form', { has: field }).getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => page.locator('.hearth-checkout__main').getAttribute('aria-busy')).toBeNull();
}

async function toReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next: Review & Place Order' }).click();
  await heading(page, 'Review and Place Order').waitFor();
}

const CARD = '4111111111111111';

describe('from the cart to the confirmation by clicks (issue 10)', () => {
  it('a guest with a new card and a promo code, with no serious axe violation on each step', async () => {
    const { page, watch } = await cartWith(['200101']);
    try {
      await guestToPayment(page);
      await axe(page);
      await addNewCard(page, CARD);
      await applyCode(page, 'Promo code', 'WELCOME10');
      await toReview(page);
      await axe(page);
      await page.getByText('Visa ending in 1111').waitFor();
      await page.getByRole('button', { name: 'Place Order' }).dblclick();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
      await page.locator('#order-number').waitFor();
      expect(watch.pageErrors).toEqual([]);
      expect(watch.errors.join('\n')).not.toContain(CARD);
    } finally {
      await page.close();
    }
  });

  it('the signed-in demo account with two saved cards, a gift card and a reward certificate', async () => {
    const { page } = await cartWith(['200101', '300101']);
    try {
      await page.getByRole('button', { name: 'Checkout', exact: true }).click();
      const flyout = dialog(page, 'Checkout Now');
      await flyout.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_ACCOUNT.email);
      await flyout.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
      await flyout.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/account\/auth\/confirm/);
      await Promise.all([page.waitForURL(/\/checkout\/shipping$/), page.getByRole('link', { name: 'Continue' }).click()]);
      await waitForIslands(page);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Next: Payment' }).click();
      await heading(page, 'Payment and Billing').waitFor();
      await page.getByRole('button', { name: 'Pay with two cards' }).click();
      const two = dialog(page, 'Select Two Cards');
      await two.getByRole('checkbox', { name: /Visa •••• 1111/ }).check();
      await two.getByRole('checkbox', { name: /Mastercard •••• 4444/ }).check();
      expect(await two.getByRole('checkbox', { name: /American Express/ }).isDisabled()).toBe(true);
      await axe(page);
      await two.getByRole('button', { name: 'Update Payment' }).click();
      await two.waitFor({ state: 'detached' });
      await page.getByText('Mastercard ending in 4444').waitFor();
      await page.getByRole('textbox', { name: 'Gift card number' }).fill('6006491234567890');
      await page.getByRole('textbox', { name: 'PIN' }).fill('1234');
      await page.locator('form', { has: page.getByRole('textbox', { name: 'PIN' }) }).getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => page.locator('.hearth-checkout__main').getAttribute('aria-busy')).toBeNull();
      await applyCode(page, 'Reward certificate', 'RC1000');
      await page.getByText('Your reward certificate has been applied.').waitFor();
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
    } finally {
      await page.close();
    }
  });
});

describe('Place Order failures land where the spec says (001 §4, §8)', () => {
  it("AuthorizationFailure (a card ending 0002): 'Payment Error', whose 'Update Payment' returns to the payment step", async () => {
    const { page } = await cartWith(['200101']);
    try {
      await guestToPayment(page);
      await addNewCard(page, '4000000000000002');
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const popup = dialog(page, 'Payment Error');
      await popup.waitFor();
      await axe(page);
      await popup.getByRole('button', { name: 'Update Payment' }).click();
      await heading(page, 'Payment and Billing').waitFor();
      expect(page.url()).toContain('/checkout/paymentandbilling?paymentErrorId=authorizationError#header_payment');
    } finally {
      await page.close();
    }
  });

  it('GiftCardError (a gift card with a zero balance): the gift card errors show', async () => {
    const { page } = await cartWith(['200101']);
    try {
      await guestToPayment(page);
      await addNewCard(page, CARD);
      await page.getByRole('textbox', { name: 'Gift card number' }).fill('6006490000000000');
      await page.getByRole('textbox', { name: 'PIN' }).fill('0000');
      await page.locator('form', { has: page.getByRole('textbox', { name: 'PIN' }) }).getByRole('button', { name: 'Apply' }).click();
      await expect.poll(() => page.locator('.hearth-checkout__main').getAttribute('aria-busy')).toBeNull();
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByText('This gift card has a zero balance.').first().waitFor();
      await axe(page);
    } finally {
      await page.close();
    }
  });

  it("a failed PlaceOrder (fault 'http503'): Network Error; the order is not placed", async () => {
    const { page } = await cartWith(['200101']);
    try {
      await guestToPayment(page);
      await addNewCard(page, CARD);
      await toReview(page);
      await setFault(page, '/ReactCheckout/PlaceOrder', 'http503');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await dialog(page, 'Network Error').waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout/review');
    } finally {
      await page.close();
    }
  });

  it("InvalidPromoCode (promo EXPIRES): the promo is reset and 'Promotion Code has been removed' said", async () => {
    const { page } = await cartWith(['200101']);
    try {
      await guestToPayment(page);
      await addNewCard(page, CARD);
      await applyCode(page, 'Promo code', 'EXPIRES');
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.getByRole('alert').filter({ hasText: 'Promotion Code has been removed' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout/review');
      await axe(page);
    } finally {
      await page.close();
    }
  });

  it('TripBookingFailed (a sofa to Alaska): back to Shipping and Gift Options', async () => {
    const { page } = await cartWith(['410100']);
    try {
      await guestToPayment(page, 'AK');
      await addNewCard(page, CARD);
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await heading(page, 'Shipping and Gift Options').waitFor();
      expect(new URL(page.url()).pathname).toBe('/checkout/shippingandgiftoptions');
    } finally {
      await page.close();
    }
  });
});
