#!/usr/bin/env node
/**
 * `npm run test:packages`: every published package (each `packages/*` that is not private) packs
 * and installs cleanly: publint (package.json against what the tarball holds) and
 * arethetypeswrong (each export resolves to JavaScript and types, as ESM: the packages ship ESM
 * only). Stylesheet exports and `./package.json` are left out of the type check: they have no
 * types by nature.
 * Run after `npm run build`.
 *
 * Each package is checked in a copy (no node_modules) with the manifest npm users get
 * (`publishedManifest`) and the LICENSE beside it, as its `prepack` would write them: packing
 * in place runs that `prepack`, which swaps the package.json in the working tree for a moment,
 * and `npm test` runs this beside the unit tests, whose workers resolve the packages through it
 * (a worker that read the published one loaded a second copy of @hearth/core from `dist`).
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { publishedManifest } from '../build/publish-manifest.mjs';

const published = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const text = readFileSync(`packages/${entry.name}/package.json`, 'utf8');
    return { dir: `packages/${entry.name}`, text, json: JSON.parse(text) };
  })
  .filter(({ json }) => !json.private);

const stage = mkdtempSync(join(tmpdir(), 'hearth-packages-'));
process.on('exit', () => rmSync(stage, { recursive: true, force: true }));
/** A copy of `dir` as it would be packed: the published manifest and the LICENSE, no node_modules. */
function staged({ dir, json }) {
  const copy = join(stage, dir.replace(/^packages\//, ''));
  cpSync(dir, copy, { recursive: true, filter: (path) => !path.split(sep).includes('node_modules') });
  writeFileSync(join(copy, 'package.json'), `${JSON.stringify(publishedManifest(json), null, 2)}\n`);
  copyFileSync('LICENSE', join(copy, 'LICENSE'));
  return copy;
}

/** Runs `npx --no-install tool …args`; resolves with its status and output. */
function run(tool, args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', tool, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ ok: status === 0, output }));
  });
}

const jobs = published.flatMap(({ dir: repoDir, json }) => {
  const dir = staged({ dir: repoDir, json });
  // stylesheets and the package.json have no types by nature
  const css = Object.keys(json.exports ?? {}).filter((key) => key.endsWith('.css') || key === './package.json');
  return [
    { name: json.name, tool: 'publint', args: [dir, '--strict'] },
    {
      name: json.name,
      tool: 'attw',
      args: [
        '--pack',
        dir,
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        ...(css.length ? ['--exclude-entrypoints', ...css] : []),
      ],
    },
  ];
});

// as many checks at once as the machine has cores; each result printed as it comes
let failed = false;
const queue = [...jobs];
const worker = async () => {
  for (let job = queue.shift(); job; job = queue.shift()) {
    const { ok, output } = await run(job.tool, job.args);
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${job.tool} ${job.name}`);
    if (!ok) console.log(output);
  }
};
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
// the working tree's manifests as they were: nothing packed in place
for (const { dir, text } of published) {
  if (readFileSync(`${dir}/package.json`, 'utf8') === text) continue;
  failed = true;
  console.log(`FAIL ${dir}/package.json changed while its package was checked: check a copy, never the working tree`);
}
if (failed) process.exit(1);
