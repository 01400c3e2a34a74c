#!/usr/bin/env node
/**
 * Demo code stays out of what ships: the demo's fake payments and address
 * autocomplete live in the demo store (`examples/site/src/demo-providers/`, imported by tests and
 * Storybook as `@hearth/example-site/demo-providers`) and reach its pages only through its own
 * page script. This check fails if any of them is in a published package's tarball (the
 * files `npm pack --dry-run --json` lists, names and contents) or in the script-tag build
 * (`packages/islands/dist`). Run after `npm run build` (part of `npm run test:packages`).
 *
 * `node scripts/checks/check-demo-code.mjs [dir…]` scans the given folders instead (for its own test).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** File names of the demo's modules. */
export const DEMO_FILE_NAMES = /(?:fake-alt-pay|demo-autocomplete|demo-addresses|demo-providers)/;

/** Strings only the demo's code holds: its marker names, fake tokens and demo addresses. */
export const DEMO_STRINGS = [
  'fake-alt-pay',
  'fakeAltPay',
  'demo-autocomplete',
  'fake-applepay-nonce',
  'FAKEPAYER',
  'FAKE-PP-',
  'FAKE-VENMO-',
  '1140 Lake Cook Rd',
  '290 Bremner Blvd',
];

/** What of `files` (path → text) carries demo code: one line per finding. */
export function findDemoCode(files) {
  const found = [];
  for (const [path, text] of files) {
    if (DEMO_FILE_NAMES.test(path)) found.push(`${path}: a demo module's file name`);
    for (const marker of DEMO_STRINGS) if (text.includes(marker)) found.push(`${path}: contains '${marker}'`);
  }
  return found;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

const read = (path) => (statSync(path).size > 20_000_000 ? '' : readFileSync(path, 'latin1'));

/** Each published package's tarball files, as `npm pack --dry-run --json` lists them. */
function packedFiles() {
  const published = readdirSync('packages', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `packages/${entry.name}`)
    .filter((dir) => !JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')).private);
  const packs = JSON.parse(
    execFileSync(
      'npm',
      ['pack', '--dry-run', '--json', '--ignore-scripts', ...published.flatMap((dir) => ['-w', dir])],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 64 * 1024 * 1024,
      },
    ),
  );
  return packs.flatMap((pack, i) =>
    pack.files.map(({ path }) => {
      const file = join(published[i], path);
      return [`${pack.name}/${path}`, read(file)];
    }),
  );
}

function main() {
  const dirs = process.argv.slice(2);
  const files = [];
  if (dirs.length) {
    for (const dir of dirs) for (const path of walk(dir)) files.push([relative('.', path), read(path)]);
  } else {
    const scriptTag = 'packages/islands/dist';
    if (!existsSync(join(scriptTag, 'hearth.js'))) {
      console.error(`check-demo-code: ${scriptTag}/hearth.js is missing: run npm run build first`);
      process.exit(1);
    }
    files.push(...packedFiles());
    for (const path of walk(scriptTag)) files.push([path, read(path)]);
  }
  const found = findDemoCode(files);
  if (found.length) {
    console.error(`FAIL demo code in what ships (${found.length}):\n  ${found.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`ok   no demo code in ${files.length} shipped files (tarballs and the script-tag build)`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
