/**
 * Fault walks: every shopper journey of the demo store, walked once per call on its
 * path with that call failing in each fault mode of the mock API (503, 504, network, reset,
 * malformed, slow past the client's 30 s timeout). A call is enrolled by being on a journey: a
 * clean walk first records the calls each step makes, then each is failed in turn, at the first
 * step that makes it. One page meets the fault modes one after the other (the shopper retrying
 * while the server is down), then the step works once they are cleared; 'slow' comes last.
 *
 * For each walk: the shopper sees what the spec's error catalogue says ([ref: cart#errors, checkout#errors, configurator#errors];
 * each step states it), what the shopper typed is still there, the same action works once the
 * fault is cleared, no request was sent twice (beyond the retries of a call marked "retry"), and
 * the page raised no error. A table per journey and call goes to the console, and each walk as
 * a JSON line into the file `FAULT_WALK_REPORT` names, when set (`npm run fuzz -- --walk`
 * gathers them into one table).
 *
 * The journeys live in the *-journeys.ts files; the fault-walk-*.e2e.ts files each walk a group
 * of them, so the browser suite runs the groups side by side with its other files.
 */
import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumBrowser } from '../../../scripts/browser/browser.js';
import { callsInFlight, clearFaults, setFault, siteUrl } from './helpers.js';
import { WALKED_FAULTS, type Fault, type Journey } from './journey-kit.js';

let browser: Browser;

/** Walks at once, each a shopper session of its own (a browser context with its own cookies). */
const CONCURRENCY = Math.max(1, Number(process.env.FAULT_WALK_CONCURRENCY) || 4);

/** What a walk never needs: the demo's pictures and the site's fonts (the layout keeps its boxes; the calls are unchanged). */
const UNNEEDED = ['*/api/demo/img/*', '*.woff2', '*.woff'];

/** Browser contexts between walks: a reused one keeps its HTTP cache (the site's hashed chunks are immutable). */
const idle: BrowserContext[] = [];

/**
 * A tab of a new shopper session (no cookies, no stored data), recording the page's uncaught
 * errors. Hundreds of walks run on a two-core machine, so a session reuses a context's HTTP cache
 * and leaves out pictures, fonts and animations. Every context has Playwright's clock installed
 * (time flows as usual until a 'slow' walk jumps it past the client's timeout), so 'slow' is met
 * on the same page as the other fault modes.
 */
async function session(): Promise<{ page: Page; pageErrors: string[]; close: () => Promise<void> }> {
  let context = idle.pop();
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.clock.install();
  }
  await context.clearCookies();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: UNNEEDED });
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(siteUrl()).origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  const close = async () => {
    await page.close();
    idle.push(context);
  };
  return { page, pageErrors, close };
}

/** 'slow' answers after this long; the page's clock jumps past the client's 30 s timeout instead. */
const SLOW_MS = 45_000;
const PAST_TIMEOUT_MS = 31_000;

/**
 * Reads an island makes in the background, whenever an earlier answer comes (the registry's
 * recommendations fall back to the MainPi callback when the service has none): no step owns
 * them, so they are not walked here; their faults are tested with the island (registry tests).
 */
const BACKGROUND = new Set(['/browse/widget/MainPi']);

/** Calls the page makes to the demo backend (not pages, scripts, styles or images). */
const isCall = (request: Request) =>
  ['fetch', 'xhr'].includes(request.resourceType()) &&
  !new URL(request.url()).pathname.startsWith('/__mock') &&
  !BACKGROUND.has(new URL(request.url()).pathname);

const pathOf = (request: Request) => new URL(request.url()).pathname;

/**
 * Islands that load when seen or when the browser is idle (carousels, the visualizer) make their
 * calls now, before the first step: a step owns only the calls its action makes, and those
 * background reads have their own fault tests (resilience/answers.fuzz.test.ts).
 */
async function settle(page: Page): Promise<void> {
  const calls = callsInFlight(page);
  try {
    // a screen at a time, so that every island on the way is seen
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => calls.count <= 0 && Date.now() - calls.last > 500, {
        message: 'the page went quiet',
        timeout: 20_000,
        interval: 100,
      })
      .toBe(true);
  } finally {
    calls.stop();
  }
}

/** The calls each step of a journey makes, from a walk with no fault. */
async function recordCalls(journey: Journey): Promise<string[][]> {
  const { page, pageErrors, close } = await session();
  try {
    await journey.start(page);
    await settle(page);
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

/** Calls the client retries on 'Failed to fetch' ([ref: checkout#calls] "retry", with the retry feature on in the demo). */
const RETRIED = new Set([
  '/ReactCheckout/ValidateCart',
  '/ReactCheckout/SaveShippingAddress',
  '/ReactCheckout/MoveToReviewPage',
  '/ReactCheckout/ApplyPromoCode',
  '/ReactCheckout/UpdateGiftMessage',
]);

const report: Array<{ journey: string; step: string; call: string; fault: Fault; ms: number }> = [];

/** What one page walked: the walks that failed, and the faults left for a new page. */
interface Walked {
  failures: string[];
  left: Fault[];
}

/**
 * Walks `journey` with `call` (method and path) failing at step `index`, in each of `faults` in
 * turn on one page: each failure must show what the spec says, keep what the shopper typed and
 * send the call no more than allowed; the shopper then recovers (closes the popup…) and meets
 * the next fault on the next try. Once the last fault is cleared, the step works. A step that
 * took effect anyway, or a check that failed, ends the page: the faults left are walked on a new
 * one. 'slow' (last) moves the page's clock past the client's timeout.
 */
async function walk(journey: Journey, index: number, call: string, faults: readonly Fault[]): Promise<Walked> {
  let started = Date.now();
  const [method, path] = call.split(' ') as [string, string];
  const step = journey.steps[index]!;
  const left = [...faults];
  const failures: string[] = [];
  const failed = (what: string, error: unknown) =>
    failures.push(`${step.name} › ${call} ${what}: ${String(error).split('\n')[0]}`);
  const { page, pageErrors, close } = await session();
  let current: Fault | null = null;
  let last: Fault | null = null;
  try {
    await journey.start(page);
    await settle(page);
    for (const before of journey.steps.slice(0, index)) {
      await before.act(page);
      await before.succeeded(page);
    }
    // Sends of the call per document: a redirect to another page (a new document) may ask again.
    let sent: number[] = [0];
    // what each send asked, named when a call went out too often
    let asked: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) sent.push(0);
    });
    page.on('request', (request) => {
      if (!isCall(request) || request.method() !== method || pathOf(request) !== path) return;
      sent[sent.length - 1]! += 1;
      asked.push(decodeURIComponent(new URL(request.url()).search).slice(0, 160));
    });
    const sends = () => sent.reduce((n, count) => n + count, 0);
    while (left.length > 0) {
      current = left.shift()!;
      sent = [0];
      asked = [];
      await setFault(page, path, current, current === 'slow' ? SLOW_MS : undefined);
      await step.act(page);
      if (current === 'slow') {
        await expect.poll(sends, { message: `${call} was sent`, timeout: 15_000 }).toBeGreaterThan(0);
        // The page's clock jumps past the timeout, again for a page the failure leads to.
        const ticker = setInterval(() => void page.clock.fastForward(PAST_TIMEOUT_MS).catch(() => undefined), 1000);
        try {
          await page.clock.fastForward(PAST_TIMEOUT_MS);
          await step.failed(page, current, call);
        } finally {
          clearInterval(ticker);
        }
      } else {
        await step.failed(page, current, call);
      }
      // a step that took effect anyway (a later call failed) has nothing typed left to keep
      const tookEffect = (await step.applied?.(page)) ?? false;
      for (const [selector, text] of Object.entries(tookEffect ? {} : (step.typed ?? {}))) {
        expect(await page.locator(selector).first().inputValue(), `what the shopper typed in ${selector} is kept`).toBe(
          text,
        );
      }
      const allowed = step.sends?.[call] ?? (current === 'network' && RETRIED.has(path) ? 3 : 1);
      expect(
        Math.max(...sent),
        `${call} sent no more than ${allowed} time(s) by one page (sent: ${asked.join(' | ')})`,
      ).toBeLessThanOrEqual(allowed);
      await setFault(page, path, null);
      await step.recover?.(page);
      expect(pageErrors, 'no page error').toEqual([]);
      report.push({ journey: journey.name, step: step.name, call, fault: current, ms: Date.now() - started });
      started = Date.now();
      last = current;
      current = null;
      // the step went through: the next fault needs the state before it, on a new page
      if (tookEffect || (await step.applied?.(page))) break;
    }
    // The next action works once the fault is cleared: the same step again.
    if (!(await step.applied?.(page))) await step.act(page);
    await step.succeeded(page);
    expect(pageErrors, 'no page error').toEqual([]);
  } catch (error) {
    if (current)
      report.push({ journey: journey.name, step: step.name, call, fault: current, ms: Date.now() - started });
    if (current) failed(`failing with ${current}`, error);
    else if (last) failed(`once ${last} was cleared`, error);
    else {
      // the page never reached the step: every fault of this page failed with it
      for (const fault of left) failed(`failing with ${fault} (before the step)`, error);
      left.length = 0;
    }
  } finally {
    await close();
  }
  return { failures, left };
}

/** Walks each of `journeys` with every call on its path failing in each fault mode (one test per journey). */
export function describeFaultWalks(journeys: Journey[]): void {
  beforeAll(async () => {
    browser = await launchChromiumBrowser();
  });
  afterAll(async () => {
    // the worker's next file shares this module (vitest.browser.config.ts): its contexts go with the browser
    idle.length = 0;
    await browser?.close();
  });
  afterEach(async () => {
    await clearFaults();
  });

  describe.each(journeys.map((journey) => [journey.name, journey] as const))('fault walk: %s', (_, journey) => {
    it('holds with each call on its path failing in each fault mode', async () => {
      const calls = await recordCalls(journey);
      expect(calls.flat().length, `${journey.name} makes calls`).toBeGreaterThan(0);
      // each call once, at the first step that makes it, in every fault mode ('slow' last)
      const seen = new Set<string>();
      const queue = calls.flatMap((stepCalls, index) =>
        stepCalls
          .filter((call) => !seen.has(call) && seen.add(call))
          .map((call) => ({ index, call, faults: [...WALKED_FAULTS] })),
      );
      const failures: string[] = [];
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const walked = await walk(journey, item.index, item.call, item.faults);
          failures.push(...walked.failures);
          if (walked.left.length > 0) queue.push({ ...item, faults: walked.left });
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
      if (process.env.FAULT_WALK_REPORT)
        for (const row of rows) appendFileSync(process.env.FAULT_WALK_REPORT, `${JSON.stringify(row)}\n`);
    }, 600_000);
  });
}
