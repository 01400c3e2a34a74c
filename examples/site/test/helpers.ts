import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchChromium, launchChromiumBrowser, type ChromiumSession } from '../../../scripts/browser/browser.js';
import { HEADER_CART_COUNT_ID } from '../src/pages/layout/header.js';

/** Absolute URL of a path on the example site the global setup started. */
export function siteUrl(path = '/'): string {
  return new URL(path, inject('siteUrl')).href;
}

/** What a page said on its console while a test drove it. */
export interface ConsoleWatch {
  /** `console.error` texts, Chromium's own errors included. */
  errors: string[];
  /** Content-Security-Policy refusals ('Refused to …' messages and `securitypolicyviolation` events). */
  cspViolations: string[];
  /** Uncaught exceptions. */
  pageErrors: string[];
}

/**
 * The console errors that `match`, once at least one has reached the test. A page logs before it
 * marks what the test waits for (an island's `error` state, a navigation), but the log comes to
 * the test as a message of its own, which a loaded machine can deliver after that mark.
 */
export async function loggedErrors(watch: ConsoleWatch, match: (text: string) => boolean): Promise<string[]> {
  await expect.poll(() => watch.errors.some(match), { timeout: 10_000 }).toBe(true);
  return watch.errors.filter(match);
}

/** The page's requests in flight, as {@link callsInFlight} counts them. */
export interface InFlight {
  /** Requests sent and not yet answered (or failed). */
  readonly count: number;
  /** When the last one was sent or came back (`Date.now()`). */
  readonly last: number;
  /** Stops counting. */
  stop(): void;
}

/** Counts `page`'s requests in flight from now on: those `match` takes (all, without it). */
export function callsInFlight(page: Page, match: (request: Request) => boolean = () => true): InFlight {
  let count = 0;
  let last = Date.now();
  const up = (request: Request) => void (match(request) && ((count += 1), (last = Date.now())));
  const down = (request: Request) => void (match(request) && ((count -= 1), (last = Date.now())));
  page.on('request', up).on('requestfinished', down).on('requestfailed', down);
  return {
    get count() {
      return count;
    },
    get last() {
      return last;
    },
    stop: () => void page.off('request', up).off('requestfinished', down).off('requestfailed', down),
  };
}

/** Opens a tab that records console errors, CSP refusals and uncaught exceptions. */
export async function watchedPage(browser: ChromiumSession): Promise<{ page: Page; watch: ConsoleWatch }> {
  const page = await browser.newPage();
  const watch: ConsoleWatch = { errors: [], cspViolations: [], pageErrors: [] };
  page.on('console', (msg) => {
    const text = msg.text();
    if (text.includes('Refused to')) watch.cspViolations.push(text);
    if (msg.type() === 'error') watch.errors.push(text);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(String(error)));
  await page.exposeFunction('__hearthTestCsp', (text: string) => watch.cspViolations.push(text));
  // init scripts run through the DevTools protocol, outside the page's CSP
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __hearthTestCsp?: (t: string) => void }).__hearthTestCsp;
      report?.(`securitypolicyviolation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return { page, watch };
}

/**
 * Closes a tab that rewrites answers with `page.route` (`route.fetch()`): a rewrite still in
 * flight when the test ends (a cart reloading after the last check) is dropped, rather than
 * failing as an unhandled rejection after the tab is gone.
 */
export async function closeRouted(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
}

/**
 * Holds the page's requests `pattern` matches (a `page.route` pattern) until `release()`: a
 * check made while an answer, or a chunk, is on its way needs it held, not slowed by a fixed
 * delay that a loaded machine outruns. A request of a page already closed is let go quietly.
 */
export async function holdRoute(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Islands that mount straight away (no `data-load` of visible or interaction). */
export const EAGER_ISLANDS = '[data-island]:not([data-load="visible"]):not([data-load="interaction"])';

/**
 * Waits until every eager island has settled: `data-hearth-state` is `mounted` or `error`.
 * The test does not rely on `data-hearth-ready`, only on each island's own state.
 */
export async function waitForIslands(page: Page, selector = EAGER_ISLANDS, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll(sel)].every((el) => {
        const state = el.getAttribute('data-hearth-state');
        return state === 'mounted' || state === 'error';
      }),
    selector,
    { timeout },
  );
}

/** `data-hearth-state` of the element matching `selector` (null when absent). */
export function islandState(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).getAttribute('data-hearth-state', { timeout: 2_000 });
}

/** The mock API's signed-in demo account (packages/mock-api README). */
export const DEMO_ACCOUNT = { email: 'demo@hearth.test', password: 'hearth-demo' } as const;

/**
 * POSTs JSON from the page as an island does: same origin, the page's anti-forgery token in the
 * `RequestVerificationToken` header [ref: script-tag#calls]. Answers the status and the parsed body (null
 * when it is not JSON).
 */
export async function postFromPage(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ path, body }) => {
      const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        // a fault answer (503 text, malformed body) is not JSON
      }
      return { status: res.status, json };
    },
    { path, body },
  );
}

/** The mock API's fault switch (packages/mock-api README, "Faults on demand"). */
export const FAULTS_PATH = '/__mock/faults';

/** Sessions that switched faults on in this test file: session id → its anti-forgery token. */
const faultSessions = new Map<string, string>();

/**
 * Remembers the page's session as one that set faults, so {@link clearFaults} can switch them off
 * later. The session id is read now: it is a browser-session cookie, and Chromium drops it once
 * the context's last tab closes, so it cannot be read back after the test.
 */
export async function trackFaultSession(page: Page): Promise<void> {
  const id = (await page.context().cookies(siteUrl('/'))).find((c) => c.name === 'hearth_session')?.value;
  const token = await page.locator('#__AjaxAntiForgeryForm input[name="__RequestVerificationToken"]').inputValue();
  expect(id, 'the page has a hearth_session cookie').toBeTruthy();
  if (id) faultSessions.set(id, token);
}

/**
 * Switches a mock API fault on for the page's session (its `hearth_session` cookie), or off with
 * `null`. The site server, and with it every fault, lives for the whole browser run: a file that
 * sets faults calls {@link clearFaults} in `afterEach`.
 */
export async function setFault(page: Page, call: string, fault: string | null, delayMs?: number): Promise<void> {
  await trackFaultSession(page);
  const { status } = await postFromPage(page, FAULTS_PATH, { call, fault, ...(delayMs !== undefined && { delayMs }) });
  expect(status, `${FAULTS_PATH} ${call}=${fault}`).toBe(200);
}

/** Runs `test` on a fresh watched tab, then checks that the page threw no error, and closes the tab. */
export async function onPage(
  browser: ChromiumSession,
  test: (tab: { page: Page; watch: ConsoleWatch }) => Promise<void>,
): Promise<void> {
  const { page, watch } = await watchedPage(browser);
  try {
    await test({ page, watch });
    expect(watch.pageErrors).toEqual([]);
  } finally {
    await closeRouted(page);
  }
}

/** Puts one of each of `skus` in the cart of the page's session (the demo API's add-item); returns each answer. */
export async function addLines(page: Page, skus: readonly string[]): Promise<unknown[]> {
  const answers: unknown[] = [];
  for (const sku of skus)
    answers.push((await postFromPage(page, '/api/demo/cart/add-item', [{ Sku: sku, Quantity: 1 }])).json);
  return answers;
}

/**
 * Switches off every fault of the sessions that set some since the last call (`{clear: true}`
 * for each, with its cookie and token, from Node: it works after the test closed its tabs).
 */
export async function clearFaults(): Promise<void> {
  const sessions = [...faultSessions];
  faultSessions.clear();
  for (const [id, token] of sessions) {
    const res = await fetch(siteUrl(FAULTS_PATH), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `hearth_session=${id}`, RequestVerificationToken: token },
      body: JSON.stringify({ clear: true }),
    });
    expect(res.status, `clearing the faults of session ${id}: ${await res.clone().text()}`).toBe(200);
    // the answer lists this session's own faults only
    const body = (await res.json()) as { faults?: unknown[] };
    expect(body.faults, `faults left on session ${id}`).toEqual([]);
  }
}

/**
 * The header's cart count: the `cart-count` island in the cart link every page has (its server
 * HTML carries the same `data-count` until it mounts), which follows `hearth:cart-updated`.
 */
export function headerCartCount(page: Page): Promise<string | null> {
  return page.locator(`#${HEADER_CART_COUNT_ID} [data-count]`).first().getAttribute('data-count');
}

/** The header's cart count (the legacy site's own header count became the header's `cart-count` island). */
export const legacyCartCount = headerCartCount;

/**
 * Waits until the page's finite CSS transitions and animations have run (a popup fading in, the
 * 'Checkout Now' flyout sliding in), leaving out endless ones (spinners, skeleton shimmer). Run
 * it before axe in a popup: mid-fade, text is drawn with partial opacity and axe's
 * color-contrast check reports colours nobody sees once the popup is in place.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // let a just-opened popup start its transition first
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    // at most 2 s: an animation that never finishes (paused, or its element no longer drawn)
    // leaves the test's own checks to fail with their message, not a silent test timeout
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]);
  });
}

/**
 * One Chromium for the test file, and for every test a fresh session (the site issues a new
 * `hearth_session` cookie: new cart, signed out) with the faults it set switched off after it
 * (the site server keeps faults for the whole run).
 */
export function setupChromiumPerSession(): ChromiumSession {
  let session: ChromiumSession | undefined;
  const live = (): ChromiumSession => {
    if (!session) throw new Error('Chromium is not started yet (use it inside a test)');
    return session;
  };
  beforeAll(async () => {
    session = await launchChromium({ forTests: true });
  });
  afterAll(async () => {
    await session?.close();
  });
  beforeEach(async () => {
    await live().context.clearCookies();
  });
  afterEach(async () => {
    await clearFaults();
  });
  return {
    get context() {
      return live().context;
    },
    newPage: () => live().newPage(),
    close: () => live().close(),
  };
}

/**
 * One Chromium for the test file that opens independent contexts (each with its own cookies and
 * viewport), for tests that run several shopper sessions at once; closed after the file.
 */
export function setupChromiumBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromiumBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not started yet (use it inside a test)');
    return browser;
  };
}

/**
 * Waits until the configurator island has drawn itself from its browse data. Until then the page
 * shows its server HTML, the configurator's first view with the same drawers and buttons (issue
 * 38), whose choices are not radios yet: the island's radios say it is live.
 */
export async function configuratorDrawn(page: Page, timeout = 10_000): Promise<void> {
  await page.locator('#configurator input[type="radio"]').first().waitFor({ state: 'attached', timeout });
}

/**
 * Chooses every option of the Lounge Sofa's configurator: a configurable product's
 * add-to-cart sends nothing until each option has a choice. Waits for the reload that follows.
 */
export async function configureLoungeSofa(page: Page): Promise<void> {
  await configuratorDrawn(page);
  const open = async (code: number) => {
    const button = page.locator(`.hearth-drawer[data-option-code="${code}"] .hearth-drawer__button`);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  };
  await page.getByRole('radio', { name: 'Sofa 86"', exact: true }).click();
  await page.getByRole('radio', { name: /^Deep\b/ }).click();
  await open(4);
  await page.getByRole('radio', { name: /^Down Blend/ }).click();
  await open(3);
  await page.getByRole('radio', { name: /^Walnut Tapered/ }).click();
  await open(1);
  await page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__panel input[type="radio"]').first().click();
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle');
}

/** One layout shift of the Layout Instability API, as the tests report it. */
export interface LayoutShift {
  /** Its score. */
  value: number;
  /** When it happened, in ms from navigation. */
  time: number;
  /**
   * Each element that moved: `tag#id.class`, the island and the product-page region it sits in,
   * and its box before and after as [x, y, width, height] in the view ([0,0,0,0]: out of view).
   */
  sources: string[];
  /**
   * It happened before the document was parsed (the navigation's `domInteractive`): the browser
   * drew part of the server's HTML while the rest was still being parsed, as it may on a loaded
   * machine (seen once in CI: the department links drawn three of seven, then all seven, centred
   * again). No island can have run yet (the script tag is a module, run after parsing), so such a
   * shift is reported but not counted as the islands'.
   */
  parsing: boolean;
}

/**
 * Records the page's layout shifts from its first paint on, shifts after a recent input left out
 * (they do not count towards CLS). Call before `goto`. The moved elements are named when the
 * shift happens, so an element that is gone by the time the test reads them is still named.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ value: number; time: number; sources: string[] }> = [];
    (window as unknown as { hearthTestShifts: typeof seen }).hearthTestShifts = seen;
    const describe = (node: Node | null | undefined): string => {
      const el = node?.nodeType === 1 ? (node as Element) : node?.parentElement;
      if (!el) return String(node?.nodeName);
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).filter(Boolean) : [];
      let name = `${el.localName}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}`;
      if (el !== node) name = `text "${(node?.textContent ?? '').trim().slice(0, 40)}" in ${name}`;
      const island = el.closest('[data-island]');
      const region = el.closest('[data-region]');
      if (island && island !== el) name += ` in island "${island.getAttribute('data-island')}"`;
      if (region) name += ` in region "${region.getAttribute('data-region')}"`;
      return name;
    };
    const box = (r: DOMRectReadOnly) => `[${[r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',')}]`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >)
        if (!entry.hadRecentInput)
          seen.push({
            value: entry.value,
            time: Math.round(entry.startTime),
            sources: (entry.sources ?? []).map(
              (s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
            ),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts {@link recordLayoutShifts} has seen so far. */
export function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => {
    const shifts = (window as unknown as { hearthTestShifts?: Array<Omit<LayoutShift, 'parsing'>> }).hearthTestShifts;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    // no navigation timing: every shift counts
    const parsed = navigation?.domInteractive ?? 0;
    return (shifts ?? []).map((shift) => ({ ...shift, parsing: shift.time < Math.floor(parsed) }));
  });
}

/** The layout shifts' total score (the page's CLS while it had one session window) and one line per shift. */
export function describeShifts(shifts: readonly LayoutShift[]): { total: number; report: string } {
  return {
    total: shifts.reduce((sum, shift) => (shift.parsing ? sum : sum + shift.value), 0),
    report: shifts
      .map(
        (s) =>
          `${s.value.toFixed(4)} at ${s.time} ms${s.parsing ? ' (the HTML still being parsed: not counted)' : ''}: ` +
          (s.sources.join('; ') || '(no element named)'),
      )
      .join('\n'),
  };
}
