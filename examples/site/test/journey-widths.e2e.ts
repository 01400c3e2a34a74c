/**
 * Every shopper journey of the demo store (the *-journeys.ts files the fault walks use), walked
 * without faults on a phone (390 px) and a laptop (1280 px), as a shopper would: each step's
 * action, then its visible outcome. After each step the page must have raised no error and
 * logged no console error, and within two seconds of the step's outcome nothing may be wider than
 * the screen (no sideways scrolling) and no button may still be busy (a loading state ends). A table of the
 * walks (journey, width, steps, ms) goes to the console; a finding fails the walk with the
 * journey, width and step it happened at.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentToOrder, checkoutToPayment } from './checkout-journeys.js';
import { setupChromiumBrowser } from './helpers.js';
import type { Journey } from './journey-kit.js';
import { registryAdds, saveToNewList } from './lists-journeys.js';
import { addToCart, cartEdits, configureAndAdd, forgotPassword, signIn } from './store-journeys.js';
import { productSwatchOrder, swatchOrdering } from './swatches-journeys.js';

const JOURNEYS: Journey[] = [
  addToCart,
  configureAndAdd,
  cartEdits,
  signIn,
  forgotPassword,
  saveToNewList,
  registryAdds,
  swatchOrdering,
  productSwatchOrder,
  checkoutToPayment,
  paymentToOrder,
];

/** A phone and a laptop, as `npm run screenshots` photographs them. */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/**
 * What the page shows that a shopper should not meet, after a step. A page too wide names its
 * widest element (its tag and classes, and those of its two nearest ancestors), so a failure
 * says where to look.
 */
async function findings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) {
      const name = (el: Element | null) =>
        el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}`
          : '';
      // an element inside one that clips (a carousel's track) does not widen the page
      const clipped = (el: Element) => {
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') return true;
        return false;
      };
      let widest: Element | null = null;
      for (const el of document.querySelectorAll('body *'))
        if ((!widest || el.getBoundingClientRect().right > widest.getBoundingClientRect().right) && !clipped(el))
          widest = el;
      const where = [widest?.parentElement?.parentElement ?? null, widest?.parentElement ?? null, widest]
        .map(name)
        .filter(Boolean)
        .join(' > ');
      found.push(
        `the page scrolls sideways (${root.scrollWidth} px wide in a ${window.innerWidth} px window; widest: ${where})`,
      );
    }
    for (const busy of document.querySelectorAll('button[aria-busy="true"]'))
      found.push(`"${busy.textContent?.trim()}" is still busy`);
    return found;
  });
}

/**
 * The findings once the page has settled: a step's outcome may show while the page still loads
 * a stylesheet or finishes a button's answer; what remains after two seconds is what a shopper
 * meets.
 */
async function settledFindings(page: Page, where: string): Promise<void> {
  await expect.poll(() => findings(page), { message: where, timeout: 2_000, interval: 100 }).toEqual([]);
}

const browser = setupChromiumBrowser();
const rows: string[] = [];

afterAll(() => {
  console.log(`\njourney walks\n| journey | width | steps | ms |\n|---|---:|---:|---:|\n${rows.join('\n')}`);
});

describe.each(JOURNEYS.map((journey) => [journey.name, journey] as const))('journey: %s', (_, journey) => {
  it.each(WIDTHS)(
    'completes at $width px with no error, sideways scroll or endless busy button',
    async (size) => {
      const context = await browser().newContext({
        viewport: { width: size.width, height: size.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${String(error)}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
      });
      const started = Date.now();
      try {
        await journey.start(page);
        await settledFindings(page, `${journey.name} at ${size.width} px, first page`);
        for (const step of journey.steps) {
          await step.act(page);
          await step.succeeded(page);
          const where = `${journey.name} at ${size.width} px, ${step.name}`;
          expect(errors, where).toEqual([]);
          await settledFindings(page, where);
        }
        rows.push(`| ${journey.name} | ${size.width} | ${journey.steps.length} | ${Date.now() - started} |`);
      } finally {
        await context.close();
      }
    },
    120_000,
  );
});
