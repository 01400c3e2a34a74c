#!/usr/bin/env node
/**
 * The npm packages' JavaScript (`packages/<name>/dist`, run by `npm run build` before
 * scripts/build/build-dts.mjs writes the declarations): ESM, one file per source module (`dist/quantity-selector/
 * quantity-selector.js` from `src/quantity-selector/quantity-selector.tsx`), the entries of
 * scripts/build/npm-packages.mjs at the top (`dist/index.js`), and `dist/styles.css`.
 *
 * Why one file per module rather than one bundle per entry: an app's bundler drops a module whose
 * exports it does not use only when the module is a file of its own (the packages declare
 * `"sideEffects": ["*.css"]`). Inside one bundled `index.js` it can only drop statements it can
 * prove pure, and a schema built at module level, a `forwardRef(…)` or a library that sets itself
 * up on import (DOMPurify) are not: importing `QuantitySelector` then brought DOMPurify, the
 * schemas and every component of the file (`npm run size:npm`).
 *
 * `'use client'` goes on each client module (`scripts/build/client-modules.mjs` says which: those that
 * use React, a React library or another client module), never on the entries, which only
 * re-export: a Server Component importing one component gets that module as its client boundary.
 * Packages are built in the order they depend on each other, so a module importing a name from
 * another `@hearth/*` package knows whether that name is client code.
 *
 * Dependencies are not bundled: each package imports what its package.json lists (dependencies,
 * peer dependencies, other `@hearth/*` packages), so an app gets one copy of each library. A bare
 * import the package does not declare fails the build, naming the package and the import.
 */
import { rolldown } from 'rolldown';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { USE_CLIENT, classifyModules, packageOf, reactLibraries } from './client-modules.mjs';
import { ROOT } from './islands.mjs';
import { NPM_PACKAGES, entryPoints } from './npm-packages.mjs';

/** Imported only by the `testing` entries, which run inside the user's test runner. */
const TEST_RUNNER = ['vitest'];

/** Every `.css` under `dir`, sorted, for a package's `dist/styles.css`. */
function stylesheets(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'testing' ? [] : stylesheets(path);
      return name.endsWith('.css') ? [path] : [];
    });
}

/** `dist/styles.css`: the package's stylesheets in one file (ui: the design tokens first). */
function writeStyles(dir) {
  const src = join(dir, 'src');
  const tokens = join(src, 'tokens.css');
  const files = stylesheets(src).filter((file) => file !== tokens);
  if (existsSync(tokens)) files.unshift(tokens);
  if (files.length === 0) return;
  writeFileSync(join(dir, 'dist/styles.css'), files.map((file) => readFileSync(file, 'utf8')).join('\n'));
}

async function buildPackage(name) {
  const dir = join(ROOT, 'packages', name);
  const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const declared = new Set([
    ...Object.keys(json.dependencies ?? {}),
    ...Object.keys(json.peerDependencies ?? {}),
    ...TEST_RUNNER,
  ]);
  const external = (id, importer, isResolved) => {
    if (isResolved || /^[./#\0]/.test(id)) return false;
    const pkg = packageOf(id);
    if (pkg.startsWith('@hearth/') || declared.has(pkg)) return true;
    throw new Error(`@hearth/${name}: ${importer} imports '${id}', which packages/${name}/package.json does not list`);
  };
  const bundle = await rolldown({
    input: entryPoints(name),
    cwd: ROOT,
    platform: 'browser',
    external,
    resolve: { conditionNames: ['hearth-source', 'import', 'module', 'default'] },
    // `process.env.NODE_ENV` is left for the app's bundler (as React's own packages do), so the
    // checks made in development only (the endpoints keys' slips) drop out of its production build;
    // the browser platform would otherwise set it at this build
    transform: {
      target: 'es2022',
      jsx: { runtime: 'automatic' },
      define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
    },
    // a directive kept on its module is what we want (see above), not a warning
    onLog(level, log, handler) {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
    },
  });
  const dist = join(dir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const { output } = await bundle.write({
    dir: dist,
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: join(dir, 'src'),
    entryFileNames: '[name].js',
  });
  await bundle.close();
  const chunks = Object.fromEntries(
    output.filter((file) => file.type === 'chunk').map(({ fileName, code, exports }) => [fileName, { code, exports }]),
  );
  const entries = Object.fromEntries(Object.keys(entryPoints(name)).map((entry) => [entry, `${entry}.js`]));
  const { client, exports } = classifyModules({
    pkg: name,
    chunks,
    entries,
    isReactLibrary: reactLibraries(dir),
    clientNames,
  });
  for (const file of client) writeFileSync(join(dist, file), USE_CLIENT + chunks[file].code);
  clientExports.set(name, exports);
  writeStyles(dir);
  return client.size;
}

/** `package → { '' | '/entry': client names }` of the packages built so far. */
const clientExports = new Map();

/** The client names of an `@hearth/*` import (`@hearth/core`, `@hearth/core/testing`); none for other packages. */
function clientNames(specifier) {
  const hearth = specifier.match(/^@hearth\/([^/]+)(\/.+)?$/);
  if (!hearth) return new Set();
  const built = clientExports.get(hearth[1]);
  const names = built?.[hearth[2] ?? ''];
  if (!names) throw new Error(`build-npm: ${specifier} is imported before it was built (a dependency cycle?)`);
  return names;
}

/** The packages in rounds: each round's packages depend only on earlier rounds' (package.json `dependencies`). */
function buildRounds() {
  const deps = new Map(
    Object.keys(NPM_PACKAGES).map((name) => {
      const json = JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'));
      const hearth = Object.keys(json.dependencies ?? {})
        .filter((dep) => dep.startsWith('@hearth/'))
        .map((dep) => dep.slice('@hearth/'.length));
      return [name, hearth];
    }),
  );
  const rounds = [];
  const done = new Set();
  while (done.size < deps.size) {
    const round = [...deps].filter(([name, on]) => !done.has(name) && on.every((dep) => done.has(dep))).map(([n]) => n);
    if (round.length === 0) throw new Error(`build-npm: the @hearth packages depend on each other in a cycle`);
    round.forEach((name) => done.add(name));
    rounds.push(round);
  }
  return rounds;
}

const started = Date.now();
let marked = 0;
for (const round of buildRounds()) for (const count of await Promise.all(round.map(buildPackage))) marked += count;
console.log(
  `build-npm: ${Object.keys(NPM_PACKAGES).length} packages, ${marked} client modules marked 'use client', in ${Date.now() - started} ms`,
);
