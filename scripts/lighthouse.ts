/**
 * `npm run lighthouse`: Lighthouse (mobile) on the demo product and cart pages, served by
 * the example site on a free localhost port and audited in Debian's Chromium. Prints the
 * performance and accessibility scores and the JavaScript bytes each page transfers, and
 * writes `lighthouse-results.json`.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSiteServer } from '../examples/site/src/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

// A stock product page from the demo catalogue, and the cart.
const PAGES = ['furniture/oak-side-table/s300104', 'checkout/cart'];

const site = await createSiteServer({ port: 0 });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: [...CHROMIUM_ARGS],
});
const results: Array<{ page: string; performance: number; accessibility: number; jsBytes: number }> = [];
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
    const items = (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
      ?.items ?? [];
    results.push({
      page: `/${page}`,
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    });
  }
} finally {
  await chrome.kill();
  await site.close();
}
console.table(results);
writeFileSync('lighthouse-results.json', `${JSON.stringify(results, null, 2)}\n`);
