import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../../../scripts/browser/browser.js';
import {
  addLines,
  closeRouted,
  DEMO_ACCOUNT,
  holdRoute,
  postFromPage,
  setFault,
  settleAnimations,
  setupChromiumPerSession,
  siteUrl,
  waitForIslands,
  watchedPage,
} from './helpers.js';

/**
 * The cart island through the script tag: every action, every popup, each
 * failure through the mock API's faults, rapid double clicks, and checkout start as a guest and
 * as a signed-in shopper. Each test runs in a fresh session (its own cookie).
 */
// one Chromium; each test in a fresh session, its faults switched off after it
const browser = setupChromiumPerSession();

/** Calls the demo API from the page, with the page's anti-forgery token, as an island would. */
const api = async (page: Page, path: string, body: unknown): Promise<unknown> =>
  (await postFromPage(page, path, body)).json;

/** A fresh session with `skus` in the cart, on /checkout/cart with the island mounted. */
async function cartWith(skus: string[], query = ''): Promise<Page> {
  await browser.context.clearCookies();
  const { page } = await watchedPage(browser);
  await page.goto(siteUrl(`/checkout/cart${query}`));
  await addLines(page, skus);
  await page.goto(siteUrl(`/checkout/cart${query}`));
  await waitForIslands(page);
  expect(await page.locator('#cart').getAttribute('data-hearth-state')).toBe('mounted');
  return page;
}

const cartPosts = (page: Page, path: string) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.push(r.postData() ?? '');
  });
  return seen;
};
const line = (page: Page, name: string) =>
  page.locator('.hearth-cart__lines > li').filter({ has: page.getByRole('heading', { level: 3, name }) });

describe('cart page through the script tag', () => {
  it('renders the server cart, with no serious axe violation', async () => {
    const page = await cartWith(['200101', '300108']);
    try {
      await expect(page.getByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByRole('button', { name: 'Checkout' }).isVisible()).resolves.toBe(true);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('removes a line once on a rapid double click and updates the cart header count', async () => {
    const page = await cartWith(['200101', '200102']);
    try {
      const posts = cartPosts(page, '/api/demo/cart/remove-item');
      const counts: unknown[] = [];
      await page.exposeFunction('__cartCount', (n: unknown) => counts.push(n));
      await page.evaluate(() =>
        document.addEventListener('hearth:cart-updated', (e) =>
          (window as unknown as { __cartCount: (n: unknown) => void }).__cartCount((e as CustomEvent).detail),
        ),
      );
      await line(page, 'Linen Throw Pillow 20"').getByRole('button', { name: 'Remove' }).dblclick();
      await page.getByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' }).waitFor({ state: 'detached' });
      expect(posts).toHaveLength(1);
      await expect.poll(() => counts).toEqual([1]);
    } finally {
      await page.close();
    }
  });

  it("drops a double click's second click that comes once the first was answered: the next line's Remove is under the pointer", async () => {
    const page = await cartWith(['200101', '200102']);
    try {
      const posts = cartPosts(page, '/api/demo/cart/remove-item');
      const box = await line(page, 'Linen Throw Pillow 20"').getByRole('button', { name: 'Remove' }).boundingBox();
      if (!box) throw new Error('no Remove button box');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      // a slow machine's double click: its first click is answered and the cart redrawn before its second
      await page.mouse.click(x, y);
      await page.getByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' }).waitFor({ state: 'detached' });
      await page.locator('#cart [aria-busy="false"]').first().waitFor();
      await page.mouse.down({ clickCount: 2 });
      await page.mouse.up({ clickCount: 2 });
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(posts).toEqual(['{"lineItemId":"line-1"}']);
      expect(await page.locator('.hearth-cart__lines > li h3').count()).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('updates quantity, saves for later, moves back, switches to pickup and shows the estimate', async () => {
    const page = await cartWith(['200101']);
    try {
      const item = line(page, 'Linen Throw Pillow 20"');
      // One cart action at a time (a click during another is dropped): let updateItem answer and
      // the cart reload before the next action.
      const reloaded = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/demo/cart');
      await item.getByRole('button', { name: 'Increase quantity' }).click();
      await reloaded;
      await expect.poll(() => item.getByRole('spinbutton').inputValue()).toBe('2');
      // controlled by the server's answer: checked once updateShipMethod has answered
      await item.getByRole('radio', { name: 'Pick Up in Store' }).click();
      await item.getByText('Pick up in 2-4 days').waitFor();
      expect(await item.getByRole('radio', { name: 'Pick Up in Store' }).isChecked()).toBe(true);
      await item.getByRole('button', { name: 'Save for Later' }).click();
      const saved = page.getByRole('region', { name: 'Saved for Later' });
      await saved.getByRole('button', { name: 'Move to Cart' }).click();
      await saved.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 3, name: 'Linen Throw Pillow 20"' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it("waits on every line while one line's quantity is being sent: a press elsewhere changes nothing the cart does not have", async () => {
    const page = await cartWith(['200101', '200102']);
    try {
      // the update's answer waits until the presses are checked (a fixed delay ran out on a loaded machine)
      const release = await holdRoute(page, '**/api/demo/cart/update-item');
      const posts = cartPosts(page, '/api/demo/cart/update-item');
      const shipPosts = cartPosts(page, '/api/demo/cart/update-ship-method');
      const first = line(page, 'Linen Throw Pillow 20"');
      const second = page.locator('.hearth-cart__lines > li').nth(1);
      // three quick presses: one update is sent, and the field shows what was sent (force: a
      // shopper's press does not wait, as Playwright does, for aria-disabled to go)
      const plus = first.getByRole('button', { name: 'Increase quantity' });
      await plus.click();
      await plus.click({ force: true });
      await plus.click({ force: true });
      expect(await first.getByRole('spinbutton').getAttribute('aria-disabled')).toBe('true');
      expect(await first.getByRole('spinbutton').inputValue()).toBe('2');
      await second.getByRole('button', { name: 'Increase quantity' }).click({ force: true });
      await second.getByRole('radio', { name: 'Pick Up in Store' }).click({ force: true });
      // the cancelled click gives Ship its check back at once, in the browser
      expect(await second.getByRole('radio', { name: 'Ship' }).isChecked()).toBe(true);
      expect(await second.getByRole('radio', { name: 'Pick Up in Store' }).isChecked()).toBe(false);
      expect(await second.getByRole('spinbutton').inputValue()).toBe('1');
      expect(await second.getByRole('spinbutton').getAttribute('aria-disabled')).toBe('true');
      release();
      await expect.poll(() => second.getByRole('spinbutton').getAttribute('aria-disabled')).toBeNull();
      expect(await first.getByRole('spinbutton').inputValue()).toBe('2');
      expect(await second.getByRole('spinbutton').inputValue()).toBe('1');
      expect(posts).toHaveLength(1);
      expect(shipPosts).toHaveLength(0);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows the outage pickup message when getEdd answers IsReset (reset fault)', async () => {
    const page = await cartWith(['200101']);
    try {
      await setFault(page, 'getEdd', 'reset');
      const item = line(page, 'Linen Throw Pillow 20"');
      await item.getByRole('radio', { name: 'Pick Up in Store' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Pickup estimates are temporarily unavailable. Please check again later.' })
        .waitFor();
      expect(await item.getByText('Pick up in 2-4 days').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('checks the ZIP code, applies a promo code and shows the fault messages', async () => {
    const page = await cartWith(['200101']);
    try {
      const zip = page.getByRole('textbox', { name: 'ZIP Code' });
      await zip.fill('12');
      await zip.press('Enter');
      await page.getByText('Please enter a valid ZIP Code.').waitFor();
      await setFault(page, 'applyZipCode', 'http503');
      await zip.fill('60062');
      await zip.press('Enter');
      await page.getByText('Zip code could not be updated').waitFor();
      const promo = page.getByRole('textbox', { name: 'Promo Code' });
      await promo.fill('NOPE');
      await promo.press('Enter');
      await page.getByText('The promotion code NOPE is not valid. Please check the code and try again.').waitFor();
    } finally {
      await page.close();
    }
  });

  it.each([
    ['http503', 'Network Error'],
    ['http504', 'Network Error'],
    ['network', "We're Sorry."],
    ['reset', "We're Sorry."],
    ['malformed', "We're Sorry."],
  ])(
    'a %s fault on an action opens the cart error popup; its button returns to /checkout/cart',
    async (kind, title) => {
      const page = await cartWith(['200101']);
      try {
        await setFault(page, 'saveForLater', kind);
        await line(page, 'Linen Throw Pillow 20"').getByRole('button', { name: 'Save for Later' }).click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await settleAnimations(page);
        expect(await runAxe(page)).toEqual([]);
        await setFault(page, 'saveForLater', null);
        await Promise.all([
          page.waitForURL(/\/checkout\/cart$/),
          dialog.getByRole('button', { name: 'Return to Cart' }).click(),
        ]);
      } finally {
        await page.close();
      }
    },
  );

  it('starts checkout as a guest: the Checkout Now flyout mounts the nested sign-in island; Guest Checkout POSTs', async () => {
    const page = await cartWith(['200101']);
    try {
      const checkout = page.getByRole('button', { name: 'Checkout' });
      await checkout.dblclick();
      const flyout = page.getByRole('dialog', { name: 'Checkout Now' });
      await flyout.waitFor();
      await expect
        .poll(() => flyout.locator('[data-island="sign-in"]').getAttribute('data-hearth-state'))
        .toBe('mounted');
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await flyout.waitFor({ state: 'detached' });
      expect(await checkout.evaluate((el) => el === document.activeElement)).toBe(true);
      await checkout.click();
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/checkout/shipping',
        ),
        page.getByRole('dialog', { name: 'Checkout Now' }).getByRole('button', { name: 'Guest Checkout' }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.request().postData()).toMatch(/__RequestVerificationToken=[^&]+/);
      // land on the checkout start before the tab closes: closing it while the POST's page is
      // being committed can hang Chromium's page.close() (seen as a 30 s timeout here)
      await page.waitForURL(/\/checkout\/shipping$/);
    } finally {
      await page.close();
    }
  });

  it('starts checkout signed in: straight to the redirect URL', async () => {
    const page = await cartWith(['200101']);
    try {
      const idp = (await api(page, '/api/demo/idp/authn', {
        username: DEMO_ACCOUNT.email,
        password: DEMO_ACCOUNT.password,
      })) as { sessionToken: string };
      await page.evaluate(async (sessionToken) => {
        const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
        await fetch('/account/auth', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            __RequestVerificationToken: token,
            sessionToken,
            redirectUrl: '/checkout/cart',
          }).toString(),
          redirect: 'manual',
        });
      }, idp.sessionToken);
      await page.reload();
      await waitForIslands(page);
      await Promise.all([
        page.waitForURL(/\/checkout\/shipping$/),
        page.getByRole('button', { name: 'Checkout' }).click(),
      ]);
    } finally {
      await page.close();
    }
  });

  it.each([
    [3, 'Item(s) no longer available', '/ReactCheckout/RemoveNlaItems'],
    [7, 'Item(s) no longer available', '/ReactCheckout/RemoveAllNlaItems'],
    [6, 'Item(s) no longer available', '/ReactCheckout/RemoveInHousePersonalizedNlaItems'],
    [9, 'Item(s) cannot be shipped to or picked up in this state', '/ReactCheckout/RemovePfasItems'],
    [4, 'Please Edit Your Cart to Proceed', null],
    [5, 'Personalization Service Unavailable', null],
  ])('errorType %i opens %s (removal call: %s)', async (errorType, title, removal) => {
    const page = await cartWith(['200101']);
    try {
      // the demo cart cannot hold unavailable items (add-item refuses them): the checkout answer is staged
      await page.route('**/api/demo/cart/checkout', (route) =>
        route.fulfill({ json: { isSuccess: false, errorType } }),
      );
      const posts = removal ? cartPosts(page, removal) : [];
      const tokens: Array<string | undefined> = [];
      page.on('request', (r) => {
        if (removal && r.method() === 'POST' && new URL(r.url()).pathname === removal)
          tokens.push(r.headers()['requestverificationtoken']);
      });
      await page.getByRole('button', { name: 'Checkout' }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
      if (removal) {
        await dialog.getByRole('button', { name: 'Remove Item(s)' }).dblclick();
        await dialog.waitFor({ state: 'detached' });
        expect(posts).toEqual(['{}']);
        // [ref: cart#calls]: with the anti-forgery header, the page's token
        expect(tokens).toEqual([await page.locator('input[name="__RequestVerificationToken"]').inputValue()]);
      } else {
        expect(await dialog.getByRole('button', { name: 'Remove Item(s)' }).count()).toBe(0);
      }
    } finally {
      await page.close();
    }
  });

  it('shows the oversize warning, then a popupUrl popup sanitized', async () => {
    const page = await cartWith(['200101']);
    try {
      await page.route('**/api/demo/cart/checkout', (route) =>
        route.fulfill({
          json: {
            isSuccess: true,
            redirectUrl: '/checkout/shipping',
            popupUrl: '/browse/popup?popupName=ShippingCharges',
            oversizedItems: [
              { title: 'Lounge Sofa', boxes: [{ boxNumber: 1, quantity: 1, width: 90, depth: 40, height: 36 }] },
            ],
          },
        }),
      );
      await page.getByRole('button', { name: 'Checkout' }).click();
      const oversize = page.getByRole('dialog', { name: 'Oversize item information' });
      await oversize.getByRole('cell', { name: '90' }).waitFor();
      await oversize.getByRole('button', { name: 'Continue' }).click();
      const popup = page.getByRole('dialog', { name: 'Shipping Charges' });
      await popup.getByText(/Standard shipping is free/).waitFor();
      await settleAnimations(page);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("asks 'Are you sure?' before removing reward certificates", async () => {
    const page = await cartWith(['200101']);
    try {
      await page.route('**/api/demo/cart', async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { cartData: { orderSummary: Record<string, unknown> } };
        json.cartData.orderSummary['certificates'] = [{ certificateNumber: 'RC1000', amount: 1000 }];
        await route.fulfill({ response, json });
      });
      const posts = cartPosts(page, '/ReactCheckout/RemoveCertificates');
      await line(page, 'Linen Throw Pillow 20"').getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Remove Reward Certificates' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
      await dialog.getByRole('button', { name: 'Remove Certificates' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(posts).toEqual(['{}']);
    } finally {
      await closeRouted(page);
    }
  });
});
