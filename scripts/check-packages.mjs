#!/usr/bin/env node
/**
 * `npm run test:packages`: every published package (each `packages/*` that is not private) packs
 * and installs cleanly: publint (package.json against what the tarball holds) and
 * arethetypeswrong (each export resolves to JavaScript and types, as ESM: the packages ship ESM
 * only). Stylesheet exports are left out of the type check: they have no types by nature.
 * Run after `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const published = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ dir: `packages/${entry.name}`, json: JSON.parse(readFileSync(`packages/${entry.name}/package.json`, 'utf8')) }))
  .filter(({ json }) => !json.private);

let failed = false;
for (const { dir, json } of published) {
  const css = Object.keys(json.exports ?? {}).filter((key) => key.endsWith('.css'));
  const checks = [
    ['publint', dir, '--strict'],
    ['attw', '--pack', dir, '--profile', 'esm-only', '--format', 'ascii', ...(css.length ? ['--exclude-entrypoints', ...css] : [])],
  ];
  for (const [tool, ...args] of checks) {
    const result = spawnSync('npx', ['--no-install', tool, ...args], { encoding: 'utf8' });
    const ok = result.status === 0;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${tool} ${json.name}`);
    if (!ok) console.log(`${result.stdout}${result.stderr}`);
  }
}
if (failed) process.exit(1);
