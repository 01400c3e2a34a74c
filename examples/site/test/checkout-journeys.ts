/**
 * The fault-walk journeys of the checkout: from the cart to the payment step, and from
 * the payment step to the placed order, walked by `fault-walk.ts` with each of
 * their calls failing in each fault mode of the mock API.
 */
import type { Page } from 'playwright-core';
import { postFromPage, siteUrl, waitForIslands } from './helpers.js';
import { dialog, startWithCartLine, type Fault, type Journey } from './journey-kit.js';

/** [ref: checkout#errors]: a call that got no answer (network, timeout, 503, 504) is Network Error; the rest "We're Sorry.". */
async function checkoutErrorPopup(page: Page, fault: Fault): Promise<void> {
  const title =
    fault === 'http503' || fault === 'http504' || fault === 'network' || fault === 'slow'
      ? 'Network Error'
      : "We're Sorry.";
  await dialog(page, title).waitFor();
}
/**
 * After a checkout error popup: Network Error's closing goes to /checkout/cart [ref: checkout#errors], from where
 * the shopper comes back to the step; 'Refresh Page' reloads it.
 */
async function backToStep(page: Page, path: string): Promise<void> {
  if (await dialog(page, 'Network Error').count()) {
    await Promise.all([page.waitForURL('**/checkout/cart'), page.keyboard.press('Escape')]);
    await page.goto(siteUrl(path));
  } else {
    await Promise.all([
      page.waitForEvent('load'),
      dialog(page, "We're Sorry.").getByRole('button', { name: 'Refresh Page' }).click(),
    ]);
  }
  await waitForIslands(page);
}
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

export const checkoutToPayment: Journey = {
  name: 'checkout to payment',
  start: (page) => startWithCartLine(page, '/checkout/shipping'),
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

/** A guest's basket with a delivery address and a card applied (through the demo API, as the earlier steps leave it). */
async function basketAtPayment(page: Page): Promise<void> {
  await page.goto(siteUrl('/checkout/cart'));
  await postFromPage(page, '/api/demo/cart/add-item', [{ Sku: '200101', Quantity: 1 }]);
  await postFromPage(page, '/ReactCheckout/SaveShippingAddress', {
    address: {
      firstName: 'Jordan',
      lastName: 'Avery',
      address1: '1250 Techny Rd',
      address2: '',
      city: 'Northbrook',
      state: 'IL',
      postalCode: '60062',
      country: 'USA',
      dayPhone: '8472720142',
      emailAddress: 'jordan@hearth.test',
    },
  });
  await postFromPage(page, '/ReactCheckout/SavePayment', {
    cardOneData: {
      number: '4111111111111111',
      type: 'Visa',
      expMonth: '08',
      expYear: '2029',
      cvv: '123',
      saveToAccount: false,
    },
    accountCardOneData: null,
    cardTwoData: null,
    accountCardTwoData: null,
  });
  await page.goto(siteUrl('/checkout/paymentandbilling'));
  await waitForIslands(page);
}

const PROMO_FIELD = '#checkout .hearth-checkout__tenders > form:first-of-type input';
const promoListed = (page: Page) => page.getByRole('button', { name: 'Remove promo code WELCOME10' });

/**
 * The payment side: from the payment step, a promo code applied, through Review to
 * Place Order and the confirmation, walked with each of its calls failing in each fault mode:
 * the error popup (Network Error or "We're Sorry.") [ref: checkout#errors], the promo code as typed kept, the same action
 * working once the fault is cleared, the order placed once.
 */
export const paymentToOrder: Journey = {
  name: 'checkout payment to order',
  start: basketAtPayment,
  steps: [
    {
      name: 'Apply a promo code',
      typed: { [PROMO_FIELD]: 'WELCOME10' },
      async act(page) {
        await page.locator(PROMO_FIELD).fill('WELCOME10');
        await page
          .locator('#checkout .hearth-checkout__tenders > form:first-of-type')
          .getByRole('button', { name: 'Apply' })
          .click();
      },
      succeeded: (page) => promoListed(page).waitFor(),
      failed: (page, fault) => checkoutErrorPopup(page, fault),
      recover: (page) => backToStep(page, '/checkout/paymentandbilling'),
      // the code applied but the refresh after it failed: the page the shopper comes back to lists it
      applied: async (page) => (await promoListed(page).count()) > 0,
    },
    {
      name: 'Next: Review & Place Order',
      act: (page) => page.getByRole('button', { name: 'Next: Review & Place Order' }).click(),
      succeeded: (page) => stepHeading(page, 'Review and Place Order').waitFor(),
      failed: (page, fault) => checkoutErrorPopup(page, fault),
      recover: (page) => backToStep(page, '/checkout/paymentandbilling'),
    },
    {
      name: 'Place Order',
      act: (page) => page.getByRole('button', { name: 'Place Order' }).click(),
      succeeded: (page) => page.waitForURL(/\/checkout\/confirmation\?orderNumber=HX/),
      failed: (page, fault) => checkoutErrorPopup(page, fault),
      recover: (page) => backToStep(page, '/checkout/review'),
      applied: async (page) => new URL(page.url()).pathname === '/checkout/confirmation',
    },
  ],
};
