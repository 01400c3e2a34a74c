/**
 * `npm run size:visit [-- --coverage] [-- --files] [-- --dist <dir>]`: what a shopper's visit downloads of the
 * script-tag build, walked in Chromium on the demo store with a warm cache: the home
 * page, a product page, adding it to the cart (its confirmation popup), the cart, the checkout's
 * first step. Each file of `packages/islands/dist` the pages fetch is counted once, in brotli bytes
 * (quality 11, as `npm run size` counts), whatever the server sent. Prints each step's new files
 * and bytes and the total, and fails when the visit is over its budget (`TARGETS.visit` of
 * scripts/size/size-targets.mjs; the verdict is scripts/size/visit-check.mjs). `--coverage`: for each page,
 * the share of the build's JavaScript it fetched that never ran before the first interaction
 * (Chromium's precise coverage). `--files`: each step's new files with their brotli bytes. Runs in `npm test` after `npm run size`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { DEMO_PRODUCT_URL } from '../../examples/site/src/pages/home.js';
import { createSiteServer, DEFAULT_DIST_DIR } from '../../examples/site/src/server.js';
import { launchChromium } from '../browser/browser.js';
import { brotli } from '../build/merge-chunks.mjs';
import { TARGETS } from './size-targets.mjs';
import { checkVisit } from './visit-check.mjs';

const { values } = parseArgs({
  options: {
    coverage: { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
    dist: { type: 'string', default: DEFAULT_DIST_DIR },
  },
});
const dist = values.dist;
const ASSETS = '/assets/hearth/';
const EAGER = '[data-island]:not([data-load="visible"]):not([data-load="interaction"])';

const site = await createSiteServer({ port: 0, distDir: dist });
const browser = await launchChromium({ forTests: true });
/** Every file of the build fetched so far, with its brotli bytes, in the order first fetched. */
const fetched = new Map<string, number>();
const rows: { step: string; files: string[]; bytes: number; unused?: string }[] = [];
let exitCode = 0;
try {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith(ASSETS) || response.status() !== 200) return;
    const file = pathname.slice(ASSETS.length);
    if (!fetched.has(file)) fetched.set(file, brotli(readFileSync(join(dist, file))));
  });
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  /** Waits for the page's islands, and what they load once mounted (reads, a popup's code) to settle. */
  const settle = async (target: Page) => {
    await target.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].every((el) =>
          /^(mounted|error)$/.test(el.getAttribute('data-hearth-state') ?? ''),
        ),
      EAGER,
    );
    await target.waitForLoadState('networkidle');
  };
  const step = async (name: string, go: () => Promise<unknown>, coverage: boolean) => {
    const before = new Set(fetched.keys());
    if (coverage) await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
    await go();
    await settle(page);
    let unused: string | undefined;
    if (coverage) {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      await cdp.send('Profiler.stopPreciseCoverage');
      let total = 0;
      let never = 0;
      for (const script of result) {
        const { pathname } = new URL(script.url || 'about:blank');
        if (!pathname.startsWith(ASSETS)) continue;
        const size = readFileSync(join(dist, pathname.slice(ASSETS.length)), 'utf8').length;
        // the innermost range decides: a block never run inside a function that ran
        const ran = new Uint8Array(size).fill(1);
        const ranges = script.functions
          .flatMap((fn) => fn.ranges)
          .sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
        for (const range of ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
        total += size;
        never += ran.reduce((n, bit) => n + (bit ? 0 : 1), 0);
      }
      unused = `${((100 * never) / total).toFixed(1)} % of ${total.toLocaleString('en-US')} B never ran`;
    }
    const added = [...fetched.keys()].filter((file) => !before.has(file));
    rows.push({ step: name, files: added, bytes: added.reduce((n, file) => n + fetched.get(file)!, 0), unused });
  };
  await step('home', () => page.goto(`${site.url}?site=US`), values.coverage);
  await step('product', () => page.goto(`${site.url}${DEMO_PRODUCT_URL.slice(1)}`), values.coverage);
  await step(
    'add to cart',
    async () => {
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByRole('dialog', { name: 'Added to Cart' }).waitFor();
    },
    false,
  );
  await step('cart', () => page.goto(`${site.url}checkout/cart`), values.coverage);
  await step("checkout's first step", () => page.goto(`${site.url}checkout/shipping`), values.coverage);
  await page.close();
} finally {
  await browser.close();
  await site.close();
}

const total = { files: fetched.size, bytes: [...fetched.values()].reduce((a, b) => a + b, 0) };
const pad = (value: unknown, width: number) => String(value).padStart(width);
console.log(
  `${'step'.padEnd(24)}${pad('new files', 10)}${pad('new brotli B', 14)}${values.coverage ? '   JS fetched: never ran before an interaction' : ''}`,
);
for (const row of rows) {
  console.log(
    `${row.step.padEnd(24)}${pad(row.files.length, 10)}${pad(row.bytes.toLocaleString('en-US'), 14)}${row.unused ? `   ${row.unused}` : ''}`,
  );
  if (values.files)
    for (const file of row.files)
      console.log(`  ${file.padEnd(32)}${pad(fetched.get(file)!.toLocaleString('en-US'), 14)}`);
}
console.log(`${'visit'.padEnd(24)}${pad(total.files, 10)}${pad(total.bytes.toLocaleString('en-US'), 14)}`);
const { problems, notes } = checkVisit(total, TARGETS.visit);
for (const note of notes) console.log(`size:visit: ${note}`);
for (const problem of problems) console.error(`size:visit: ${problem}`);
if (problems.length) exitCode = 1;
process.exitCode = exitCode;
