/**
 * `npm run lighthouse`: Lighthouse (mobile) on the demo home, stock product, cart, checkout and
 * special-order pages, served by
 * the example site on a free localhost port and audited in Debian's Chromium. Prints the
 * performance and accessibility scores and the JavaScript bytes each page transfers, writes
 * `lighthouse-results.json`, and exits 1 when a page scores below 100 in either category.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSiteServer } from '../../examples/site/src/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

// The pages measured: the home page, a stock product page, the cart, the checkout and the
// special-order page (the Lounge Sofa's configurator), the heaviest a shopper meets.
/** The score each page must reach in both categories. */
const TARGET = 100;
const PAGES = process.env['LIGHTHOUSE_PAGES']?.split(',') ?? [
  '',
  'furniture/oak-side-table/s300104',
  'checkout/cart',
  'checkout/shipping',
  'furniture/lounge-sofa/s410100',
];

const site = await createSiteServer({ port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS],
});
const results: Array<{
  page: string;
  performance: number;
  accessibility: number;
  jsBytes: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  si: string;
  /** The machine's load average (1 min) when the page's audit ended: the simulated metrics follow it. */
  load: string;
}> = [];
try {
  for (const page of PAGES) {
    const url = new URL(page, site.url).href;
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    if (!run) throw new Error(`lighthouse: no result for ${url}`);
    const { categories, audits } = run.lhr;
    const items =
      (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
        ?.items ?? [];
    results.push({
      page: `/${page}`,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      // the metrics behind the performance score (simulated slow 4G and a 4x slower CPU)
      fcp: audits['first-contentful-paint']?.displayValue ?? '',
      lcp: audits['largest-contentful-paint']?.displayValue ?? '',
      tbt: audits['total-blocking-time']?.displayValue ?? '',
      cls: audits['cumulative-layout-shift']?.displayValue ?? '',
      si: audits['speed-index']?.displayValue ?? '',
      load: loadavg()[0]!.toFixed(2),
    });
    if (process.env['LIGHTHOUSE_DETAILS']) {
      const lcpElement = audits['largest-contentful-paint-element']?.details;
      console.log(page, JSON.stringify(lcpElement)?.slice(0, 600));
      for (const id of ['layout-shifts', 'render-blocking-resources', 'long-tasks'])
        console.log(
          id,
          JSON.stringify(audits[id]?.details)?.slice(0, process.env['LIGHTHOUSE_DETAILS'] === 'full' ? 20000 : 800),
        );
    }
  }
} finally {
  await chrome.kill();
  await site.close();
}
console.table(results);
writeFileSync('lighthouse-results.json', `${JSON.stringify(results, null, 2)}\n`);
// 100 for performance and accessibility on each page; anything less fails the check
const below = results.filter((r) => r.performance < TARGET || r.accessibility < TARGET);
if (below.length) {
  console.error(
    `lighthouse: below ${TARGET} on ${below.map((r) => `${r.page} (performance ${r.performance}, accessibility ${r.accessibility})`).join(', ')}`,
  );
  process.exitCode = 1;
}
