#!/usr/bin/env node
/**
 * `npm run test:packages`: every published package (each `packages/*` that is not private) packs
 * and installs cleanly: publint (package.json against what the tarball holds) and
 * arethetypeswrong (each export resolves to JavaScript and types, as ESM: the packages ship ESM
 * only). Stylesheet exports and `./package.json` are left out of the type check: they have no
 * types by nature.
 * Run after `npm run build`.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const published = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    dir: `packages/${entry.name}`,
    json: JSON.parse(readFileSync(`packages/${entry.name}/package.json`, 'utf8')),
  }))
  .filter(({ json }) => !json.private);

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

const jobs = published.flatMap(({ dir, json }) => {
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
if (failed) process.exit(1);
