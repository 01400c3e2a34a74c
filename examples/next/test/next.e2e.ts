/**
 * The Next.js App Router example, as an npm user's app: `next build` over the built
 * `@hearth/*` packages (their `dist`, `npm run build` first), then `next start`, then Chromium.
 * The product page is a Server Component importing Hearth components directly (each client
 * module of the packages starts with 'use client') and formatting its price with
 * `@hearth/core/server`; its server HTML must hold the components' markup, and hydrating it must
 * log no error and no warning. Its pages' JavaScript is held to budgets. The same
 * app in development (`next dev`, StrictMode): next-dev.e2e.ts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../../../scripts/browser/browser';
import { NPM_TARGETS } from '../../../scripts/size/size-npm-targets.mjs';
import { next, serve, type NextServer } from './next-app';
import { pageScripts, productPageViteGzip } from './page-js';

/** What `page` logs as an error or a warning, or throws, from now on. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  return problems;
}

let server: NextServer | undefined;
let url: string;
let chromium: ChromiumSession;

beforeAll(async () => {
  // an app already built (`npm run next:build`) is only started with HEARTH_NEXT_BUILT=1
  if (process.env.HEARTH_NEXT_BUILT !== '1') await next(['build']);
  server = await serve('start', 30_000);
  url = server.url;
  chromium = await launchChromium({ forTests: true });
  // next-dev.e2e.ts compiles its page at the same time: `next build` shares the cores with it
}, 300_000);

afterAll(async () => {
  await chromium?.close();
  server?.stop();
});

describe('Next.js App Router app', () => {
  it('serves the components already rendered in its HTML', async () => {
    const html = await (await fetch(url)).text();
    for (const part of ['hearth-cart-count', 'hearth-gallery-viewer', 'hearth-quantity', 'hearth-carousel']) {
      expect(html, part).toContain(`class="${part}`);
    }
    expect(html).toContain('aria-label="Shop by room"');
    expect(html).toContain('$1,299.00');
    // sanitized during server rendering (DOMPurify on jsdom), not left for the browser
    expect(html).toContain(
      '<div class="hearth-sanitized-html"><h2>Delivery</h2><p>Ships in <b>3-7 days</b>.<img src="/sofa.svg" alt=""></p></div>',
    );
  });

  it('hydrates with no error and no warning: add to cart, the cart, the checkout', async () => {
    const page = await chromium.newPage();
    const problems = consoleProblems(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const quantity = page.locator('.hearth-quantity input');
    await expect.poll(() => quantity.inputValue()).toBe('1');
    // a hydrated QuantitySelector answers its + button; server HTML alone would not
    await page.locator('.hearth-quantity button').last().click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    // AddToCart calls the demo backend (route handlers on @hearth/mock-api): the cart count follows
    const count = page.locator('.hearth-cart-count');
    const before = await count.textContent();
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await expect.poll(() => count.textContent(), { timeout: 15_000 }).not.toBe(before);

    // the cart page, rendered on the server from the same session, holds the sofa
    const cart = await page.request.get(`${url}/cart`);
    expect(await cart.text()).toContain('Lounge Sofa');
    await page.goto(`${url}/cart`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('.hearth-cart__lines').textContent()).toContain('Lounge Sofa');

    // the checkout's first step, server-rendered and hydrated
    await page.goto(`${url}/checkout`);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('[aria-current="step"]').first().textContent()).toMatch(/shipping/i);
    // the hydrated step checks its form: Next with nothing entered marks First Name, sends nothing
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    expect(await firstName.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => firstName.getAttribute('aria-invalid')).toBe('true');
    await page.close();
    expect(problems).toEqual([]);
  }, 90_000);

  it("serves the checkout's step addresses: Next pushes one, Back and Forward follow it, a reload on it renders that step", async () => {
    const page = await chromium.newPage();
    const problems = consoleProblems(page);
    const added = await page.request.post(`${url}/api/demo/cart/add-item`, {
      data: { items: [{ sku: '410100', qty: 1 }] },
    });
    expect(await added.json()).toMatchObject({ isSuccess: true });
    const current = page.locator('.hearth-checkout__progress [aria-current="step"]');
    const heading = page.locator('.hearth-checkout__heading');

    await page.goto(`${url}/checkout`);
    await page.waitForLoadState('networkidle');
    const address: [string, string][] = [
      ['First Name', 'Jordan'],
      ['Last Name', 'Avery'],
      ['Address 1', '1250 Techny Rd'],
      ['City', 'Northbrook'],
      ['ZIP Code', '60062'],
      ['Phone', '8472720142'],
      ['Email Address', 'demo@hearth.test'],
    ];
    for (const [name, value] of address) await page.getByRole('textbox', { name }).fill(value);
    await page.getByRole('combobox', { name: 'State' }).selectOption('IL');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${url}/checkout/shippingandgiftoptions`);
    await expect.poll(() => heading.textContent()).toBe('Shipping and Gift Options');

    // the browser's Back and Forward: the address's step, in the page
    // Next's router takes a pushed address in a transition: under load it may commit the step's
    // address after the Back and write it over the entry once, then the Back's own; so poll
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout');
    await expect.poll(() => current.textContent()).toBe('Shipping');
    await page.goForward();
    await expect.poll(() => current.textContent()).toBe('Shipping and Gift Options');

    // a reload asks the app for the step's address: its page renders that step, then hydrates
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(await reloaded?.text()).toContain('aria-current="step">Shipping and Gift Options</li>');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => heading.textContent()).toBe('Shipping and Gift Options');
    await expect(page.getByRole('button', { name: 'Next: Payment' }).isVisible()).resolves.toBe(true);
    // an address that is no step is the app's 404
    expect((await page.request.get(`${url}/checkout/nowhere`)).status()).toBe(404);
    await page.close();
    expect(problems).toEqual([]);
  }, 90_000);

  it('ships per component: the JavaScript of its pages over Next’s empty page, within their budgets', async () => {
    const measure = async (path: string) => {
      const page = await chromium.newPage();
      const scripts = await pageScripts(page, `${url}${path}`);
      await page.close();
      return scripts;
    };
    // one after another: each page's scripts alone on the network
    const empty = await measure('/size/empty');
    const quantity = await measure('/size/quantity');
    const product = await measure('/');
    const vite = await productPageViteGzip();
    const { quantitySelector, productPage } = NPM_TARGETS.next;
    const productBudget = Math.round(vite * (1 + productPage.overVite));
    const rows = [
      ['Next’s empty page', empty.gzip, empty.files, ''],
      ['QuantitySelector alone', quantity.gzip - empty.gzip, quantity.files, `≤ ${quantitySelector.gzip}`],
      ['the product page', product.gzip - empty.gzip, product.files, `≤ ${productBudget} (Vite: ${vite})`],
    ];
    console.log(
      `examples/next, JS a Server Component page ships (gzip B over the empty page, scripts)\n${rows
        .map(
          ([name, bytes, files, budget]) =>
            `  ${String(name).padEnd(24)}${String(bytes).padStart(8)}${String(files).padStart(4)}  ${budget}`,
        )
        .join('\n')}`,
    );
    expect(quantity.gzip - empty.gzip).toBeLessThanOrEqual(quantitySelector.gzip!);
    expect(product.gzip - empty.gzip).toBeLessThanOrEqual(productBudget);
  }, 60_000);
});
