import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../../../scripts/browser/browser.js';
import {
  addLines,
  describeShifts,
  layoutShiftsOf,
  onPage,
  recordLayoutShifts,
  siteUrl,
  waitForIslands,
} from './helpers.js';

/**
 * The hand-off from server HTML to island, through the script tag: `hearth.js` or an
 * island's chunk is held back (route interception) while the shopper types into and presses the
 * fallback; once released, the island has the values, the focus and the caret, and a press made
 * meanwhile is sent once (the POSTs are counted). Each test loads its page once and holds only
 * what it must.
 */
let browser: ChromiumSession;

beforeAll(async () => {
  browser = await launchChromium({ forTests: true });
});
afterAll(async () => {
  await browser?.close();
});

const SCRIPT = /\/assets\/hearth\/hearth\.js$/;
/** An island's own chunk (`sign-in-91yjnca2.js`), which the loader imports. */
const chunk = (name: string) => new RegExp(`/${name}-[a-z0-9]{7}\\.js$`, 'i');

/** Holds every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Opens `path` with `pattern` held: the fallback is on screen, the held script is not run. */
async function openHeld(page: Page, path: string, pattern: RegExp): Promise<() => void> {
  page.setDefaultTimeout(10_000);
  const release = await hold(page, pattern);
  await page.goto(siteUrl(path), { waitUntil: 'commit' });
  await page.waitForSelector('[data-island]');
  if (pattern !== SCRIPT) await page.waitForFunction(() => window.hearth !== undefined);
  return release;
}

/** The path of every POST the page sends from now on. */
function postsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

/** The focused element's name and selection. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement;
    let selection: Array<number | null> = [];
    try {
      selection = [el.selectionStart, el.selectionEnd];
    } catch {
      // a field without a caret
    }
    return { name: el.getAttribute('name'), island: el.closest('[data-island]')?.id, selection };
  });

/** Types `text` at the end of the field, then moves the caret `left` characters back. */
async function typeInto(page: Page, selector: string, text: string, left = 0) {
  const field = page.locator(selector);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
  for (let i = 0; i < left; i++) await field.press('ArrowLeft');
}

const PRODUCT = '/furniture/stoneware-table-lamp/s300101';

describe('product page: quantity selector and change-ZIP', () => {
  it('a quantity and a ZIP typed before hearth.js arrives are the islands’, with the focus and caret', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, PRODUCT, SCRIPT);
      await page.locator('#change-zip summary').click();
      await typeInto(page, '#change-zip input[name=zipCode]', '60614');
      await typeInto(page, '#product-quantity input[name=quantity]', '5');
      release();
      await waitForIslands(page, '#product-quantity, #change-zip');
      const quantity = page.locator('#product-quantity').getByRole('spinbutton');
      await expect.poll(() => quantity.inputValue()).toBe('5');
      await expect.poll(() => page.locator('#change-zip').getByRole('textbox').inputValue()).toBe('60614');
      expect(await focusOf(page)).toMatchObject({ name: 'quantity', island: 'product-quantity' });
    });
  });

  it('a ZIP sent while the change-ZIP chunk loads is sent once by the island, not by the legacy form', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, PRODUCT, chunk('change-zip'));
      const posts = postsOf(page);
      await page.locator('#change-zip summary').click();
      await typeInto(page, '#change-zip input[name=zipCode]', '60614');
      await page.locator('#change-zip').getByRole('button', { name: 'Update' }).click();
      release();
      await expect.poll(() => page.locator('#change-zip').textContent()).toContain('Your ZIP Code: 60614');
      // the island's check, once; the legacy form (a GET of the page with ?zipCode) did not go
      expect(posts).toEqual(['/api/demo/zip-validation']);
      expect(page.url()).toBe(siteUrl(PRODUCT));
    });
  });
});

describe('sign-in', () => {
  const PATH = '/account/sign-in?returnUrl=%2Fdemo%2Faccount';

  it('an email and password typed before hearth.js arrives are the island’s, with the focus and caret', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, PATH, SCRIPT);
      await typeInto(page, '#sign-in input[name=email]', 'demo@hearth.test');
      await typeInto(page, '#sign-in input[name=password]', 'hearth-demo', 4);
      release();
      await waitForIslands(page, '#sign-in');
      const island = page.locator('#sign-in');
      await expect
        .poll(() => island.getByRole('textbox', { name: 'Email Address' }).inputValue())
        .toBe('demo@hearth.test');
      expect(await island.locator('input[name=password]').inputValue()).toBe('hearth-demo');
      expect(await focusOf(page)).toEqual({ name: 'password', island: 'sign-in', selection: [7, 7] });
    });
  });

  it('Sign In pressed while the chunk loads signs in once, through the island', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, PATH, chunk('sign-in'));
      const posts = postsOf(page);
      await typeInto(page, '#sign-in input[name=email]', 'demo@hearth.test');
      await typeInto(page, '#sign-in input[name=password]', 'hearth-demo');
      // signed in, the confirmation sends the shopper straight back to this page
      const back = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/demo/account' && r.request().isNavigationRequest(),
      );
      const confirmed = page.waitForRequest((r) =>
        /\/account\/auth\/confirm\?returnUrl=%2Fdemo%2Faccount$/.test(r.url()),
      );
      await page.locator('#sign-in').getByRole('button', { name: 'Sign In' }).click();
      release();
      await confirmed;
      await back;
      // the island's sign-in (the identity provider, then the site's session), once; not the legacy form's
      expect(posts).toEqual(['/api/demo/idp/authn', '/account/auth']);
    });
  });
});

describe('account page: forgot-password and card entry in the page', () => {
  it('an email typed in the reset form before hearth.js arrives is in the popup, focused', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, '/demo/account', SCRIPT);
      await typeInto(page, '#reset-email', 'demo@hearth.test');
      release();
      const dialog = page.getByRole('dialog', { name: 'Reset password' });
      await dialog.waitFor();
      await expect
        .poll(() => dialog.getByRole('textbox', { name: 'Email Address' }).inputValue())
        .toBe('demo@hearth.test');
      await expect.poll(() => focusOf(page)).toMatchObject({ name: 'accountEmail' });
    });
  });

  it('Submit pressed while the chunk loads sends the reset once', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, '/demo/account', chunk('forgot-password'));
      const posts = postsOf(page);
      await typeInto(page, '#reset-email', 'demo@hearth.test');
      await page.locator('#reset-fallback').getByRole('button', { name: 'Submit' }).click();
      release();
      await page.locator('[data-view=sent]').waitFor();
      // the island's request, once; not the legacy form's post to /demo/account
      expect(posts).toEqual(['/account/reset-password/okta-reset-password-request']);
    });
  });

  it('a card typed and Apply pressed while the chunk loads: the popup takes the card and applies it once, nothing posted', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, '/demo/account', chunk('card-entry'));
      const posts = postsOf(page);
      await page.evaluate(() => {
        (window as unknown as { cards: number }).cards = 0;
        document.addEventListener('hearth:card-entered', () => (window as unknown as { cards: number }).cards++);
      });
      await typeInto(page, '#card-number', '4111111111111111');
      await typeInto(page, '#card-expiry', '12/30');
      await typeInto(page, '#card-cvv', '123');
      await page.locator('#card-fallback').getByRole('button', { name: 'Apply' }).click();
      release();
      await expect.poll(() => page.locator('#applied-card').textContent()).toContain('1111');
      expect(await page.evaluate(() => (window as unknown as { cards: number }).cards)).toBe(1);
      expect(posts).toEqual([]);
    });
  });
});

describe('swatch order form in the page', () => {
  it('an address typed before hearth.js arrives is in the order popup, which opens for it, with the focus and caret', async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, '/demo/swatch-order', SCRIPT);
      await typeInto(page, '#swatch-firstName', 'Jordan');
      await typeInto(page, '#swatch-lastName', 'Avery');
      await typeInto(page, '#swatch-emailAddress', 'jordan@hearth.test');
      await typeInto(page, '#swatch-city', 'Northbrook', 2);
      release();
      const dialog = page.getByRole('dialog', { name: 'Order Free Swatches' });
      await expect.poll(() => dialog.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Northbrook');
      expect(await dialog.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Jordan');
      expect(await dialog.getByRole('textbox', { name: 'Last Name' }).inputValue()).toBe('Avery');
      expect(await dialog.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe('jordan@hearth.test');
      expect(await focusOf(page)).toEqual({ name: 'city', island: 'swatch-order-island', selection: [8, 8] });
    });
  });
});

describe('swatch order form in the page: a press', () => {
  it("'Order Free Swatches' pressed while the island's chunk loads opens its order popup once; the legacy form is not sent", async () => {
    await onPage(browser, async ({ page }) => {
      const release = await openHeld(page, '/demo/swatch-order', chunk('swatch-order'));
      const posts = postsOf(page);
      await typeInto(page, '#swatch-firstName', 'Jordan');
      await page.locator('#swatch-fallback').getByRole('button', { name: 'Order Free Swatches' }).click();
      release();
      const dialog = page.getByRole('dialog', { name: 'Order Free Swatches' });
      await dialog.waitFor();
      expect(await dialog.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Jordan');
      expect(await page.getByRole('dialog').count()).toBe(1);
      // the press went to the island, not to the page's own form post
      expect(posts.filter((path) => path === '/demo/swatch-order')).toEqual([]);
      expect(await page.locator('#legacy-post').count()).toBe(0);
    });
  });
});

describe('checkout: the Shipping step', () => {
  it('an address typed before hearth.js arrives is the island’s, with the focus and caret; Next pressed while the chunk loads goes on once', async () => {
    await onPage(browser, async ({ page }) => {
      await browser.context.clearCookies();
      await page.goto(siteUrl('/checkout/cart?site=US'));
      await addLines(page, ['200101']);
      let release = await openHeld(page, '/checkout/shipping', SCRIPT);
      const form = '#checkout form.checkout-fallback';
      await typeInto(page, `${form} [name=firstName]`, 'Jordan');
      await typeInto(page, `${form} [name=lastName]`, 'Avery');
      await typeInto(page, `${form} [name=address1]`, '1250 Techny Rd');
      await page.locator(`${form} [name=state]`).selectOption('IL');
      await typeInto(page, `${form} [name=postalCode]`, '60062');
      await typeInto(page, `${form} [name=dayPhone]`, '8472720142');
      await typeInto(page, `${form} [name=emailAddress]`, 'jordan@hearth.test');
      await typeInto(page, `${form} [name=city]`, 'Northbrook', 3);
      release();
      await waitForIslands(page, '#checkout');
      const island = page.locator('#checkout');
      await expect.poll(() => island.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Northbrook');
      expect(await island.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe('Jordan');
      expect(await island.getByRole('combobox', { name: 'State' }).inputValue()).toBe('IL');
      expect(await island.getByRole('textbox', { name: 'ZIP Code' }).inputValue()).toBe('60062');
      expect(await focusOf(page)).toEqual({ name: 'city', island: 'checkout', selection: [7, 7] });

      // the same address, Next pressed while the checkout's chunk is on its way
      await page.unrouteAll();
      release = await openHeld(page, '/checkout/shipping', chunk('checkout'));
      const posts = postsOf(page);
      for (const [name, value] of Object.entries({
        firstName: 'Jordan',
        lastName: 'Avery',
        address1: '1250 Techny Rd',
        city: 'Northbrook',
        postalCode: '60062',
        dayPhone: '8472720142',
        emailAddress: 'jordan@hearth.test',
      }))
        await page.locator(`${form} [name=${name}]`).fill(value);
      await page.locator(`${form} [name=state]`).selectOption('IL');
      await page.locator(form).getByRole('button', { name: 'Next' }).click();
      release();
      await page.getByRole('heading', { level: 2, name: 'Shipping and Gift Options' }).waitFor();
      // the island's Next, once (save, check, move on); not the legacy form's post to /checkout/shipping
      expect(posts).toEqual([
        '/ReactCheckout/SaveShippingAddress',
        '/ReactCheckout/ValidateCart',
        '/ReactCheckout/MoveToShippingAndGiftOptions',
      ]);
    });
  });
});

describe('mounting does not move the page (CLS)', () => {
  /** The layout shift of the page from its first paint until its islands have mounted and settled, per the Layout Instability API. */
  async function shiftOf(page: Page, path: string): Promise<{ total: number; sources: string }> {
    await recordLayoutShifts(page);
    await page.goto(siteUrl(path));
    await waitForIslands(page);
    // two frames after the last mount, and the skeletons' answers
    await page.waitForTimeout(500);
    const { total, report } = describeShifts(await layoutShiftsOf(page));
    return { total, sources: report };
  }

  it('product, cart and checkout pages: 0.00', async () => {
    await onPage(browser, async ({ page }) => {
      await browser.context.clearCookies();
      await page.goto(siteUrl('/checkout/cart?site=US'));
      await addLines(page, ['200101', '300101']);
      for (const path of [PRODUCT, '/checkout/cart', '/checkout/shipping']) {
        const tab = await browser.newPage();
        try {
          const { total, sources } = await shiftOf(tab, path);
          console.log(`layout shift during mount, ${path}: ${total.toFixed(4)}`);
          expect(total, `${path}:\n${sources}`).toBe(0);
        } finally {
          await tab.close();
        }
      }
    });
  });
});

describe('mount keeps the scroll position', () => {
  it('where the browser does not anchor the scroll (Safari; here overflow-anchor: none), an island above the view that is shorter than its fallback does not move what the shopper reads', async () => {
    await onPage(browser, async ({ page }) => {
      // a page of the site's origin: an island at the top whose fallback is 600 px tall (its island
      // is a stepper), then the text the shopper has scrolled to
      await page.route('**/__test/scroll-anchor', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html style="overflow-anchor: none"><head><meta charset="utf-8">
<script type="module" src="/assets/hearth/hearth.js"></script></head>
<body style="margin: 0; overflow-anchor: none">
<div data-island="quantity-selector" data-props='{"value":2,"name":"qty","label":"Quantity"}'><div style="height: 600px">Quantity 2</div></div>
${'<p style="height: 40px; margin: 0">Before</p>'.repeat(20)}<p id="reading" style="height: 40px; margin: 0">What the shopper reads</p>
${'<p style="height: 40px; margin: 0">After</p>'.repeat(60)}
</body></html>`,
        }),
      );
      const release = await openHeld(page, '/__test/scroll-anchor', SCRIPT);
      await page.evaluate(() => document.getElementById('reading')!.scrollIntoView({ block: 'start' }));
      const before = await page.locator('#reading').evaluate((el) => el.getBoundingClientRect().top);
      release();
      await waitForIslands(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const after = await page.locator('#reading').evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    });
  });
});
