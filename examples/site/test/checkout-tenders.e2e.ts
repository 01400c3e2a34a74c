import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addNewCard,
  applyCode,
  applyGiftCard,
  axe,
  CARD,
  cartWith as kitCartWith,
  dialog,
  guestToPayment,
  signedInToPayment,
  toReview,
} from './checkout-kit.js';
import { setFault, setupChromiumPerSession } from './helpers.js';

/**
 * The payment step's tenders and offers through the script tag: what is applied and
 * its removal (focus kept, no gift card number anywhere), the demo account's rewards and saved
 * card to the confirmation, the store credit card's offer (terms and error view), Apple Pay
 * placing the order from the step, a failed rewards read. Axe on each new state.
 */
// one Chromium; each test in a fresh session, its faults switched off after it
const browser = setupChromiumPerSession();

const cartWith = (skus: string[]) => kitCartWith(browser, skus);
const GIFT_CARD = '6006491234567890';
const focusedName = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute('aria-label') ??
      document.activeElement?.textContent ??
      document.activeElement?.tagName,
  );

/** 'Apply New/Saved Card', the saved card named `name`, 'Update Payment'. */
async function applySavedCard(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Apply New/Saved Card' }).click();
  const popup = dialog(page, 'Apply New/Saved Card');
  await popup.getByRole('radio', { name }).check();
  await popup.getByRole('button', { name: 'Update Payment' }).click();
  await popup.waitFor({ state: 'detached' });
}

describe('what is applied, and its removal [ref: checkout#calls]', () => {
  it('a promo, a gift card (its last four only) and a tender code listed; a removal keeps focus; no gift card number in the page, storage, URL or console', async () => {
    const { page, watch } = await cartWith(['300101']);
    try {
      await guestToPayment(page);
      await addNewCard(page, CARD);
      await applyCode(page, 'Promo code', 'WELCOME10');
      await applyGiftCard(page, GIFT_CARD, '1234');
      await applyCode(page, 'Tender code', 'TC5000');
      const list = page.getByRole('list', { name: 'Applied to your order' });
      await list.getByText('Tender code TC5000').waitFor();
      expect(await list.getByRole('listitem').allTextContents()).toEqual([
        'Promo code WELCOME10Remove',
        'Gift card ending in 7890 $100.00Remove',
        'Tender code TC5000 $50.00Remove',
      ]);
      await axe(page);
      // by keyboard: the Remove of the gift card, then focus on the Remove that took its place
      await page.getByRole('button', { name: 'Remove gift card ending 7890' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Remove gift card ending 7890' }).waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Remove tender code TC5000');
      const stored = await page.evaluate(
        () =>
          JSON.stringify({ ...sessionStorage }) +
          JSON.stringify({ ...localStorage }) +
          location.href +
          document.documentElement.outerHTML,
      );
      expect(stored).not.toContain(GIFT_CARD);
      expect(stored).not.toContain(CARD);
      expect(watch.errors.join('\n')).not.toContain(GIFT_CARD);
      await page.getByRole('button', { name: 'Remove tender code TC5000' }).click();
      await page.getByRole('button', { name: 'Remove tender code TC5000' }).waitFor({ state: 'detached' });
      await expect.poll(() => focusedName(page)).toBe('Remove promo code WELCOME10');
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('the signed-in demo account ([ref: checkout#data] account rewards)', () => {
  it("a saved card and one of the account's reward certificates, to /checkout/confirmation", async () => {
    const { page } = await cartWith(['300101']);
    try {
      await signedInToPayment(page);
      await applySavedCard(page, /Visa •••• 1111/);
      await page.getByText('Visa ending in 1111').waitFor();
      const rewards = page.getByRole('group', { name: 'Your Rewards' });
      await rewards.getByText('Rewards available: $25.00').waitFor();
      await rewards.getByRole('button', { name: 'Apply reward certificate RC1000' }).click();
      await rewards.getByText('Applied').waitFor();
      await page.getByRole('list', { name: 'Applied to your order' }).getByText('Reward certificate RC1000').waitFor();
      await axe(page);
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
    } finally {
      await page.close();
    }
  });

  it('a failed rewards read (fault http503) shows nothing more; the step works', async () => {
    const { page, watch } = await cartWith(['200101']);
    try {
      await setFault(page, '/ReactCheckout/GetAccountRewards', 'http503');
      await signedInToPayment(page);
      await applyCode(page, 'Promo code', 'WELCOME10');
      await page.getByRole('button', { name: 'Remove promo code WELCOME10' }).waitFor();
      expect(await page.getByRole('group', { name: 'Your Rewards' }).count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe("the store credit card's offer ([ref: checkout#screens, #rules] 'Please select an offer')", () => {
  it("opens when the store card (the demo's own name for it, Hearth Home Card) becomes card one; financing shows its terms; Accept saves it; the order is placed", async () => {
    const { page } = await cartWith(['410100']);
    try {
      await signedInToPayment(page);
      await applySavedCard(page, /Hearth Home Card •••• 7788/);
      const offer = dialog(page, 'Please select an offer');
      await offer.waitFor();
      await axe(page);
      await offer.getByRole('radio', { name: 'Special financing' }).check();
      await offer.getByRole('button', { name: 'Continue' }).click();
      await offer.getByText(/^No interest if paid in full/).waitFor();
      await axe(page);
      await offer.getByRole('button', { name: 'Accept' }).click();
      await offer.waitFor({ state: 'detached' });
      await page.getByText('Offer: Special financing').waitFor();
      await page.getByRole('button', { name: 'Change offer' }).waitFor();
      await toReview(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("financing on an order under $599: the error view, whose 'Back to payment page' returns to the step", async () => {
    const { page } = await cartWith(['200101']);
    try {
      await signedInToPayment(page);
      await applySavedCard(page, /Hearth Home Card •••• 7788/);
      const offer = dialog(page, 'Please select an offer');
      await offer.getByRole('radio', { name: 'Special financing' }).check();
      await offer.getByRole('button', { name: 'Continue' }).click();
      await offer
        .getByRole('alert')
        .filter({ hasText: 'Special financing is available on orders of $599.00 or more.' })
        .waitFor();
      await axe(page);
      await offer.getByRole('button', { name: 'Back to payment page' }).click();
      await offer.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Choose an offer' }).waitFor();
    } finally {
      await page.close();
    }
  });
});

describe('Apple Pay from the payment step [ref: checkout#calls]', () => {
  it("'Pay with Apple Pay' places the order through PlaceApplePayOrderFromPayment, once, to /checkout/confirmation", async () => {
    const { page } = await cartWith(['200101']);
    const orders: string[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (/PlaceApplePayOrderFromPayment|PlaceOrder$/.test(path)) orders.push(path);
    });
    try {
      await guestToPayment(page);
      await page.getByRole('radio', { name: 'Apple Pay' }).check();
      await axe(page);
      await page.getByRole('button', { name: 'Pay with Apple Pay' }).dblclick();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
      expect(orders).toEqual(['/ReactCheckout/PlaceApplePayOrderFromPayment']);
      await page.getByRole('heading', { level: 1, name: 'Thank you for your order' }).waitFor();
    } finally {
      await page.close();
    }
  });
});
