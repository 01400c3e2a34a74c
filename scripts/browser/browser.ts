/**
 * The one way this repo starts Chromium (browser tests, bench, audits): Debian's Chromium
 * through playwright-core, never a downloaded browser (docs/decisions.md, "Toolchain").
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { seriousRunOptions, type AxeAudit } from '../../packages/ui/src/testing/axe.js';

/** Chromium to run; `CHROME_PATH` overrides it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Debian's headless shell (`apt-get install -y chromium-headless-shell`): the same Chromium build, without the browser's window layer. */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Chromium for the test suites (browser tests, Storybook smoke): Debian's headless shell when it
 * is installed, which ran the browser suite in 40 % less time on two cores (the CPU goes to the
 * pages, not to a browser window nobody sees), else {@link CHROMIUM_PATH}. `CHROME_PATH`
 * overrides both. The bench, Lighthouse and screenshots keep the full browser a shopper runs.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/**
 * Flags from docs/decisions.md ("Toolchain"). Without the background-networking ones Chromium keeps trying to
 * reach Google's hosts on this closed network. `--user-data-dir` is refused in `launch()`,
 * hence `launchPersistentContext` with a fresh temporary folder.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Why Chromium at `path` did not start, and what to do about it. */
function launchError(path: string, error: unknown): Error {
  return new Error(
    `Could not start Chromium at ${path} (set CHROME_PATH, or apt-get install -y chromium chromium-headless-shell): ${(error as Error).message}`,
  );
}

/** A running Chromium with its own profile; `close()` also deletes the profile. */
export interface ChromiumSession {
  context: BrowserContext;
  /**
   * Opens a new tab. As in the full browser, a shopper's browsing session ends when its last tab
   * closes: a tab opened after that starts without the session cookies (those with no expiry),
   * whichever Chromium runs (the headless shell keeps them, the full browser drops them).
   */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Options of {@link launchChromium}. */
export interface LaunchOptions {
  /** Viewport of every tab. @default { width: 1280, height: 800 } */
  viewport?: { width: number; height: number };
  /** Start the test suites' Chromium ({@link TEST_CHROMIUM_PATH}) rather than the full browser. @default false */
  forTests?: boolean;
}

/**
 * `HEARTH_CPU_THROTTLE=n` slows every tab's CPU n times (Chromium's own throttling, as DevTools
 * does): a test that depends on timing fails here as it would on a loaded CI machine, where its
 * order of events changes. Unset, nothing changes.
 */
function throttleWhenAsked(context: BrowserContext): void {
  const rate = Number(process.env.HEARTH_CPU_THROTTLE);
  if (!(rate > 1)) return;
  context.on('page', (page) => {
    void context
      .newCDPSession(page)
      .then((cdp) => cdp.send('Emulation.setCPUThrottlingRate', { rate }))
      .catch(() => undefined);
  });
}

/**
 * Starts Debian's Chromium headless with a throw-away profile. The page's CSP stays enforced
 * (no `bypassCSP`), so a test sees exactly what a shopper's browser would block.
 */
export async function launchChromium(options: LaunchOptions = {}): Promise<ChromiumSession> {
  const profile = await mkdtemp(join(tmpdir(), 'hearth-chromium-'));
  const executablePath = options.forTests ? TEST_CHROMIUM_PATH : CHROMIUM_PATH;
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath,
      args: [...CHROMIUM_ARGS],
      headless: true,
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw launchError(executablePath, error);
  }
  // a persistent context opens with one blank tab; close it so every test starts clean
  await Promise.all(context.pages().map((p) => p.close()));
  throttleWhenAsked(context);
  return {
    context,
    async newPage() {
      if (context.pages().length === 0) {
        const sessionCookies = (await context.cookies()).filter((cookie) => cookie.expires === -1);
        for (const { name, domain, path } of sessionCookies) await context.clearCookies({ name, domain, path });
      }
      return context.newPage();
    },
    async close() {
      await context.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** An axe violation as the tests report it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: string[];
}

let axeSource: Promise<string> | undefined;
/** axe's rules as its script loads them (the same on every page): read from the first page. */
let axeRules: Promise<AxeAudit | undefined> | undefined;

/**
 * Runs axe-core on the page and returns the serious and critical violations (only the rules that
 * can report one run: `seriousRules` of @hearth/ui's test helpers).
 *
 * axe is evaluated through the DevTools protocol (`page.evaluate(source)`), which the page's
 * CSP does not govern, rather than `page.addScriptTag({ content })`, which inserts an inline
 * script the CSP blocks. That keeps the CSP on during tests instead of `bypassCSP: true`.
 */
export async function runAxe(
  page: Page,
  options: { include?: string; disableRules?: string[] } = {},
): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  axeRules ??= page
    .evaluate(() => {
      const audit = (window as unknown as { axe: { _audit?: AxeAudit } }).axe._audit;
      return (
        audit && {
          rules: audit.rules.map(({ id, enabled, impact, tags }) => ({ id, enabled, impact, tags })),
          tagExclude: audit.tagExclude,
        }
      );
    })
    // not read (the page went): every rule runs, and the next page is asked
    .catch(() => (axeRules = undefined));
  // only the rules that can report a serious or critical violation: the same violations as a
  // run of every rule, in about two thirds of its time
  const runOptions = seriousRunOptions(await axeRules, options.disableRules);
  const violations = await page.evaluate(
    async ({ include, runOptions }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: unknown,
              opts: unknown,
            ) => Promise<{
              violations: Array<{
                id: string;
                impact?: string | null;
                help: string;
                helpUrl: string;
                nodes: Array<{ target: unknown[] }>;
              }>;
            }>;
          };
        }
      ).axe;
      const result = await axe.run({ include: [include ? [include] : ['html']] }, runOptions);
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
    },
    { include: options.include ?? null, runOptions },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Starts the test suites' Chromium ({@link TEST_CHROMIUM_PATH}) as a browser that opens
 * independent contexts (each with its own cookies), for tests that run several shopper sessions
 * at once.
 */
export async function launchChromiumBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  } catch (error) {
    throw launchError(TEST_CHROMIUM_PATH, error);
  }
}

/**
 * Resolves after two frames and a task of the page: a popup's StrictMode second mount, a `close`
 * event queued by its first unmount and its enter transition's frame have all come by then.
 */
export function afterFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}
