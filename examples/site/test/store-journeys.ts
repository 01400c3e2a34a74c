/**
 * The fault-walk journeys of the cart and account islands: add to cart, configure a sofa, cart
 * edits, sign in and forgot password, walked by `fault-walk.ts` with each of their calls failing
 * in each fault mode of the mock API. A new island's journey goes in a *-journeys.ts file like
 * this one and into a fault-walk-*.e2e.ts group; its calls enrol themselves.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { configuratorDrawn, DEMO_ACCOUNT, siteUrl, waitForIslands } from './helpers.js';
import { dialog, notBusy, SOFA_URL, startWithCartLine, type Fault, type Journey } from './journey-kit.js';

/** [ref: cart#errors]: a cart error popup; 'Status: 503' or 'Status: 504' is the network error, the rest the generic one. */
async function cartErrorPopup(page: Page, fault: Fault): Promise<void> {
  const title = fault === 'http503' || fault === 'http504' ? 'Network Error' : "We're Sorry.";
  await dialog(page, title).waitFor();
}
/** The cart error popup's button returns to /checkout/cart [ref: cart#errors]. */
async function returnToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Return to Cart' }).click();
  await page.waitForURL('**/checkout/cart');
  await waitForIslands(page);
}

export const addToCart: Journey = {
  name: 'add to cart',
  async start(page) {
    // the sofa is configurable: add-to-cart sends nothing until every option has a choice [ref: configurator#rules]
    await configureAndAdd.start(page);
    await configureAndAdd.steps[0]!.act(page);
    await configureAndAdd.steps[0]!.succeeded(page);
  },
  steps: [
    {
      name: 'Add to cart',
      act: (page) => page.getByRole('button', { name: 'Add to cart', exact: true }).click(),
      async succeeded(page) {
        await dialog(page, 'Added to Cart').waitFor();
        await page.keyboard.press('Escape');
        await dialog(page, 'Added to Cart').waitFor({ state: 'detached' });
      },
      // [ref: cart#errors]: every other failure is logged only: no popup, the button usable again.
      async failed(page) {
        await notBusy(page, 'Add to cart');
        expect(await dialog(page, 'Added to Cart').count()).toBe(0);
      },
    },
  ],
};

/** The configurator's drawer of an option [ref: configurator#screens], opened if it is closed. */
async function openDrawer(page: Page, code: number): Promise<void> {
  const button = page.locator(`.hearth-drawer[data-option-code="${code}"] .hearth-drawer__button`);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}
/**
 * Chooses a choice by a click dispatched on its radio, with no pointer over it and no focus in it:
 * a choice hovered or focused for 800 ms asks for its own quick view [ref: configurator#limits].
 * Clicked with the pointer and left at once, a loaded machine's slower steps still let that time
 * pass: CI's walks counted six quick views for the five choices, on both tries. The hover's quick
 * view has tests of its own (configurator-choices.e2e.ts and the unit tests); here each send is a choice's.
 */
async function choose(radio: Locator): Promise<void> {
  await radio.dispatchEvent('click');
  await expect.poll(() => radio.isChecked()).toBe(true);
}
const summaryOf = (page: Page) => page.locator('.hearth-summary__text').allTextContents();
const CONFIGURED = ['Sofa', 'Deep', 'Down Blend Cushion', 'Walnut Tapered Legs'];

/** The configurator [ref: configurator#screens, #data, #rules]: every option chosen; the add of the configured sofa is the 'add to cart' journey's. */
export const configureAndAdd: Journey = {
  name: 'configure a sofa',
  async start(page) {
    await page.goto(siteUrl(SOFA_URL));
    await waitForIslands(page);
    await configuratorDrawn(page);
  },
  steps: [
    {
      // the last choice completes the selection: the browse data reloads with the choices [ref: configurator#rules]
      name: 'Choose every option',
      // five choices: the gallery reads its pictures for each (it follows the options chosen), and
      // the summary's picture and measures the selection's quick view (each choice a new query)
      sends: { 'GET /api/demo/gallery-images': 5, 'GET /quickView/details': 5 },
      async act(page) {
        await choose(page.getByRole('radio', { name: 'Sofa 86"', exact: true }));
        await choose(page.getByRole('radio', { name: /^Deep\b/ }));
        await openDrawer(page, 4);
        await choose(page.getByRole('radio', { name: /^Down Blend/ }));
        await openDrawer(page, 3);
        await choose(page.getByRole('radio', { name: /^Walnut Tapered/ }));
        await openDrawer(page, 1);
        await choose(
          page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__panel input[type="radio"]').first(),
        );
      },
      async succeeded(page) {
        await expect.poll(() => summaryOf(page)).toEqual(expect.arrayContaining(CONFIGURED));
        // the reload, then add-to-cart pricing the configured sku, belong to this step
        await page.waitForLoadState('networkidle');
      },
      // [ref: configurator#errors]: a failed reload is logged only: the choices stay, nothing is shown
      async failed(page) {
        await expect.poll(() => summaryOf(page)).toEqual(expect.arrayContaining(CONFIGURED));
        expect(await page.locator('.hearth-configurator').count()).toBe(1);
        await page.waitForLoadState('networkidle');
      },
      applied: async (page) =>
        (await page.locator('.hearth-drawer__chosen', { hasText: 'None Selected' }).count()) === 0,
    },
  ],
};

const line = (page: Page) => page.locator('.hearth-cart__lines > li').first();
const quantity = async (page: Page) => Number(await line(page).getByRole('spinbutton').getAttribute('aria-valuenow'));
/** The quantity before the shopper's last press, per page. */
const quantityBefore = new WeakMap<Page, number>();

export const cartEdits: Journey = {
  name: 'cart edits',
  start: (page) => startWithCartLine(page, '/checkout/cart'),
  steps: [
    {
      name: 'Change the quantity',
      async act(page) {
        quantityBefore.set(page, await quantity(page));
        await line(page).getByRole('button', { name: 'Increase quantity' }).click();
      },
      succeeded: async (page) => {
        await expect.poll(() => quantity(page)).toBe(quantityBefore.get(page)! + 1);
        await expect.poll(() => page.locator('.hearth-cart').getAttribute('aria-busy')).toBe('false');
      },
      failed: (page, fault) => cartErrorPopup(page, fault),
      recover: returnToCart,
    },
    {
      name: 'Apply a ZIP code',
      typed: { '#cart .hearth-cart__zip input': '60062' },
      async act(page) {
        await page.locator('#cart .hearth-cart__zip input').fill('60062');
        await page.locator('#cart .hearth-cart__zip').getByRole('button', { name: 'Apply' }).click();
      },
      succeeded: async (page) => {
        await expect.poll(() => page.locator('.hearth-cart').getAttribute('aria-busy')).toBe('false');
        expect(await page.getByText('Zip code could not be updated').count()).toBe(0);
      },
      // [ref: cart#errors]: any failure of the ZIP shows 'Zip code could not be updated'; a ZIP that went
      // through but whose cart reload failed is the cart error popup.
      failed: (page, fault, call) =>
        call.endsWith('/zip-code')
          ? page.getByText('Zip code could not be updated').waitFor()
          : cartErrorPopup(page, fault),
      recover: async (page) => {
        if (await page.getByRole('button', { name: 'Return to Cart' }).count()) await returnToCart(page);
      },
    },
    {
      name: 'Apply a promo code',
      typed: { '#cart .hearth-cart__promo input': 'WELCOME10' },
      async act(page) {
        await page.locator('#cart .hearth-cart__promo input').fill('WELCOME10');
        await page.locator('#cart .hearth-cart__promo').getByRole('button', { name: 'Apply' }).click();
      },
      succeeded: (page) => page.locator('#cart div.hearth-cart__promo').waitFor(),
      applied: async (page) => (await page.locator('#cart div.hearth-cart__promo').count()) > 0,
      failed: (page, fault) => cartErrorPopup(page, fault),
      async recover(page) {
        await returnToCart(page);
      },
    },
    {
      name: 'Check out',
      act: (page) => page.getByRole('button', { name: 'Checkout', exact: true }).click(),
      async succeeded(page) {
        await dialog(page, 'Checkout Now').waitFor();
        await page
          .getByRole('dialog', { name: 'Checkout Now' })
          .getByRole('textbox', { name: 'Email Address' })
          .waitFor();
        await page.keyboard.press('Escape');
        await dialog(page, 'Checkout Now').waitFor({ state: 'detached' });
      },
      // The checkout call failed: the cart error popup. The flyout's sign-in config failed: [ref: checkout#rules]
      // sends the shopper to the login page, with the checkout as the return target.
      failed: (page, fault, call) =>
        call.endsWith('/sign-in-config') ? page.waitForURL('**/account/login?**') : cartErrorPopup(page, fault),
      async recover(page) {
        if (await page.getByRole('button', { name: 'Return to Cart' }).count()) return returnToCart(page);
        await page.goto(siteUrl('/checkout/cart'));
        await waitForIslands(page);
      },
    },
    {
      name: 'Remove the line',
      act: (page) => line(page).getByRole('button', { name: 'Remove' }).click(),
      succeeded: (page) => page.locator('.hearth-cart__empty').waitFor(),
      applied: async (page) => (await page.locator('.hearth-cart__empty').count()) > 0,
      failed: (page, fault) => cartErrorPopup(page, fault),
      recover: returnToCart,
    },
  ],
};

export const signIn: Journey = {
  name: 'sign in',
  // a page of the site first: faults are switched per session, from a page with its token
  start: (page) => page.goto(siteUrl('/')).then(() => undefined),
  steps: [
    {
      name: 'Open the sign-in page',
      async act(page) {
        await page.goto(siteUrl('/account/sign-in'));
        await waitForIslands(page);
      },
      succeeded: (page) => page.getByRole('textbox', { name: 'Email Address' }).waitFor(),
      // [ref: checkout#rules]: the config failed: off the login page the shopper goes to it, where the widget shows.
      failed: (page) => page.getByRole('textbox', { name: 'Email Address' }).waitFor(),
    },
    {
      name: 'Sign in',
      typed: { '#sign-in input[type="email"]': DEMO_ACCOUNT.email },
      async act(page) {
        await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_ACCOUNT.email);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      },
      succeeded: (page) => page.waitForURL((url) => !url.pathname.startsWith('/account/sign-in')),
      // [ref: checkout#errors]: the provider failed: a message, the email kept, the button usable again.
      async failed(page) {
        await page.getByRole('alert').first().waitFor();
        await notBusy(page, 'Sign In');
      },
    },
  ],
};

export const forgotPassword: Journey = {
  name: 'forgot password',
  async start(page) {
    await page.goto(siteUrl('/account/sign-in'));
    await waitForIslands(page);
    await page.getByRole('textbox', { name: 'Email Address' }).fill(DEMO_ACCOUNT.email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').waitFor();
  },
  steps: [
    {
      name: 'Send the reset link',
      typed: { 'dialog[open] input': DEMO_ACCOUNT.email },
      // the popup keeps its name ('Reset password'); the server's headerMessage is its description
      act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click(),
      succeeded: (page) => page.getByRole('dialog').getByRole('status').waitFor(),
      // [ref: cart#calls]: the request failed: the popup says so and keeps the email.
      async failed(page) {
        await page.getByRole('dialog').getByRole('alert').waitFor();
        await notBusy(page, 'Submit');
      },
    },
  ],
};
