/** What the checkout's payment-side browser tests share: a fresh basket, the way to the payment step, cards and codes. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runAxe, type ChromiumSession } from '../../../scripts/browser/browser.js';
import {
  addLines,
  DEMO_ACCOUNT,
  settleAnimations,
  siteUrl,
  waitForIslands,
  watchedPage,
  type ConsoleWatch,
} from './helpers.js';
import { dialog } from './journey-kit.js';

export { dialog };
/** A step's heading (the checkout island's h2). */
export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
/** A card number the demo approves. */
export const CARD = '4111111111111111';

/** No serious axe violation once animations have settled. */
export async function axe(page: Page): Promise<void> {
  await settleAnimations(page);
  expect(await runAxe(page)).toEqual([]);
}

/** A fresh session with `skus` in the cart, on the cart page. */
export async function cartWith(browser: ChromiumSession, skus: string[]): Promise<{ page: Page; watch: ConsoleWatch }> {
  await browser.context.clearCookies();
  const { page, watch } = await watchedPage(browser);
  await page.goto(siteUrl('/checkout/cart?site=US'));
  await addLines(page, skus);
  await page.goto(siteUrl('/checkout/cart'));
  await waitForIslands(page);
  return { page, watch };
}

/** Cart › 'Checkout Now' › 'Guest Checkout', an address, then Shipping and Gift Options › 'Next: Payment'. */
export async function guestToPayment(page: Page, state = 'IL'): Promise<void> {
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

/** The cart's 'Checkout' › 'Checkout Now' › 'Sign In' with the demo account, then straight to the checkout. */
export async function checkoutSignedIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const flyout = dialog(page, 'Checkout Now');
  await flyout.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_ACCOUNT.email);
  await flyout.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
  await flyout.getByRole('button', { name: 'Sign In', exact: true }).click();
  // /account/auth, its confirmation (/account/auth/confirm?returnUrl=/checkout/shipping), then straight on
  await page.waitForURL(/\/checkout\/shipping$/);
  await waitForIslands(page);
  await heading(page, 'Shipping').waitFor();
}

/** Signed in as the demo account ({@link checkoutSignedIn}), its saved address, to the payment step. */
export async function signedInToPayment(page: Page): Promise<void> {
  await checkoutSignedIn(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Next: Payment' }).click();
  await heading(page, 'Payment and Billing').waitFor();
}

/**
 * 'Add New Card' (the card-entry island) with `number`, typed; with `autofill`, put in the fields
 * as some devices' saved cards are, with no input event (the form reads them in every 250 ms).
 */
export async function addNewCard(page: Page, number: string, { autofill = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Add New Card' }).click();
  const popup = dialog(page, 'Add New Card');
  const numberField = popup.getByRole('textbox', { name: 'Card Number' });
  const expiryField = popup.getByRole('textbox', { name: 'Expiration Date (MM/YY)' });
  const codeField = popup.getByRole('textbox', { name: /^Security Code/ });
  if (autofill) {
    // all three at once, as a browser fills a saved card: the form reads them in on its next check
    // (one at a time, a check could come between them and Apply find the others empty)
    await numberField.waitFor();
    await popup.evaluate((form, card) => {
      const fill = (name: string, value: string) =>
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
          form.querySelector(`input[name="${name}"]`),
          value,
        );
      fill('cardNumber', card);
      fill('expiry', '08/29');
      fill('cvv', '123');
    }, number);
    // read in and spaced as typed, before Apply
    await expect.poll(() => numberField.inputValue()).toMatch(/^\d{4} /);
  } else {
    await numberField.pressSequentially(number);
    await expiryField.pressSequentially('829');
    await codeField.fill('123');
  }
  await popup.getByRole('button', { name: 'Apply' }).click();
  await popup.waitFor({ state: 'detached' });
  await page
    .getByText(`ending in ${number.slice(-4)}`)
    .first()
    .waitFor();
}

/**
 * Presses `apply` and waits until the step has the server's answer and takes presses again.
 * The checkout takes one action at a time, so a press while one is in flight is not taken; waiting
 * only for `aria-busy` to be absent could pass before the press had set it, and under load the
 * next press then landed on a busy step (a clean-clone CI run timed out that way).
 */
async function pressAndSettle(page: Page, apply: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => response.request().method() === 'POST');
  await apply();
  await answered;
  await expect.poll(() => page.locator('.hearth-checkout__main').getAttribute('aria-busy')).toBeNull();
}

/** 'Apply' of the code field labelled `label`. */
export async function applyCode(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(value);
  await pressAndSettle(page, () => page.locator('form', { has: field }).getByRole('button', { name: 'Apply' }).click());
}

/** A gift card's number and PIN, 'Apply'. */
export async function applyGiftCard(page: Page, number: string, pin: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Gift card number' }).fill(number);
  await page.getByRole('textbox', { name: 'PIN' }).fill(pin);
  await pressAndSettle(page, () =>
    page
      .locator('form', { has: page.getByRole('textbox', { name: 'PIN' }) })
      .getByRole('button', { name: 'Apply' })
      .click(),
  );
}

/** 'Next: Review & Place Order'. */
export async function toReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next: Review & Place Order' }).click();
  await heading(page, 'Review and Place Order').waitFor();
}
