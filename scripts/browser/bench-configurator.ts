/**
 * The configurator figures of `npm run bench`: one `configurator` island on the 'Atlas
 * Sofa' of the demo catalogue, whose fabric option has 2,000 choices, in Chromium with the
 * script-tag build (Preact, `packages/islands/dist`) and the React build (`dist-react`). The page's
 * calls are answered by the demo backend's handlers (`@hearth/mock-api`), in process.
 *
 * Each figure is the time from the input event to the end of the re-render it causes, style and
 * layout included (`performance.now()` before the click; a macrotask after it, once the renderer
 * has committed; then a forced layout of the drawer); the table gives the median / 95th percentile
 * (nearest rank) and the range of every repetition:
 *
 * - first drawer render: opening the closed fabric drawer (its first render: filters, recently
 *   viewed, the first two groups, Load more, Browse All);
 * - filter change: checking, then unchecking, a colour filter with every choice shown (after Load
 *   {n} More: 2,000 choices on the page);
 * - sort: the Delivery Time / Fabric Type toggle once both orders are loaded (the fetch itself is
 *   the network's, not a render).
 *
 * Targets: a filter change or sort in one frame (≤ 16 ms), the first drawer render ≤ 50 ms.
 */
import type { Page } from 'playwright-core';
import { demoConfig, handle } from '@hearth/mock-api';
import type { ChromiumSession } from './browser.js';

/** The demo product with 2,000 fabric choices. */
export const BENCH_SKU = '410700';

/** The bench page: `#hearth-config` of the demo and one configurator island. */
export function configuratorPage(variant: string): string {
  const config = JSON.stringify(demoConfig('US', 'main')).replace(/</g, '\\u003c');
  const props = JSON.stringify({ sku: BENCH_SKU, refreshedLayout: true, legRefresh: true, setPageTitle: false });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench configurator ${variant}</title>
<script type="application/json" id="hearth-config">${config}</script></head><body><main>
<div data-island="configurator" id="configurator"><script type="application/json" data-island-props>${props}</script><p>Options</p></div>
</main><script type="module" src="/${variant}/hearth.js"></script></body></html>`;
}

/** Answers a request the page makes to the demo backend, or `undefined`. */
export async function answerApi(url: URL, method: string): Promise<Response | undefined> {
  if (
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/quickView/') &&
    !url.pathname.startsWith('/browse/')
  )
    return undefined;
  return handle(new Request(url, { method }));
}

/** One configurator row of the bench. */
export interface ConfiguratorRow {
  variant: string;
  choices: number;
  firstDrawerMs: number[];
  filterMs: number[];
  sortMs: number[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
/** The 95th percentile (nearest rank). */
const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.95 * s.length) - 1)] ?? 0;
};

/** Clicks `selector` in the page and times the re-render it causes (see the header). */
async function timeClick(page: Page, selector: string): Promise<number> {
  // A string, so the script runner's helpers (esbuild's __name) never reach the page.
  return page.evaluate(`(async () => {
    const target = document.querySelector(${JSON.stringify(selector)});
    if (!target) throw new Error('bench: nothing matches ' + ${JSON.stringify(selector)});
    const start = performance.now();
    target.click();
    await new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(null); });
    void document.getElementById('configurator').getBoundingClientRect().height;
    return performance.now() - start;
  })()`);
}

/** Runs the configurator figures for one build. */
export async function benchConfigurator(
  browser: ChromiumSession,
  origin: string,
  variant: { name: string; label: string },
  runs: number,
): Promise<ConfiguratorRow> {
  const row: ConfiguratorRow = { variant: variant.label, choices: 0, firstDrawerMs: [], filterMs: [], sortMs: [] };
  for (let run = 0; run < runs; run++) {
    const page = await browser.newPage();
    page.on('crash', () => console.error('bench: the configurator page crashed'));
    page.on('pageerror', (error) => console.error('bench: page error', error));
    try {
      await page.goto(`${origin}/bench-configurator/${variant.name}`);
      const fabric = page.locator('.hearth-drawer[data-option-code="1"] .hearth-drawer__button');
      await fabric.waitFor({ timeout: 60_000 });
      row.choices = Number((await fabric.locator('.hearth-drawer__count').textContent())?.match(/\d+/)?.[0] ?? 0);
      row.firstDrawerMs.push(await timeClick(page, '.hearth-drawer[data-option-code="1"] .hearth-drawer__button'));
      if (process.env.BENCH_VERBOSE) console.log('first drawer', row.firstDrawerMs.at(-1));
      // every choice on the page
      await page.getByRole('button', { name: /^Load \d+ More$/ }).click();
      await page.locator('.hearth-filters__toggle').click();
      const colour = '.hearth-filters input[data-filter="2"]';
      await page.locator(colour).first().waitFor();
      for (let i = 0; i < 3; i++) {
        row.filterMs.push(await timeClick(page, colour)); // check
        row.filterMs.push(await timeClick(page, colour)); // uncheck
        if (process.env.BENCH_VERBOSE) console.log('filter', row.filterMs.slice(-2));
      }
      // both orders loaded once, then timed
      const sortInput = (n: number) => `.hearth-filters input[data-sort="${n === 2 ? 'fabricType' : 'deliveryTime'}"]`;
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('filtered-choice-groups')),
        page.locator(sortInput(2)).click(),
      ]);
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('sort-filter-selection')),
        page.locator(sortInput(1)).click(),
      ]);
      await page.waitForTimeout(300);
      for (let i = 0; i < 3; i++) {
        row.sortMs.push(await timeClick(page, sortInput(2)));
        row.sortMs.push(await timeClick(page, sortInput(1)));
      }
    } finally {
      await page.close();
    }
  }
  return row;
}

/** The table `npm run bench` prints for the configurator rows. */
export function configuratorTable(rows: readonly ConfiguratorRow[]): string {
  const ms = (xs: number[]) =>
    `${median(xs).toFixed(1)} / ${p95(xs).toFixed(1)} (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;
  const lines = [
    '| build | fabric choices | first drawer render ms (≤ 50) | filter change ms (≤ 16) | sort ms (≤ 16) |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.variant} | ${r.choices} | ${ms(r.firstDrawerMs)} | ${ms(r.filterMs)} | ${ms(r.sortMs)} |`,
    ),
  ];
  return lines.join('\n');
}

/** Medians and 95th percentiles of a row, for bench-results.json. */
export function configuratorMedians(row: ConfiguratorRow) {
  return {
    firstDrawerMs: median(row.firstDrawerMs),
    filterMs: median(row.filterMs),
    sortMs: median(row.sortMs),
    p95: { firstDrawerMs: p95(row.firstDrawerMs), filterMs: p95(row.filterMs), sortMs: p95(row.sortMs) },
  };
}
