/**
 * The one way this repo starts Chromium (browser tests, bench, audits): Debian's Chromium
 * through playwright-core, never a downloaded browser (TOOLCHAIN.md).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Chromium to run; `CHROME_PATH` overrides it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags from TOOLCHAIN.md. Without the background-networking ones Chromium keeps trying to
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

/** A running Chromium with its own profile; `close()` also deletes the profile. */
export interface ChromiumSession {
  context: BrowserContext;
  /** Opens a new tab. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Options of {@link launchChromium}. */
export interface LaunchOptions {
  /** Viewport of every tab. @default { width: 1280, height: 800 } */
  viewport?: { width: number; height: number };
}

/**
 * Starts Debian's Chromium headless with a throw-away profile. The page's CSP stays enforced
 * (no `bypassCSP`), so a test sees exactly what a shopper's browser would block.
 */
export async function launchChromium(options: LaunchOptions = {}): Promise<ChromiumSession> {
  const profile = await mkdtemp(join(tmpdir(), 'hearth-chromium-'));
  let context: BrowserContext;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
      headless: true,
      viewport: options.viewport ?? { width: 1280, height: 800 },
    });
  } catch (error) {
    await rm(profile, { recursive: true, force: true });
    throw new Error(
      `Could not start Chromium at ${CHROMIUM_PATH} (set CHROME_PATH, or apt-get install -y chromium): ${(error as Error).message}`,
    );
  }
  // a persistent context opens with one blank tab; close it so every test starts clean
  await Promise.all(context.pages().map((p) => p.close()));
  return {
    context,
    newPage: () => context.newPage(),
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

/**
 * Runs axe-core on the page and returns the serious and critical violations.
 *
 * axe is evaluated through the DevTools protocol (`page.evaluate(source)`), which the page's
 * CSP does not govern, rather than `page.addScriptTag({ content })`, which inserts an inline
 * script the CSP blocks. That keeps the CSP on during tests instead of `bypassCSP: true`.
 */
export async function runAxe(page: Page, options: { include?: string; disableRules?: string[] } = {}): Promise<AxeViolation[]> {
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const source = await axeSource;
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const violations = await page.evaluate(
    async ({ include, disableRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact?: string | null; help: string; helpUrl: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      const result = await axe.run({ include: [include ? [include] : ['html']] }, { resultTypes: ['violations'], rules });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => n.target.map(String).join(' ')),
      }));
    },
    { include: options.include ?? null, disableRules: options.disableRules ?? [] },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Starts Debian's Chromium headless as a browser that opens independent contexts (each with its
 * own cookies), for tests that run several shopper sessions at once.
 */
export async function launchChromiumBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  } catch (error) {
    throw new Error(
      `Could not start Chromium at ${CHROMIUM_PATH} (set CHROME_PATH, or apt-get install -y chromium): ${(error as Error).message}`,
    );
  }
}
