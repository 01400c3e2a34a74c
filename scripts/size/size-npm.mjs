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
import { rolldown } from 'rolldown';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT, findIslandSources } from '../build/islands.mjs';
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

const EXTERNAL = [/^react(\/|$)/, /^react-dom(\/|$)/];
const ENTRY = '\0size-npm-entry';

/**
 * Libraries worth naming, found by a string their code holds (an older build may have bundled
 * them into a dist file, where the module list cannot see them) as well as by node_modules path.
 */
const MARKERS = {
  dompurify: 'data-tt-policy-suffix',
  superstruct: 'Expected a value of type',
  '@floating-ui/react': 'data-floating-ui-',
};

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * Bundles `export { name } from '@hearth/pkg'` with rolldown (Vite's bundler), from the dist or,
 * with `source`, from the sources (the `hearth-source` condition, each module a file of its own),
 * and measures the entry with the chunks it imports statically: `{ gzip, brotli, packages,
 * modules }` (`packages`: the node_modules packages in it; `modules`: its Hearth modules).
 */
async function measure({ pkg, name }, source) {
  const entry = {
    name: 'size-npm-entry',
    resolveId(id) {
      if (id === ENTRY) return id;
      const hearth = !source && id.match(/^@hearth\/([^/]+)(?:\/(.+))?$/);
      return hearth ? join(distOf(hearth[1]), `${hearth[2] ?? 'index'}.js`) : undefined;
    },
    load: (id) => (id === ENTRY ? `export { ${name} } from '@hearth/${pkg}';` : undefined),
  };
  const bundle = await rolldown({
    input: ENTRY,
    cwd: ROOT,
    platform: 'browser',
    external: EXTERNAL,
    plugins: [entry],
    resolve: source ? { conditionNames: ['hearth-source', 'import', 'module', 'browser', 'default'] } : undefined,
    transform: { target: 'es2022', jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' } },
    onLog() {},
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file) || !chunks.has(file)) return;
    loaded.add(file);
    chunks.get(file).imports.forEach(visit);
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry).fileName);
  const packages = new Set();
  const modules = new Set();
  let gz = 0;
  let br = 0;
  for (const file of loaded) {
    const { code, modules: parts } = chunks.get(file);
    gz += gzip(code);
    br += brotli(code);
    for (const [id, { renderedLength }] of Object.entries(parts)) {
      if (renderedLength === 0) continue;
      const library = id.match(/node_modules\/((?:@[^/]+\/)?[^./][^/]*)/);
      if (library) packages.add(library[1]);
      else if (id.startsWith(ROOT)) modules.add(relative(ROOT, id));
    }
    for (const [library, marker] of Object.entries(MARKERS)) if (code.includes(marker)) packages.add(library);
  }
  return { gzip: gz, brotli: br, packages: [...packages].sort(), modules: [...modules].sort() };
}

// two builds at once: rolldown uses the cores as it is, compression is what takes the time
const rows = [];
const queue = [...components];
const worker = async () => {
  for (let component = queue.shift(); component; component = queue.shift()) {
    const dist = await measure(component, false);
    const source = distRoot ? undefined : await measure(component, true);
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
