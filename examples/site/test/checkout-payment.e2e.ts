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
  heading,
  signedInToPayment,
  toReview,
} from './checkout-kit.js';
import { setFault, setupChromiumPerSession } from './helpers.js';

/**
 * The checkout's payment side through the script tag: from the cart to the
 * confirmation by clicks, as a guest with a new card and as the demo account with saved cards,
 * with a promo code, a gift card and a reward certificate; Place Order's failures from the demo
 * data and the fault panel. Card numbers never reach the page's text or console.
 */
// one Chromium; each test in a fresh session, its faults switched off after it
const browser = setupChromiumPerSession();

const cartWith = (skus: string[]) => kitCartWith(browser, skus);

describe('from the cart to the confirmation by clicks', () => {
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

  it("the confirmation's order total is the order's, with its breakdown and what each tender paid", async () => {
    const { page } = await cartWith(['410100', '200101']);
    try {
      await guestToPayment(page);
      // a Mastercard: named as its brand writes it, not as the card type ('MasterCard'); filled in
      // as a saved card, with no input event
      await addNewCard(page, '5555555555554444', { autofill: true });
      await applyCode(page, 'Promo code', 'WELCOME10');
      await applyGiftCard(page, '6006491234567890', '1234');
      await toReview(page);
      // the review's summary, in cents: what the order comes to
      const summary = page.getByRole('complementary', { name: 'Order Summary' });
      const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
      const row = async (label: string) => cents(await summary.locator(`dt:text-is("${label}") + dd`).innerText());
      const [subtotal, discount, shipping, tax] = [
        await row('Subtotal'),
        await row('Discount'),
        await row('Shipping'),
        await row('Tax'),
      ];
      const orderTotal = subtotal - discount + shipping + tax;
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
      const money = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
      const totals = page.locator('dl[aria-labelledby="order-summary"]');
      const amount = (list: typeof totals, label: string) => list.locator(`dt:text-is("${label}") + dd`).innerText();
      expect(await amount(totals, 'Subtotal')).toBe(money(subtotal));
      expect(await amount(totals, 'Discounts')).toBe(`-${money(discount)}`);
      expect(await amount(totals, 'Shipping')).toBe(money(shipping));
      expect(await amount(totals, 'Tax')).toBe(money(tax));
      expect(await amount(totals, 'Order total')).toBe(money(orderTotal));
      // each tender and what it paid; together they paid the order's total
      const paid = page.locator('dl[aria-labelledby="order-payments"]');
      expect(await amount(paid, 'Gift card ending in 7890')).toBe('$100.00');
      const card = cents(await amount(paid, 'Mastercard ending in 4444'));
      expect(card + 10000).toBe(orderTotal);
      // the order is placed: no step indicator; the addresses in the page's type, each heading over its text
      expect(await page.getByRole('navigation', { name: 'Checkout steps' }).count()).toBe(0);
      expect(
        await page
          .locator('.order-confirmation address')
          .first()
          .evaluate((el) => getComputedStyle(el).fontStyle),
      ).toBe('normal');
      const gap = await page.evaluate(() => {
        const address = document.querySelector('.order-confirmation address')!.getBoundingClientRect();
        const billing = [...document.querySelectorAll('.order-confirmation h3')].find(
          (h) => h.textContent === 'Billing address',
        )!;
        return billing.getBoundingClientRect().top - address.bottom;
      });
      expect(gap).toBeGreaterThanOrEqual(12);
      await axe(page);
    } finally {
      await page.close();
    }
  });

  it('the signed-in demo account with two saved cards, a gift card and a reward certificate', async () => {
    const { page } = await cartWith(['200101', '300101']);
    try {
      await signedInToPayment(page);
      await page.getByRole('button', { name: 'Pay with two cards' }).click();
      const two = dialog(page, 'Select Two Cards');
      await two.getByRole('checkbox', { name: /Visa •••• 1111/ }).check();
      await two.getByRole('checkbox', { name: /Mastercard •••• 4444/ }).check();
      expect(await two.getByRole('checkbox', { name: /American Express/ }).isDisabled()).toBe(true);
      await axe(page);
      await two.getByRole('button', { name: 'Update Payment' }).click();
      await two.waitFor({ state: 'detached' });
      await page.getByText('Mastercard ending in 4444').waitFor();
      await applyGiftCard(page, '6006491234567890', '1234');
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

describe('Place Order failures land where the spec says [ref: checkout#rules, #errors]', () => {
  it('a card whose payment session ended (ending 0119, [ref: checkout#data] hasSessionError): the step says so by the card; no serious axe violation', async () => {
    const { page, watch } = await cartWith(['200101']);
    try {
      await guestToPayment(page);
      await addNewCard(page, '4000000000000119');
      const alert = page.locator('#checkout').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        'Visa ending in 0119: Your payment session has expired. Please enter your card again.',
      );
      await page.getByText('No card applied yet.').waitFor();
      await axe(page);
      expect(watch.errors.join('\n')).not.toContain('4000000000000119');
    } finally {
      await page.close();
    }
  });

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
      await applyGiftCard(page, '6006490000000000', '0000');
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

  it("InvalidPromoCode (promo EXPIRES): 'Promotion Code has been removed' said, the code gone everywhere, Place Order then succeeds", async () => {
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
      // the code is really gone: no discount in the summary, the card pays the whole total,
      // the same after a reload and on the payment step, and Place Order then goes through
      const summary = page.getByRole('complementary', { name: 'Order Summary' });
      const noDiscount = async () => {
        await summary.getByText('Total', { exact: true }).waitFor();
        expect(await summary.getByText('Discount', { exact: true }).count()).toBe(0);
        const total = (await summary.locator('.hearth-checkout__total dd').innerText()).trim();
        await page.getByText(`Amount: ${total}`).waitFor();
      };
      await noDiscount();
      await page.reload();
      await heading(page, 'Review and Place Order').waitFor();
      await noDiscount();
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page, 'Payment and Billing').waitFor();
      await summary.getByText('Total', { exact: true }).waitFor();
      expect(await page.getByText('EXPIRES').count()).toBe(0);
      await toReview(page);
      await noDiscount();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/);
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
