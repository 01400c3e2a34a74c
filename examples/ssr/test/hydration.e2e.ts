/**
 * Every component the packages export renders on the server and hydrates cleanly,
 * on React 19 and on React 18.3: rendered with `react-dom/server` in Node (no DOM, so a component
 * reading `window`, `document` or a DOM class while rendering fails here), then hydrated in
 * Chromium, where React's development build reports every difference between the server's HTML
 * and the browser's first render. No error and no warning may reach the console.
 *
 * The packages come from their built `dist` (`npm run build` first), as an npm user gets them;
 * `HEARTH_SSR_SOURCE=1` takes their sources instead, while working on a component.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type ChromiumSession } from '../../../scripts/browser/browser';
import { REACT_VERSIONS, bundleHarness, type ReactVersion } from '../src/bundle';
import { hydrationPage, startHarnessServer, type HarnessServer, type PageCase } from '../src/harness-server';

/** What the server bundle of one version offers (`server-entry.tsx`). */
interface ServerHalf {
  version: string;
  exportedComponents(): string[];
  caseNames(): string[];
  renderCase(name: string): Promise<PageCase & { problems: string[] }>;
}

interface Rendered {
  server: ServerHalf;
  cases: Array<PageCase & { problems: string[] }>;
}

let outDir: string;
let harness: HarnessServer;
let chromium: ChromiumSession;
const rendered = {} as Record<ReactVersion, Rendered>;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'hearth-ssr-'));
  const source = process.env.HEARTH_SSR_SOURCE === '1';
  const bundles = await Promise.all(
    REACT_VERSIONS.map((react) => bundleHarness(react, join(outDir, react), { source })),
  );
  const pages: Partial<Record<ReactVersion, string>> = {};
  const clientDirs: Partial<Record<ReactVersion, string>> = {};
  for (const [index, react] of REACT_VERSIONS.entries()) {
    const bundle = bundles[index]!;
    const server = (await import(bundle.server)) as ServerHalf;
    // one case after another: each captures the console while it renders
    const cases = [];
    for (const name of server.caseNames()) cases.push(await server.renderCase(name));
    rendered[react] = { server, cases };
    pages[react] = hydrationPage(react, cases);
    clientDirs[react] = bundle.clientDir;
  }
  harness = await startHarnessServer(pages, clientDirs);
  chromium = await launchChromium({ forTests: true });
}, 120_000);

afterAll(async () => {
  await chromium?.close();
  await harness?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe.each(REACT_VERSIONS)('React %s', (react) => {
  it('is the React asked for', () => {
    expect(rendered[react].server.version.split('.')[0]).toBe(react);
  });

  it('has a case for every component the packages export', () => {
    const { server } = rendered[react];
    const components = server.exportedComponents();
    expect(components.length).toBeGreaterThan(40);
    expect(components.filter((name) => !server.caseNames().includes(name))).toEqual([]);
  });

  it('renders every case on the server with no error and no warning', () => {
    const problems = rendered[react].cases.flatMap(({ name, problems }) => problems.map((p) => `${name}: ${p}`));
    expect(problems).toEqual([]);
    const empty = rendered[react].cases.filter(({ html }) => html === '').map(({ name }) => name);
    expect(empty).toEqual([]);
  });

  it('puts sanitized HTML into the server HTML (DOMPurify on jsdom), as the browser shows it', () => {
    const sanitized = rendered[react].cases.find(({ name }) => name === '@hearth/ui.SanitizedHtml')!;
    expect(sanitized.html).toContain('<h2>Delivery</h2><p>Ships in <b>3-7 days</b>.</p>');
    expect(sanitized.html).toContain('rel="noopener noreferrer"');
    expect(sanitized.html).not.toContain('script');
  });

  it('hydrates every case in Chromium with no error and no warning', async () => {
    const page = await chromium.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    await page.goto(`${harness.url}/react-${react}/`);
    await page.waitForFunction(() => (window as { __hydration?: { done: boolean } }).__hydration?.done === true, null, {
      timeout: 60_000,
    });
    // the calls the cases make once mounted answer within this, and anything they log is caught
    await page.waitForLoadState('networkidle');
    const outcome = await page.evaluate(
      () => (window as unknown as { __hydration: { hydrated: string[]; problems: string[] } }).__hydration,
    );
    await page.close();
    expect(outcome.hydrated).toEqual(rendered[react].cases.map(({ name }) => name));
    expect([...pageErrors, ...outcome.problems]).toEqual([]);
  }, 90_000);
});
