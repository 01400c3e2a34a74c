#!/usr/bin/env node
/**
 * `npm run size:npm [-- --dist <dir>]`: what an npm user's page pays for one Hearth component.
 * Each component every published package exports (a function or `memo`/`forwardRef` object whose
 * name starts with a capital letter, found by importing the built `dist/index.js`: there is no
 * list to keep) is bundled alone, as a React app's bundler would: `import { X } from
 * '@hearth/<package>'`, the built dist (not sources), dependencies from node_modules, react and
 * react-dom external, production mode, minified, code split. A component's figure is its entry
 * and the chunks it imports statically: what loads before any popup opens (a popup's body or a
 * `lazyPart` comes on first use).
 *
 * Checked against `scripts/size/size-npm-targets.mjs` (npm-check.mjs): each component's budget,
 * DOMPurify only with the components that sanitize HTML when they render, and nothing that the
 * component's own source does not import (the same component bundled from its sources, where
 * each module stands alone: more in dist means another component's code came along).
 *
 * `--dist <dir>` measures another build (`<dir>/<package>/dist/index.js`, its package.json beside dist), e.g. a copy of an older
 * one, and checks nothing. Run after `npm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, findIslandSources } from '../build/islands.mjs';
import { measureImports } from './size-npm-measure.mjs';
import { checkNpmSizes } from './size-npm-check.mjs';
import { NPM_TARGETS } from './size-npm-targets.mjs';

const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const distRoot = distArg >= 0 ? args[distArg + 1] : undefined;
const distOf = (pkg) => (distRoot ? resolve(distRoot, pkg, 'dist') : join(ROOT, 'packages', pkg, 'dist'));

const published = readdirSync(join(ROOT, 'packages')).filter((pkg) => {
  const file = join(ROOT, 'packages', pkg, 'package.json');
  return existsSync(file) && !JSON.parse(readFileSync(file, 'utf8')).private;
});

/** A value npm users render: a function component, or what `memo`/`forwardRef` return. */
const isComponent = (name, value) =>
  /^[A-Z][a-z]/.test(name) &&
  ((typeof value === 'function' && !/^class\b/.test(Function.prototype.toString.call(value))) ||
    (typeof value === 'object' && value !== null && typeof value.$$typeof === 'symbol'));

/** `name → <package>/<folder>` of what `src/index.ts` exports from a folder. */
function homes(pkg) {
  const index = readFileSync(join(ROOT, 'packages', pkg, 'src/index.ts'), 'utf8');
  const found = new Map();
  for (const [, names, from] of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*'\.\/([^/']+)\//g))
    for (const name of names.split(','))
      found.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop(),
        `${pkg}/${from}`,
      );
  return found;
}

const components = [];
for (const pkg of published) {
  const home = homes(pkg);
  const entry = join(distOf(pkg), 'index.js');
  if (!existsSync(entry)) {
    console.error(`size:npm: ${entry} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
  const module = await import(pathToFileURL(entry).href);
  for (const [name, value] of Object.entries(module))
    if (isComponent(name, value)) components.push({ pkg, name, home: home.get(name) ?? pkg });
}

// two builds at once: rolldown uses the cores as it is, compression is what takes the time
const rows = [];
const queue = [...components];
const worker = async () => {
  for (let component = queue.shift(); component; component = queue.shift()) {
    const dist = await measureImports([component], { distOf });
    const source = distRoot ? undefined : await measureImports([component], { source: true });
    rows.push({ ...component, ...dist, source });
  }
};
await Promise.all([worker(), worker()]);
rows.sort((a, b) => a.pkg.localeCompare(b.pkg) || a.name.localeCompare(b.name));

const pad = (s, n) => String(s).padEnd(n);
console.log(`${pad('component', 36)}${pad('gzip B', 9)}${pad('brotli B', 10)}${pad('src gzip B', 12)}libraries`);
for (const row of rows)
  console.log(
    `${pad(`${row.pkg}/${row.name}`, 36)}${pad(row.gzip, 9)}${pad(row.brotli, 10)}${pad(
      row.source?.gzip ?? '',
      12,
    )}${row.packages.join(' ')}`,
  );

if (!distRoot) {
  // every feature package's island folder (core, ui and commerce are shared by design)
  const islandFolders = new Set(
    findIslandSources()
      .filter((island) => !['core', 'ui', 'commerce'].includes(island.package))
      .map((island) => `${island.package}/${island.folder}`),
  );
  const problems = checkNpmSizes(rows, NPM_TARGETS, islandFolders);
  for (const problem of problems) console.error(`FAIL ${problem}`);
  if (problems.length) process.exitCode = 1;
  else console.log(`size:npm: ${rows.length} components within their budgets`);
}
