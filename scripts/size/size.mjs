#!/usr/bin/env node
/**
 * `npm run size [-- --update]`: brotli bytes of the script-tag build. Reads what the build wrote
 * in `hearth-manifest.json` (every island found by pattern) and prints the loader, each shared
 * chunk, each stylesheet, each island chunk, then each page: the loader, the JavaScript of its
 * islands before any popup opens, and their CSS. A one-island page for every island, and the
 * pages of `TARGETS.pages` (scripts/size/size-targets.mjs).
 *
 * Each page is checked twice (scripts/size/size-check.mjs): against its figure in
 * `scripts/size/size-baseline.json`, with a tolerance of 2 % or 300 B, and against its hard target.
 * Exits 1 when a page is over either. `--update` rewrites the baseline with today's figures
 * (commit it, like a snapshot); it still fails a page over its hard target.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotli as brotliOf } from '../build/merge-chunks.mjs';
import { baselineOf, checkSizes, islandTarget, tolerance } from './size-check.mjs';
import { TARGETS } from './size-targets.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'packages/islands/dist';
const BASELINE = fileURLToPath(new URL('./size-baseline.json', import.meta.url));

const manifestFile = join(dist, 'hearth-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`size: ${manifestFile} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const islands = Object.entries(manifest.islands);
if (islands.length === 0) {
  console.error('size: the manifest lists no islands');
  process.exit(1);
}

const brotli = (file) => brotliOf(readFileSync(join(dist, file)));
const sum = (files) => files.reduce((n, file) => n + brotli(file), 0);
const pad = (s, n) => String(s ?? '').padEnd(n);

// What the pages are made of, for investigations (not checked).
console.log(`${pad('kind', 8)}${pad('file', 100)}brotli B`);
const shared = [...new Set(islands.flatMap(([, island]) => island.deps))].sort();
for (const file of shared) console.log(`${pad('shared', 8)}${pad(file, 100)}${brotli(file)}`);
for (const file of Object.keys(manifest.css).sort()) console.log(`${pad('css', 8)}${pad(file, 100)}${brotli(file)}`);
for (const [, island] of islands) console.log(`${pad('island', 8)}${pad(island.file, 100)}${brotli(island.file)}`);

/** The pages to check: `{ name, js, css, total, max?, cssMax?, tracked?, detail }`. */
const pages = [];
const loader = brotli('hearth.js');
const { fixed, perIsland } = TARGETS.loader;
pages.push({
  name: 'hearth.js',
  detail: `the loader, ${islands.length} islands`,
  js: loader,
  css: 0,
  total: loader,
  max: fixed + perIsland * islands.length,
});
pages.push({
  name: 'hearth.js fixed part',
  detail: 'no island',
  js: manifest.loader.fixed,
  css: 0,
  total: manifest.loader.fixed,
  max: fixed,
});
const each = Math.ceil((loader - manifest.loader.fixed) / islands.length);
pages.push({ name: 'hearth.js per island', js: each, css: 0, total: each, max: perIsland, tracked: false });

/** A page of `files` JavaScript and `styles` CSS (the loader added). */
const page = (name, files, styles, target) => {
  const js = loader + sum(files);
  const css = sum(styles);
  pages.push({
    name,
    detail: `${files.length + 1} JS, ${styles.length} CSS`,
    js,
    css,
    total: js + css,
    max: target.max,
    cssMax: target.css,
    files: files.length + 1 + styles.length,
    filesMax: target.files,
  });
};
for (const [name, island] of islands)
  page(`${name} page`, [island.file, ...island.deps], island.css, islandTarget(name, TARGETS));

const missing = [];
const lazySources = Object.keys(manifest.lazy ?? {});
for (const [name, target] of Object.entries(TARGETS.pages)) {
  const unbuilt = target.islands.filter((island) => !manifest.islands[island]);
  const parts = [];
  for (const file of target.lazy ?? []) {
    // a lazy part by file name, so moving its folder does not break the check
    const found = lazySources.filter((source) => source.endsWith(`/${file}`));
    if (found.length === 1) parts.push(manifest.lazy[found[0]]);
    else unbuilt.push(`${file} (${found.length} lazy modules of that name)`);
  }
  if (unbuilt.length) {
    missing.push(`${name}: not built: ${unbuilt.join(', ')}`);
    continue;
  }
  const members = target.islands.map((island) => manifest.islands[island]);
  const js = [
    ...new Set([...members.flatMap((island) => [island.file, ...island.deps]), ...parts.flatMap((part) => part.deps)]),
  ];
  const css = [...new Set([...members.flatMap((island) => island.css), ...parts.flatMap((part) => part.css)])];
  page(name, js, css, target);
}

const baseline = existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')).pages : {};
if (update) {
  // one line a page, so a diff shows which pages moved
  const lines = Object.entries(baselineOf(pages)).map(
    ([name, size]) => `    ${JSON.stringify(name)}: ${JSON.stringify(size)}`,
  );
  const about =
    'Brotli bytes of each page of the script-tag build, written by `npm run size -- --update` (scripts/size/size.mjs).';
  writeFileSync(BASELINE, `{\n  "about": ${JSON.stringify(about)},\n  "pages": {\n${lines.join(',\n')}\n  }\n}\n`);
}
const { rows, failed, hints } = checkSizes(pages, update ? baselineOf(pages) : baseline);

console.log(
  `\n${pad('page', 30)}${pad('made of', 28)}${pad('JS', 8)}${pad('CSS', 7)}${pad('brotli B', 10)}${pad('baseline', 10)}${pad('limit', 8)}${pad('target', 8)}status`,
);
rows.forEach((row, i) => {
  const { detail = '', js, css } = pages[i];
  console.log(
    `${pad(row.name, 30)}${pad(detail, 28)}${pad(js, 8)}${pad(css, 7)}${pad(row.total, 10)}${pad(row.baseline, 10)}${pad(row.limit, 8)}${pad(row.max, 8)}${row.status}`,
  );
});
for (const row of rows) for (const problem of row.problems) console.error(`size: ${row.name}: ${problem}`);
for (const problem of missing) console.error(`size: ${problem}`);
if (update) console.log('\nsize: wrote scripts/size/size-baseline.json');
else if (hints.length) {
  console.log(`\n${hints.join('\n')}`);
  console.log(
    'size: to record these figures as the new baseline, run `npm run size -- --update` and commit scripts/size/size-baseline.json',
  );
}
if (failed || missing.length) {
  console.error(
    `size: over ${update ? 'a hard target' : 'a baseline (+2 % or 300 B) or a hard target'} (scripts/size/size-targets.mjs)`,
  );
  if (!update && rows.some((row) => row.problems.some((problem) => problem.includes('baseline'))))
    console.error(
      `size: if the growth is intended, run \`npm run size -- --update\` and commit scripts/size/size-baseline.json (tolerance ${tolerance(0)} B or 2 %)`,
    );
  process.exit(1);
}
