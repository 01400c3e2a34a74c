#!/usr/bin/env node
/**
 * The script-tag build (CONTRACT §1), in two esbuild passes:
 *
 * 1. every island in `packages/islands/src/islands/` is an entry point, code-split into
 *    content-hashed chunks (`quantity-selector-HASH.js`, `chunk-HASH.js`);
 * 2. `hearth.js`, the loader, is bundled on its own with a registry generated from pass 1's
 *    metafile: each island imports its hashed chunk and, in the same moment, the chunks every
 *    island needs (`<link rel="modulepreload">`), so a page fetches an island and the framework
 *    in parallel instead of one after the other. `hearth.js` imports nothing statically.
 *
 * Writes `packages/islands/dist` (React aliased to preact/compat) and, for `npm run bench` only,
 * `packages/islands/dist-react` (the same islands on React 19).
 */
import { build } from 'esbuild';
import { copyFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';

const ISLANDS_DIR = 'packages/islands/src/islands';
const STYLES = 'packages/ui/src/styles.css';
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
const VARIANTS = [
  { outdir: 'packages/islands/dist', alias: PREACT_ALIASES },
  { outdir: 'packages/islands/dist-react', alias: {} },
];
const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  treeShaking: true,
  conditions: ['hearth-source'],
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

/** Island name → source file, from the islands folder (tests excluded). */
export function islandSources() {
  return Object.fromEntries(
    readdirSync(ISLANDS_DIR)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => [file.replace(/\.tsx?$/, ''), `${ISLANDS_DIR}/${file}`]),
  );
}

/** For each island: its chunk and every chunk it imports statically, from an esbuild metafile. */
function manifestOf(metafile, sources) {
  const islandOf = new Map(Object.entries(sources).map(([name, source]) => [source, name]));
  const outputs = metafile.outputs;
  const closure = (file, seen = new Set()) => {
    for (const dep of outputs[file]?.imports ?? []) {
      if (dep.kind !== 'import-statement' || seen.has(dep.path)) continue;
      seen.add(dep.path);
      closure(dep.path, seen);
    }
    return seen;
  };
  const manifest = {};
  for (const [file, output] of Object.entries(outputs)) {
    // Chunks imported dynamically by an island (e.g. the sanitizer) are entry points too: skip them.
    const name = islandOf.get(output.entryPoint);
    if (!name || !file.endsWith('.js')) continue;
    manifest[name] = {
      file: `./${basename(file)}`,
      deps: [...closure(file)].map((dep) => `./${basename(dep)}`).sort(),
    };
  }
  return manifest;
}

/**
 * The generated registry that replaces `./registry` inside hearth.js: island name → its hashed
 * chunk. The chunks every island imports (the framework) are preloaded with the first island, so
 * they download alongside it instead of after it; the rest an island chunk finds by itself. A
 * full per-island dependency table would cost ~40 bytes of hashes per island in the loader.
 */
function registrySource(manifest) {
  const lists = Object.values(manifest).map(({ deps }) => deps);
  const common = lists.length ? lists[0].filter((dep) => lists.every((deps) => deps.includes(dep))) : [];
  const files = Object.fromEntries(Object.entries(manifest).map(([name, { file }]) => [name, file]));
  return `const files = ${JSON.stringify(files)};
let preloaded = false;
/** Starts downloading the framework chunks with the first island chunk. */
function preloadFramework() {
  if (preloaded) return;
  preloaded = true;
  for (const file of ${JSON.stringify(common)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, import.meta.url).href;
    document.head.append(link);
  }
}
const load = (file) => import(file);
export const islands = {};
for (const name in files) islands[name] = () => (preloadFramework(), load(files[name]));
`;
}

for (const { outdir, alias } of VARIANTS) {
  rmSync(outdir, { recursive: true, force: true });
  const sources = islandSources();
  const islands = await build({
    ...common,
    alias,
    entryPoints: sources,
    outdir,
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
  });
  const manifest = manifestOf(islands.metafile, sources);
  await build({
    ...common,
    entryPoints: { hearth: 'packages/islands/src/hearth.ts' },
    outdir,
    plugins: [
      {
        name: 'hearth-registry',
        setup(b) {
          b.onResolve({ filter: /^\.\/registry$/ }, () => ({ path: 'registry', namespace: 'hearth-registry' }));
          b.onLoad({ filter: /.*/, namespace: 'hearth-registry' }, () => ({
            contents: registrySource(manifest),
            loader: 'js',
          }));
        },
      },
    ],
  });
  copyFileSync(STYLES, `${outdir}/hearth.css`);
  // For `npm run size` and tooling: which chunk is which island, and what each imports.
  writeFileSync(`${outdir}/hearth-manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${outdir}: hearth.js + ${Object.keys(manifest).length} islands`);
}
