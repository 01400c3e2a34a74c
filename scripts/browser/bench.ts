/**
 * `npm run bench`: mounts 500, 1,000, 4,000 and 10,000 quantity selectors in Chromium with the Preact
 * script-tag build (packages/islands/dist) and the same islands built with React
 * (packages/islands/dist-react), and prints the time from navigation until every island is
 * `data-hearth-state="mounted"` (median of 3 runs, cold cache) and the JS bytes transferred,
 * then where that time went (median of each phase over the runs):
 *
 * - html: navigation to the end of parsing (`domInteractive`); the page's own cost, Hearth's
 *   script only runs after it (the probe is inline, so it adds no request to it);
 * - loader: hearth.js finding and tracking every island (it runs between `domInteractive` and
 *   `DOMContentLoaded`);
 * - chunks: from then until the first island mounts: the island's JS and CSS arrive and run;
 * - props: reading `data-props` and checking it against the schema, summed over islands;
 * - render: replacing the server HTML and rendering, summed;
 * - observers: the runtime's MutationObserver/IntersectionObserver callbacks, summed;
 * - other: the rest (promise jobs, state attributes, garbage collection, the probe itself);
 * - after: observer callbacks run after the last island mounted (records of the islands' own
 *   rendering are delivered once the mounting is done): not in the total, but the page waits
 *   for them before its next frame.
 *
 * props and render come from `globalThis.hearthMark`, which the probe sets before the loader
 * runs and the runtime (island-module.tsx) calls at each mount's phases when it is present; observers from wrapping the
 * observer constructors in the probe. hearth.js has no timing code. The page is served
 * cross-origin isolated, so `performance.now()` is precise to 5 µs rather than 100 µs.
 * Then the configurator figures (scripts/browser/bench-configurator.ts): first drawer render,
 * filter change and sort on a fabric option of 2,000 choices.
 * Then the mount goals (scripts/browser/bench-goals.ts): the 500-island time, the Preact/React ratio at
 * 500, the 10,000-island time (printed, met or missed), and linearity: 4,000 islands at most 5x
 * the time of 1,000 in the same run, on each build, which exits 1 when broken.
 * Writes bench-results.json. Localhost only.
 *
 *   npm run bench [-- --runs 5 --sizes 500,10000 --variants preact --scenarios quantity,configurator]
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser.js';
import {
  answerApi,
  benchConfigurator,
  configuratorMedians,
  configuratorPage,
  configuratorTable,
  type ConfiguratorRow,
} from './bench-configurator.js';
import { REVALIDATE, safeJoin, sendFile } from '../../examples/site/src/static.js';
import { mountGoals } from './bench-goals.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    sizes: { type: 'string', default: '500,1000,4000,10000' },
    out: { type: 'string', default: 'bench-results.json' },
    variants: { type: 'string', default: 'preact,react' },
    scenarios: { type: 'string', default: 'quantity,configurator' },
    // another build to compare, e.g. one made from an older commit
    islands: { type: 'string', default: root('packages/islands') },
  },
});
const VARIANTS = [
  { name: 'preact' as const, label: 'Preact (dist)', dir: `${values.islands}/dist` },
  { name: 'react' as const, label: 'React (dist-react)', dir: `${values.islands}/dist-react` },
].filter((v) => values.variants.split(',').includes(v.name));
const RUNS = Math.min(Math.max(Number.parseInt(values.runs, 10) || 3, 1), 15);
const SCENARIOS = values.scenarios.split(',');
const SIZES = !SCENARIOS.includes('quantity')
  ? []
  : values.sizes
      .split(',')
      .map((s) => Number.parseInt(s, 10))
      .filter((n) => Number.isInteger(n) && n > 0 && n <= 50_000);
const TIMEOUT_MS = 180_000;

/**
 * Runs before the loader (an inline classic script in <head>): counts islands reaching `mounted` and
 * stamps `performance.now()` (ms since navigation start) when all N have; asks the runtime for
 * its phase times; times the callbacks of every observer created after it (the runtime's).
 */
const PROBE = `(function () {
  var expected = Number(document.documentElement.getAttribute('data-bench-n'));
  var seen = new WeakSet(), mounted = 0, errors = 0;
  var timing = window.hearthTiming = { props: 0, render: 0, observers: 0, after: 0 };
  // each mount's phases, as the runtime marks them: 0 begins, 1 props read and checked, 2 rendered
  var last = 0;
  window.hearthMark = function (phase) {
    var now = performance.now();
    if (phase === 0) { if (timing.first == null) timing.first = now; }
    else timing[phase === 1 ? 'props' : 'render'] += now - last;
    last = now;
  };
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var el = records[i].target, state = el.getAttribute('data-hearth-state');
      if (seen.has(el)) continue;
      if (state === 'mounted') { seen.add(el); mounted++; }
      else if (state === 'error') { seen.add(el); errors++; }
    }
    if (mounted + errors === expected && window.__bench == null) {
      window.__bench = { ms: performance.now(), mounted: mounted, errors: errors };
    }
  }).observe(document.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-hearth-state'] });
  ['MutationObserver', 'IntersectionObserver'].forEach(function (name) {
    var Native = window[name];
    window[name] = function (callback) {
      return new Native(function (records, observer) {
        var start = performance.now();
        try { return callback(records, observer); }
        finally { timing[window.__bench == null ? 'observers' : 'after'] += performance.now() - start; }
      });
    };
    window[name].prototype = Native.prototype;
  });
})();`;

function benchPage(variant: string, n: number): string {
  const islands: string[] = [];
  for (let i = 0; i < n; i++) {
    islands.push(
      `<div data-island="quantity-selector" data-props='{"value":${(i % 99) + 1},"name":"q${i}","label":"Quantity of item ${i}"}'><input type="number" name="q${i}" value="${(i % 99) + 1}" aria-label="Quantity of item ${i}"></div>`,
    );
  }
  return `<!doctype html><html lang="en" data-bench-n="${n}"><head><meta charset="utf-8"><title>bench ${variant} ${n}</title>
<script>${PROBE}</script></head><body><main>${islands.join('\n')}</main>
<script type="module" src="/${variant}/hearth.js"></script></body></html>`;
}

const pages = new Map<string, Buffer>();
const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const configurator = /^\/bench-configurator\/(preact|react)$/.exec(url.pathname);
    if (configurator?.[1]) {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(configuratorPage(configurator[1]));
      return;
    }
    const api = await answerApi(new URL(req.url ?? '/', origin), req.method ?? 'GET');
    if (api) {
      res
        .writeHead(api.status, { 'Content-Type': api.headers.get('Content-Type') ?? 'application/json' })
        .end(Buffer.from(await api.arrayBuffer()));
      return;
    }
    const page = /^\/bench\/(preact|react)$/.exec(url.pathname);
    if (page?.[1]) {
      const n = Number(url.searchParams.get('n'));
      const key = `${page[1]}:${n}`;
      let body = pages.get(key);
      if (!body) pages.set(key, (body = gzipSync(benchPage(page[1], n))));
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'gzip',
          'Cache-Control': 'no-store',
          // cross-origin isolated: performance.now() to 5 µs (every resource is same-origin)
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        })
        .end(body);
      return;
    }
    const variant = VARIANTS.find((v) => url.pathname.startsWith(`/${v.name}/`));
    const file = variant && safeJoin(variant.dir, url.pathname.slice(variant.name.length + 2));
    if (file && (await sendFile(req, res, file, REVALIDATE))) return;
    res.writeHead(404).end();
  })().catch(() => res.destroy());
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** Milliseconds of each phase (see the header); `other` is what the named ones leave. */
const PHASES = ['html', 'loader', 'chunks', 'props', 'render', 'observers', 'other', 'after'] as const;
type Phases = Record<(typeof PHASES)[number], number>;

interface Row {
  /** preact or react */
  name: 'preact' | 'react';
  variant: string;
  islands: number;
  runsMs: number[];
  medianMs: number;
  /** Median of each phase over the runs. */
  phases: Phases;
  jsTransferBytes: number;
  jsDecodedBytes: number;
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const rows: Row[] = [];
const configuratorRows: ConfiguratorRow[] = [];
const notes: string[] = [];
const browser = await launchChromium();
try {
  for (const variant of VARIANTS) {
    if (!existsSync(`${variant.dir}/hearth.js`)) {
      const note =
        variant.name === 'react'
          ? `${variant.dir}/hearth.js not found: the React comparison needs the React build (the islands tsup config with no preact alias, out dir packages/islands/dist-react). Run \`npm run build\`.`
          : `${variant.dir}/hearth.js not found: run \`npm run build\` first.`;
      console.warn(note);
      notes.push(note);
      continue;
    }
    for (const n of SIZES) {
      const runsMs: number[] = [];
      const runs: Phases[] = [];
      let bytes = { transfer: 0, decoded: 0 };
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage();
        try {
          const cdp = await browser.context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await page.goto(`${origin}/bench/${variant.name}?n=${n}`, { waitUntil: 'commit' });
          await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench != null, undefined, {
            timeout: TIMEOUT_MS,
            polling: 100,
          });
          const result = await page.evaluate(() => {
            const js = performance
              .getEntriesByType('resource')
              .filter((e): e is PerformanceResourceTiming => /\.m?js(\?|$)/.test(e.name));
            const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const w = window as unknown as {
              __bench: { ms: number; mounted: number; errors: number };
              hearthTiming: { first?: number; props: number; render: number; observers: number; after: number };
            };
            return {
              ...w.__bench,
              timing: {
                ...w.hearthTiming,
                interactive: nav.domInteractive,
                contentLoaded: nav.domContentLoadedEventStart,
              },
              transfer: js.reduce((sum, e) => sum + e.transferSize, 0),
              decoded: js.reduce((sum, e) => sum + e.decodedBodySize, 0),
            };
          });
          if (result.errors > 0)
            throw new Error(`${variant.name}: ${result.errors} of ${n} islands ended in data-hearth-state="error"`);
          runsMs.push(Math.round(result.ms));
          const t = result.timing;
          // A build without the runtime's timing (an older one) leaves props and render at 0
          // and `first` unset: its chunks phase then runs to the end.
          const phases = {
            html: t.interactive,
            loader: t.contentLoaded - t.interactive,
            chunks: (t.first ?? result.ms) - t.contentLoaded,
            props: t.props,
            render: t.render,
            observers: t.observers,
          };
          runs.push({ ...phases, other: result.ms - Object.values(phases).reduce((a, b) => a + b, 0), after: t.after });
          bytes = { transfer: result.transfer, decoded: result.decoded };
        } finally {
          await page.close();
        }
      }
      const phases = Object.fromEntries(
        PHASES.map((phase) => [phase, Math.round(median(runs.map((r) => r[phase])))]),
      ) as Phases;
      const row = {
        name: variant.name,
        variant: variant.label,
        islands: n,
        runsMs,
        medianMs: median(runsMs),
        phases,
        jsTransferBytes: bytes.transfer,
        jsDecodedBytes: bytes.decoded,
      };
      rows.push(row);
      console.log(`${row.variant.padEnd(20)} ${String(n).padStart(6)} islands: ${runsMs.join(' / ')} ms`);
    }
    if (SCENARIOS.includes('configurator')) {
      const row = await benchConfigurator(browser, origin, variant, RUNS);
      configuratorRows.push(row);
      console.log(
        `${row.variant.padEnd(20)} configurator: first drawer ${row.firstDrawerMs.map((x) => x.toFixed(1)).join(' / ')} ms`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
console.log('\nTime from navigation to every island mounted (median of %d, cold cache, ms)\n', RUNS);
console.log(`| build | islands | median ms | runs ms | JS transferred (gzip) | JS decoded |`);
console.log(`|---|---:|---:|---|---:|---:|`);
for (const r of rows) {
  console.log(
    `| ${r.variant} | ${r.islands} | ${r.medianMs} | ${r.runsMs.join(', ')} | ${kb(r.jsTransferBytes)} | ${kb(r.jsDecodedBytes)} |`,
  );
}
console.log('\nWhere the time went (median of each phase, ms; see the header of scripts/browser/bench.ts)\n');
console.log(`| build | islands | ${PHASES.join(' | ')} |`);
console.log(`|---|---:|${PHASES.map(() => '---:').join('|')}|`);
for (const r of rows)
  console.log(`| ${r.variant} | ${r.islands} | ${PHASES.map((phase) => r.phases[phase]).join(' | ')} |`);
const goals = mountGoals(rows.map((r) => ({ variant: r.name, islands: r.islands, medianMs: r.medianMs })));
if (goals.length > 0) {
  console.log('\nGoals (only linearity fails the run: timings on a shared machine are noisy)\n');
  console.log('| goal | figure | status |');
  console.log('|---|---:|---|');
  for (const goal of goals)
    console.log(`| ${goal.goal} | ${goal.figure} | ${goal.met ? 'met' : goal.fails ? '**FAILED**' : 'missed'} |`);
}
if (configuratorRows.length > 0) {
  console.log(
    '\nConfigurator on a fabric option of 2,000 choices (median / p95 of every repetition, min–max, ms; see scripts/browser/bench-configurator.ts)\n',
  );
  console.log(configuratorTable(configuratorRows));
}
await writeFile(
  values.out,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs: RUNS,
      chromium: browser.context.browser()?.version() ?? null,
      rows,
      goals,
      configurator: configuratorRows.map((row) => ({ ...row, medians: configuratorMedians(row) })),
      notes,
    },
    null,
    2,
  ) + '\n',
);
console.log(`\nwrote ${values.out}`);
const broken = goals.filter((goal) => goal.fails);
if (broken.length > 0) {
  for (const goal of broken) console.error(`bench: ${goal.goal}: ${goal.figure}`);
  process.exitCode = 1;
}
