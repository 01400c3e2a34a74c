/**
 * Fault walks (issue 16): every shopper journey of the demo store, walked once per call on its
 * path with that call failing in each fault mode of the mock API (503, 504, network, reset,
 * malformed, slow past the client's 30 s timeout). A call is enrolled by being on a journey: a
 * clean walk first records the calls each step makes, then each is failed in turn.
 *
 * For each walk: the shopper sees what the spec's error catalogue says (000 §8, 001 §8, 002 §8;
 * each step states it), what the shopper typed is still there, the same action works once the
 * fault is cleared, no request was sent twice (beyond the retries of a call marked "retry"), and
 * the page raised no error. A table per journey and call goes to the console (and into
 * `FAULT_WALK_REPORT` when set, for `npm run fuzz`).
 */
import { appendFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumBrowser } from '../../../scripts/browser.js';
import { clearFaults, DEMO_ACCOUNT, setFault, siteUrl, waitForIslands } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromiumBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await clearFaults();
});

/** Walks at once, each a shopper session of its own (a browser context with its own cookies). */
const CONCURRENCY = Math.max(1, Number(process.env.FAULT_WALK_CONCURRENCY) || 3);

/** A tab of a new session, recording the page's uncaught errors. */
async function session(): Promise<{ page: Page; pageErrors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  return { page, pageErrors, close: () => context.close() };
}

const FAULTS = ['http503', 'http504', 'network', 'reset', 'malformed', 'slow'] as const;
type Fault = (typeof FAULTS)[number];
/** 'slow' answers after this long; the page's clock jumps past the client's 30 s timeout instead. */
const SLOW_MS = 45_000;
const PAST_TIMEOUT_MS = 31_000;

/** What the shopper does on one step, and what they must see. */
interface Step {
  name: string;
  /** The shopper's action (a click, typing and a submit, a navigation). */
  act(page: Page): Promise<void>;
  /** The action worked: its visible outcome. */
  succeeded(page: Page): Promise<void>;
  /** The action's call failed with `fault`: what the spec says the shopper sees. */
  failed(page: Page, fault: Fault, call: string): Promise<void>;
  /** What the shopper typed in the step (field selector → text), which a failure must keep. */
  typed?: Record<string, string>;
  /** After a failure, what the shopper does before trying again (close the error popup…). */
  recover?(page: Page): Promise<void>;
  /** Whether the action took effect anyway (its call went through, a later one failed): then there is nothing to redo. */
  applied?(page: Page): Promise<boolean>;
}

interface Journey {
  name: string;
  /** Sets up the session (a cart line, …) and opens the first page. */
  start(page: Page): Promise<void>;
  steps: Step[];
}

/** Calls the page makes to the demo backend (not pages, scripts, styles or images). */
const isCall = (request: Request) =>
  ['fetch', 'xhr'].includes(request.resourceType()) && !new URL(request.url()).pathname.startsWith('/__mock');

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** The calls each step of a journey makes, from a walk with no fault. */
async function recordCalls(journey: Journey): Promise<string[][]> {
  const { page, pageErrors, close } = await session();
  try {
    await journey.start(page);
    const perStep: string[][] = [];
    for (const step of journey.steps) {
      const calls = new Set<string>();
      const listener = (request: Request) => {
        if (isCall(request)) calls.add(`${request.method()} ${pathOf(request)}`);
      };
      page.on('request', listener);
      await step.act(page);
      await step.succeeded(page);
      page.off('request', listener);
      perStep.push([...calls]);
    }
    expect(pageErrors, `${journey.name}: a clean walk raised no page error`).toEqual([]);
    return perStep;
  } finally {
    await close();
  }
}

/** Calls the client retries on 'Failed to fetch' (001 §7 "retry", with the retry feature on in the demo). */
const RETRIED = new Set(['/ReactCheckout/ValidateCart', '/ReactCheckout/SaveShippingAddress', '/ReactCheckout/MoveToReviewPage', '/ReactCheckout/ApplyPromoCode', '/ReactCheckout/UpdateGiftMessage']);

const report: Array<{ journey: string; step: string; call: string; fault: Fault; ms: number }> = [];

/** Walks `journey` with `call` (method and path) failing with `fault` at step `index`. */
async function walk(journey: Journey, index: number, call: string, fault: Fault): Promise<void> {
  const started = Date.now();
  const [method, path] = call.split(' ') as [string, string];
  const { page, pageErrors, close } = await session();
  try {
    await page.clock.install();
    await journey.start(page);
    for (const step of journey.steps.slice(0, index)) {
      await step.act(page);
      await step.succeeded(page);
    }
    const step = journey.steps[index]!;
    // Sends of the call per document: a redirect to another page (a new document) may ask again.
    const sent: number[] = [0];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) sent.push(0);
    });
    page.on('request', (request) => {
      if (isCall(request) && request.method() === method && pathOf(request) === path) sent[sent.length - 1]! += 1;
    });
    const sends = () => sent.reduce((n, count) => n + count, 0);
    await setFault(page, path, fault, fault === 'slow' ? SLOW_MS : undefined);
    await step.act(page);
    if (fault === 'slow') {
      await expect.poll(sends, { message: `${call} was sent` }).toBeGreaterThan(0);
      // The page's clock jumps past the timeout, again for a page the failure leads to.
      const ticker = setInterval(() => void page.clock.fastForward(PAST_TIMEOUT_MS).catch(() => undefined), 1000);
      try {
        await page.clock.fastForward(PAST_TIMEOUT_MS);
        await step.failed(page, fault, call);
      } finally {
        clearInterval(ticker);
      }
    } else {
      await step.failed(page, fault, call);
    }
    for (const [selector, text] of Object.entries(step.typed ?? {})) {
      expect(await page.locator(selector).first().inputValue(), `what the shopper typed in ${selector} is kept`).toBe(text);
    }
    const allowed = fault === 'network' && RETRIED.has(path) ? 3 : 1;
    expect(Math.max(...sent), `${call} sent no more than ${allowed} time(s) by one page`).toBeLessThanOrEqual(allowed);
    await setFault(page, path, null);
    // The next action works once the fault is cleared: the same step again.
    await step.recover?.(page);
    if (!(await step.applied?.(page))) await step.act(page);
    await step.succeeded(page);
    expect(pageErrors, 'no page error').toEqual([]);
  } finally {
    await close();
    report.push({ journey: journey.name, step: journey.steps[index]!.name, call, fault, ms: Date.now() - started });
  }
}

// ---------------------------------------------------------------------------------------------
// The journeys of the demo store. A new island's journey goes here; its calls enrol themselves.

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const notBusy = async (page: Page, name: string) => {
  const button = page.getByRole('button', { name, exact: true });
  await expect.poll(() => button.getAttribute('aria-busy'), { message: `${name} is no longer busy` }).not.toBe('true');
  expect(await button.isDisabled(), `${name} is usable again`).toBe(false);
};

/** 000 §8: a cart error popup; 'Status: 503' or 'Status: 504' is the network error, the rest the generic one. */
async function cartErrorPopup(page: Page, fault: Fault): Promise<void> {
  const title = fault === 'http503' || fault === 'http504' ? 'Network Error' : "We're Sorry.";
  await dialog(page, title).waitFor();
}
/** The cart error popup's button returns to /checkout/cart (000 §8). */
async function returnToCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Return to Cart' }).click();
  await page.waitForURL('**/checkout/cart');
  await waitForIslands(page);
}

const SOFA_URL = '/furniture/lounge-sofa/s410100';

const addToCart: Journey = {
  name: 'add to cart',
  async start(page) {
    await page.goto(siteUrl(SOFA_URL));
    await waitForIslands(page);
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
      // 000 §8: every other failure is logged only: no popup, the button usable again.
      async failed(page) {
        await notBusy(page, 'Add to cart');
        expect(await dialog(page, 'Added to Cart').count()).toBe(0);
      },
    },
  ],
};

const line = (page: Page) => page.locator('.hearth-cart__lines > li').first();
const quantity = async (page: Page) => Number(await line(page).getByRole('spinbutton').getAttribute('aria-valuenow'));
/** The quantity before the shopper's last press, per page. */
const quantityBefore = new WeakMap<Page, number>();

const cartEdits: Journey = {
  name: 'cart edits',
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
    await page.goto(siteUrl('/checkout/cart'));
    await waitForIslands(page);
  },
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
      // 000 §8: any failure of the ZIP shows 'Zip code could not be updated'; a ZIP that went
      // through but whose cart reload failed is the cart error popup.
      failed: (page, fault, call) =>
        call.endsWith('/zip-code') ? page.getByText('Zip code could not be updated').waitFor() : cartErrorPopup(page, fault),
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
        await page.getByRole('dialog', { name: 'Checkout Now' }).getByRole('textbox', { name: 'Email Address' }).waitFor();
        await page.keyboard.press('Escape');
        await dialog(page, 'Checkout Now').waitFor({ state: 'detached' });
      },
      // The checkout call failed: the cart error popup. The flyout's sign-in config failed: 001 §4
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

const signIn: Journey = {
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
      // 001 §4: the config failed: off the login page the shopper goes to it, where the widget shows.
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
      // 001 §8: the provider failed: a message, the email kept, the button usable again.
      async failed(page) {
        await page.getByRole('alert').first().waitFor();
        await notBusy(page, 'Sign In');
      },
    },
  ],
};

const forgotPassword: Journey = {
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
      // the popup's name becomes the server's headerMessage once the token call answers
      act: (page) => page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click(),
      succeeded: (page) => page.getByRole('dialog').getByRole('status').waitFor(),
      // 000 §7: the request failed: the popup says so and keeps the email.
      async failed(page) {
        await page.getByRole('dialog').getByRole('alert').waitFor();
        await notBusy(page, 'Submit');
      },
    },
  ],
};

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

const checkout: Journey = {
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

const JOURNEYS: Journey[] = [addToCart, cartEdits, signIn, forgotPassword, checkout];

describe.each(JOURNEYS.map((journey) => [journey.name, journey] as const))('fault walk: %s', (_, journey) => {
  it('holds with each call on its path failing in each fault mode', async () => {
    const calls = await recordCalls(journey);
    expect(calls.flat().length, `${journey.name} makes calls`).toBeGreaterThan(0);
    const walks = calls.flatMap((stepCalls, index) => stepCalls.flatMap((call) => FAULTS.map((fault) => ({ index, call, fault }))));
    const failures: string[] = [];
    const next = walks[Symbol.iterator]();
    const worker = async () => {
      for (let item = next.next(); !item.done; item = next.next()) {
        const { index, call, fault } = item.value;
        await walk(journey, index, call, fault).catch((error: unknown) =>
          failures.push(`${journey.steps[index]!.name} › ${call} failing with ${fault}: ${String(error).split('\n')[0]}`),
        );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures, `${journey.name}: walks that failed`).toEqual([]);
    const rows = report.filter((row) => row.journey === journey.name);
    console.log(
      `\nfault walk: ${journey.name}\n| step | call | faults | ms |\n|---|---|---:|---:|\n` +
        [...new Set(rows.map((r) => `${r.step}|${r.call}`))]
          .map((key) => {
            const group = rows.filter((r) => `${r.step}|${r.call}` === key);
            return `| ${group[0]!.step} | ${group[0]!.call} | ${group.length} | ${group.reduce((n, r) => n + r.ms, 0)} |`;
          })
          .join('\n'),
    );
    if (process.env.FAULT_WALK_REPORT) for (const row of rows) appendFileSync(process.env.FAULT_WALK_REPORT, `${JSON.stringify(row)}\n`);
  }, 600_000);
});
