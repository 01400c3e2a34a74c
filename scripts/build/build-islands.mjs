#!/usr/bin/env node
/**
 * The script-tag build [ref: script-tag#the-markup]. Islands are found by pattern (scripts/build/islands.mjs): every
 * `packages/<package>/src/<island>/island.ts`. Then:
 *
 * 1. an analysis pass (esbuild) bundles the islands with code splitting and reads, from its metafile, which
 *    modules each chunk holds. Styles follow modules: `foo.css` beside `foo.tsx` belongs to it.
 *    Each chunk's styles become hashed CSS files (`ui-HASH.css` for the design tokens and the
 *    primitives of @hearth/ui, `commerce-HASH.css` for the store's shared parts of
 *    @hearth/commerce, `<island>-HASH.css` / `chunk-HASH.css` for features), linked in the order
 *    of the layers, so a feature's rule wins over a primitive's or a shared part's of the same
 *    weight; a page downloads only the CSS of the islands on it, and shares what islands share.
 *    Sheets a page loads together are then merged (`styles-HASH.css` when one holds several
 *    layers, its rules in layer order), where every list stays linkable in layer order;
 * 2. the real pass bundles the islands' modules (`<island>.island-hash.js`) with rolldown's code
 *    splitting, small shared chunks merged into ones their pages load anyway (merge-chunks.mjs),
 *    superstruct split a module per declaration (split-module.mjs) and the one vocabulary's small
 *    modules copied into each feature module that imports them (copy-modules.mjs);
 *    each island then gets a small entry (`<island>-HASH.js`, see `islandEntry`) that fetches
 *    its module, the chunks that module imports and its stylesheets (`<link>` elements, so
 *    `style-src 'self'` works) all at once, and resolves once they are in: the loader mounts an
 *    island only once it is styled. A module an island imports dynamically (a popup's body,
 *    `lazyPart` of @hearth/ui) gets a small entry of its own that links the styles of its own
 *    chunks, so they come with it, not with the page (linked after the page's, in cascade order
 *    primitives then features of that part);
 * 3. `hearth.js`, the loader, is bundled with a registry generated from pass 2 (`hearth:registry`,
 *    data only, no import statement): island name → the hash of its chunk
 *    (`./<name>-<hash>.js`), the load defaults that are not eager, and the chunks every island
 *    imports, which the loader import()s beside the first island instead of after it.
 *
 * Writes `packages/islands/dist` (React on Preact: see `reactOnPreact`) with `hearth-manifest.json`
 * (island → chunk, static imports, CSS; loader sizes; each dynamically imported module →
 * its chunk, static imports and CSS) and, for `npm run bench` only,
 * `packages/islands/dist-react` (the same islands on React 19). `--script-tag-only` builds the
 * first alone: what `npm start` serves.
 */
import { build, transform } from 'esbuild';
import { rolldown } from 'rolldown';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ROOT, readIslands } from './islands.mjs';
import { DEFINE, TARGET, rolldownInput } from './island-bundle.mjs';
import { reassignedExports, withPreamble } from './chunk-preamble.mjs';
import { brotli, cascadeOrder, chunkCycle, mergeSmallChunks, mergeStylesheets, STYLE_LAYERS } from './merge-chunks.mjs';
import { PREACT_CONDITIONS, preactTarget, reactOnPreactRolldown } from './preact-aliases.mjs';
import { islandTarget, tolerance } from '../size/size-check.mjs';
import { TARGETS } from '../size/size-targets.mjs';
import { splitModules } from './split-module.mjs';
import { SCRIPT_TAG_CONDITION, wordingEsbuild, wordingRolldown } from './wording-plugin.mjs';
import { copyModules } from './copy-modules.mjs';

const LOADER_ENTRY = join(ROOT, 'packages/islands/src/hearth.ts');
const TOKENS = join(ROOT, 'packages/ui/src/tokens.css');
const UI_SRC = join(ROOT, 'packages/ui/src/');
const COMMERCE_SRC = join(ROOT, 'packages/commerce/src/');

/**
 * React on Preact for the script-tag build (scripts/build/preact-aliases.mjs, shared with the `preact`
 * test project): Hearth's own `react` imports get the small layer on Preact's core and hooks,
 * libraries get preact/compat, JSX Preact's runtime.
 */
const reactOnPreact = {
  name: 'hearth-react-on-preact',
  setup(b) {
    b.onResolve({ filter: /^(react|react-dom|use-sync-external-store)(\/.*)?$/ }, ({ path, importer, kind }) => {
      const target = preactTarget(path, importer);
      if (!target) return undefined;
      return target.startsWith('/') ? { path: target } : b.resolve(target, { kind, resolveDir: ROOT });
    });
  },
};
/** Libraries of one module split into a module per declaration (scripts/build/split-module.mjs). */
const SPLIT = ['superstruct'];
/**
 * Small modules copied into each module that imports them (scripts/build/copy-modules.mjs): the
 * browser's parts of core's `BrowserEnv`, `defineIslandWithRules` (the two islands that check
 * their props by rules, which would otherwise share it in a file of its own), ui's
 * `useMediaQuery` and commerce's schema kit.
 */
const COPIED = {
  '@hearth/core': [
    ...['browser-env', 'page', 'page-history', 'page-window', 'media-query'].map((name) =>
      join(ROOT, `packages/core/src/env/${name}.ts`),
    ),
    join(ROOT, 'packages/core/src/runtime/define-island-rules.ts'),
  ],
  '@hearth/ui': [join(ROOT, 'packages/ui/src/utils/use-media-query.ts')],
  '@hearth/commerce': [join(ROOT, 'packages/commerce/src/schema-kit/schema-kit.ts')],
};
const wording = wordingRolldown();
const VARIANTS = [
  // `hearth-preact` picks the runtime's Preact renderer (`#island-root` in @hearth/core);
  // `hearth-script-tag` the page's wording (`#wording`, see wording-plugin.mjs).
  {
    outdir: join(ROOT, 'packages/islands/dist'),
    plugins: [reactOnPreact, wordingEsbuild],
    rolldownPlugins: [reactOnPreactRolldown, splitModules(SPLIT), copyModules(COPIED), wording],
    conditions: [SCRIPT_TAG_CONDITION, ...PREACT_CONDITIONS],
  },
  {
    outdir: join(ROOT, 'packages/islands/dist-react'),
    plugins: [wordingEsbuild],
    rolldownPlugins: [splitModules(SPLIT), copyModules(COPIED), wording],
    conditions: [SCRIPT_TAG_CONDITION, 'hearth-source'],
  },
];
const common = {
  absWorkingDir: ROOT, // metafile paths are relative to it
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: TARGET,
  minify: true,
  treeShaking: true,
  conditions: ['hearth-source'],
  jsx: 'automatic',
  legalComments: 'none',
  define: DEFINE,
  logLevel: 'warning',
};

const hash = (text) =>
  createHash('sha256').update(text).digest('base64url').replace(/[-_]/g, '').slice(0, 8).toUpperCase();

/**
 * Pass 1 reads each package's barrels (the `index.ts` files under `packages/<package>/src`, not
 * the islands' React layer) as `export * from` the modules they name. esbuild counts every module
 * an `export { … } from` names as reached by each island that imports the barrel, so every island
 * using one name of @hearth/commerce got the styles of all of it (the add-ons list and the cart
 * validation lists on the gallery page: +1.4 KB of CSS); read as `export *`, what an island really
 * imports decides its styles, as rolldown decides its JavaScript in pass 2. Type-only lists are
 * dropped; a renamed name (`a as b`) stays as it is.
 */
const BARREL = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/](.+[\\/])?index\.ts$/;
const asStar = (source) =>
  source.replace(/export\s+(type\s+)?\{([^}]*)\}\s+from\s+('[^']+');?/g, (_, typeOnly, list, from) => {
    if (typeOnly) return '';
    const renamed = list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => / as /.test(name) && !name.startsWith('type '));
    return `export * from ${from};${renamed.length ? ` export { ${renamed.join(', ')} } from ${from};` : ''}`;
  });
const barrelsAsStar = {
  name: 'hearth-barrels-as-star',
  setup(b) {
    b.onLoad({ filter: BARREL }, ({ path }) =>
      path.startsWith(join(ROOT, 'packages/islands/'))
        ? undefined
        : { contents: asStar(readFileSync(path, 'utf8')), loader: 'ts' },
    );
  },
};

/** Chunks an output imports, transitively: statically only, or with dynamic imports too. */
function closureOf(outputs, file, withDynamic) {
  const seen = new Set([file]);
  const visit = (f) => {
    for (const dep of outputs[f]?.imports ?? []) {
      if (dep.external || seen.has(dep.path)) continue;
      if (dep.kind !== 'import-statement' && !(withDynamic && dep.kind === 'dynamic-import')) continue;
      seen.add(dep.path);
      visit(dep.path);
    }
  };
  visit(file);
  return [...seen];
}

/** The stylesheet beside a module (`foo.tsx` → `foo.css`), if any. */
function stylesOf(module) {
  if (!/\.tsx?$/.test(module)) return undefined;
  const css = join(ROOT, module).replace(/\.tsx?$/, '.css');
  return existsSync(css) ? css : undefined;
}

/**
 * Pass 1: which stylesheets each island needs, grouped by the chunk their modules landed in,
 * written as hashed CSS files. Returns island name → CSS file names, in cascade order (tokens,
 * then primitives, then features).
 */
async function buildStyles(islands, plugins, conditions, outdir) {
  const { metafile } = await build({
    ...common,
    minify: false,
    plugins: [barrelsAsStar, ...plugins],
    conditions,
    write: false,
    outdir,
    splitting: true,
    metafile: true,
    entryPoints: Object.fromEntries(islands.map((island) => [island.name, island.source])),
  });
  const outputs = metafile.outputs;
  const entryOf = new Map(islands.map((island) => [island.source.slice(ROOT.length + 1), island.name]));
  const cssOfChunk = new Map();
  const written = new Map();
  const emit = async (prefix, files) => {
    const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const { code } = await transform(source, { loader: 'css', minify: true, target: 'chrome100' });
    const name = `${prefix}-${hash(code)}.css`;
    written.set(name, code);
    return name;
  };
  const tokens = await emit('ui', [TOKENS]);
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith('.js')) continue;
    const modules = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module]) => stylesOf(module))
      .filter(Boolean);
    const ui = modules.filter((css) => css.startsWith(UI_SRC));
    const commerce = modules.filter((css) => css.startsWith(COMMERCE_SRC));
    const feature = modules.filter((css) => !css.startsWith(UI_SRC) && !css.startsWith(COMMERCE_SRC));
    const island = output.entryPoint && entryOf.get(output.entryPoint);
    cssOfChunk.set(file, {
      ui: ui.length ? await emit('ui', ui) : undefined,
      commerce: commerce.length ? await emit('commerce', commerce) : undefined,
      feature: feature.length ? await emit(island ?? 'chunk', feature) : undefined,
    });
  }
  const cssOf = (file) => {
    const chunks = closureOf(outputs, file, false).map((chunk) => cssOfChunk.get(chunk) ?? {});
    return ['ui', 'commerce', 'feature'].flatMap((layer) => [...new Set(chunks.map((c) => c[layer]).filter(Boolean))]);
  };
  const result = {};
  const lazy = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint) continue;
    const island = entryOf.get(output.entryPoint);
    // An island's page links its static chunks' styles; a dynamically imported module's chunk
    // brings its own (what the island already linked is skipped at run time).
    if (island) result[island] = [tokens, ...cssOf(file)];
    else lazy[join(ROOT, output.entryPoint)] = cssOf(file);
  }
  return {
    css: result,
    lazy,
    tokens,
    texts: written,
    sizes: Object.fromEntries([...written].map(([name, code]) => [name, brotli(code)])),
  };
}

/** The layer of a stylesheet of {@link buildStyles}, by its name, and its rank in {@link STYLE_LAYERS}. */
const layerOf = (name) => (name.startsWith('ui-') ? 'ui' : name.startsWith('commerce-') ? 'commerce' : 'feature');
const rankOf = (name) => STYLE_LAYERS.indexOf(layerOf(name));
/** A merged stylesheet's name by its one layer (one of several layers: `styles-HASH.css`). */
const PREFIX = { ui: 'ui', commerce: 'commerce', feature: 'chunk' };

/**
 * The stylesheets merged on the pages the chunks' merging weighed (`pages` of mergeSmallChunks,
 * with their JavaScript): each page's budget for CSS is its hard target less the loader and its
 * JavaScript. Returns `styles` with the merged files: each island's and each lazily loaded
 * module's list (in layer order, tokens first), the texts and their sizes.
 */
function mergeStyles(islands, styles, pages, loaderBytes) {
  const nameOf = new Map(islands.map((island) => [island.source, island.name]));
  const listOf = (id) => (nameOf.has(id) ? styles.css[nameOf.get(id)] : (styles.lazy[id] ?? []));
  const order = [
    ...new Set([styles.tokens, ...Object.values(styles.css).flat(), ...Object.values(styles.lazy).flat()]),
  ];
  const declared = Object.values(TARGETS.pages);
  const merged = mergeStylesheets(
    order.map((name) => ({ name, layer: layerOf(name), bytes: styles.sizes[name] })),
    pages.map(({ entries, weight, key, js }) => {
      // as for the chunks' budgets: the hard target, or less where `npm run size` would fail the page first
      const max =
        typeof key === 'number'
          ? declared[key].max === undefined
            ? undefined
            : pageLimit(Object.keys(TARGETS.pages)[key], declared[key].max)
          : key !== undefined && nameOf.has(key)
            ? pageLimit(`${nameOf.get(key)} page`, islandTarget(nameOf.get(key), TARGETS).max)
            : undefined;
      return {
        files: new Set(entries.flatMap(listOf)),
        weight,
        cssMax: max === undefined ? undefined : max - loaderBytes - js,
        js,
        alone: typeof key === 'string',
      };
    }),
    // each island's list and each lazily loaded module's is linked in order, one after the other
    { lists: [...Object.values(styles.css), ...Object.values(styles.lazy)].map((list) => new Set(list)) },
  );
  const renamed = new Map();
  const texts = new Map(styles.texts);
  /** Each file's layers, first and last (a merged file may hold several, in cascade order). */
  const span = new Map(order.map((name) => [name, [rankOf(name), rankOf(name)]]));
  for (const names of merged) {
    names.sort((x, y) => rankOf(x) - rankOf(y) || order.indexOf(x) - order.indexOf(y));
    const code = names.map((name) => styles.texts.get(name)).join('');
    const [lo, hi] = [rankOf(names[0]), rankOf(names.at(-1))];
    const prefix = lo === hi ? PREFIX[STYLE_LAYERS[lo]] : 'styles';
    const name = `${prefix}-${hash(code)}.css`;
    texts.set(name, code);
    span.set(name, [lo, hi]);
    for (const old of names) renamed.set(old, name);
  }
  // a list's files in cascade order (merging kept every list's spans apart)
  const remap = (list) =>
    cascadeOrder(new Set(list.map((name) => renamed.get(name) ?? name)), (name) => span.get(name));
  const tokens = renamed.get(styles.tokens) ?? styles.tokens;
  const css = Object.fromEntries(Object.entries(styles.css).map(([island, list]) => [island, remap(list)]));
  const lazy = Object.fromEntries(Object.entries(styles.lazy).map(([id, list]) => [id, remap(list)]));
  const used = new Set([tokens, ...Object.values(css).flat(), ...Object.values(lazy).flat()]);
  for (const name of [...texts.keys()]) if (!used.has(name)) texts.delete(name);
  return {
    css,
    lazy,
    tokens,
    texts,
    sizes: Object.fromEntries([...texts].map(([name, code]) => [name, styles.sizes[name] ?? brotli(code)])),
  };
}

const BASELINE = JSON.parse(readFileSync(join(ROOT, 'scripts/size/size-baseline.json'), 'utf8')).pages;

/**
 * What the merging's figure for a page may miss by: it weighs the chunks as rolldown first wrote
 * them, and the merged ones come out a little different (measured: the cart-count page 71 B
 * heavier than weighed, the add-to-cart page 99 B lighter).
 */
const ESTIMATE_ROOM = 100;

/**
 * What page `name` may weigh as the merging sees it: its hard target `max`, or less where
 * `npm run size` would fail it before that, over its baseline with the tolerance
 * (scripts/size/size-check.mjs); less {@link ESTIMATE_ROOM}.
 */
function pageLimit(name, max) {
  const base = BASELINE[name]?.total;
  return Math.min(max, base === undefined ? Infinity : base + tolerance(base)) - ESTIMATE_ROOM;
}

/**
 * What the chunk merging (merge-chunks.mjs) weighs beside each island's page alone: the pages of
 * `TARGETS.pages` (scripts/size/size-targets.mjs, the store's templates the issues name), with their
 * modules loaded on demand, and every page's budget for its JavaScript: its hard target less the
 * loader and its CSS, so no merge takes a page over its target.
 */
function pageBudgets(islands, styles, chunks, loaderBytes) {
  const source = new Map(islands.map((island) => [island.name, island.source]));
  const cssBytes = (files) => [...new Set(files)].reduce((n, file) => n + styles.sizes[file], 0);
  const lazyIds = chunks.filter((chunk) => chunk.isDynamicEntry).map((chunk) => chunk.facadeModuleId);
  const budgets = {};
  for (const island of islands)
    budgets[island.source] =
      pageLimit(`${island.name} page`, islandTarget(island.name, TARGETS).max) -
      loaderBytes -
      cssBytes(styles.css[island.name]);
  const pages = Object.values(TARGETS.pages).map((page) => {
    const lazy = (page.lazy ?? []).map((file) => lazyIds.find((id) => id.endsWith(`/${file}`))).filter(Boolean);
    const css = [
      ...page.islands.flatMap((name) => styles.css[name] ?? []),
      ...lazy.flatMap((id) => styles.lazy[id] ?? []),
    ];
    return {
      entries: [...page.islands.map((name) => source.get(name)), ...lazy],
      jsMax: page.max === undefined ? undefined : page.max - loaderBytes - cssBytes(css),
      weight: page.weight,
    };
  });
  const entryCss = Object.fromEntries([
    ...islands.map((island) => [island.source, cssBytes(styles.css[island.name])]),
    ...lazyIds.map((id) => [id, cssBytes(styles.lazy[id] ?? [])]),
  ]);
  return { pages, budgets, entryCss };
}

/**
 * The preamble of every entry chunk (an island's chunk, a module loaded on demand), see
 * scripts/build/chunk-preamble.mjs: its imports, what they import in turn and its stylesheets
 * (`cssOf(facadeModuleId)`) fetched at once. Records, per chunk, the bindings it reads from
 * others, so the build can refuse one that another chunk reassigns.
 */
const preamble = (cssOf, reads) => ({
  name: 'hearth-preamble',
  renderChunk(code, chunk, _options, { chunks }) {
    if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
    const graph = Object.fromEntries(Object.entries(chunks).map(([file, { imports }]) => [file, imports]));
    const { code: out, imports } = withPreamble(code, chunk.fileName, graph, cssOf(chunk.facadeModuleId));
    reads.set(chunk.fileName, imports);
    return out;
  },
  augmentChunkHash(chunk) {
    // the stylesheets' names are in the preamble: a new stylesheet is a new chunk
    return chunk.isEntry || chunk.isDynamicEntry ? JSON.stringify(cssOf(chunk.facadeModuleId)) : undefined;
  },
});

/**
 * The registry `hearth.js` imports (`hearth:registry`): island name → the hash of its entry
 * (`./<name>-<hash>.js`, in a prototype-free object so `chunks.constructor` is no island) and the
 * load defaults that are not eager. About 17 B brotli per island.
 */
/** Seven base-36 characters from `name`, as random-looking as a chunk's hash (`[hash:7]`). */
const standInHash = (name) =>
  BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 12)}`)
    .toString(36)
    .padStart(7, '0')
    .slice(-7);

function registrySource(manifest) {
  const chunks = Object.fromEntries(
    Object.entries(manifest).map(([name, { file }]) => [name, file.slice(name.length + 1, -3)]),
  );
  const loads = Object.fromEntries(
    Object.entries(manifest)
      .filter(([, island]) => island.load !== 'eager')
      .map(([name, island]) => [name, island.load]),
  );
  // Both prototype-free: `loads.constructor` must not read as a load strategy either.
  return `export const chunks={__proto__:null,${JSON.stringify(chunks).slice(1)},loads={__proto__:null,${JSON.stringify(loads).slice(1)};`;
}

async function buildLoader(outdir, registry, write = true) {
  const result = await build({
    ...common,
    entryPoints: { hearth: LOADER_ENTRY },
    outdir,
    write,
    plugins: [
      {
        name: 'hearth-registry',
        setup(b) {
          b.onResolve({ filter: /^hearth:registry$/ }, () => ({ path: 'registry', namespace: 'hearth-registry' }));
          b.onLoad({ filter: /.*/, namespace: 'hearth-registry' }, () => ({ contents: registry, loader: 'js' }));
        },
      },
    ],
  });
  return result.outputFiles?.[0]?.text;
}

/**
 * Pass 2: the islands' modules, bundled by rolldown with code splitting, written to `outdir`.
 * rolldown rather than esbuild here: its splitting alone took 0.3–1.8 KB off each page measured,
 * and it takes groups, so small shared chunks can be merged (mergeSmallChunks: 17 files on the
 * add-to-cart page instead of 32; docs/measurements.md). Returns the outputs in the shape of esbuild's metafile
 * (`dist/file` → imports, entry point, modules with their bytes), which the rest of this script
 * and the size investigations read.
 */
async function bundleIslands(islands, { outdir, rolldownPlugins, conditions }, merge) {
  const bundle = await rolldown({
    ...rolldownInput({ conditions, plugins: rolldownPlugins }),
    // `<island>-<hash>.js`: the registry gives the loader the hash
    input: Object.fromEntries(islands.map((island) => [island.name, island.source])),
    // an island's module exports only its definition; shared code may sit in it too
    preserveEntrySignatures: 'allow-extension',
    logLevel: 'warn',
    // swr's 'use client' means nothing on a page without React Server Components.
    onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
  });
  const options = {
    format: 'es',
    minify: true,
    comments: false,
    // Seven characters, the fewest rolldown takes for this many chunks: a page names each file it
    // fetches, and a hash's characters do not compress (from eight: the quantity selector's page
    // 47 B lighter, the shopper's visit 871 B and 5 files; docs/measurements.md).
    entryFileNames: '[name]-[hash:7].js',
    chunkFileNames: 'chunk-[hash:7].js',
    hashCharacters: 'base36',
  };
  const first = await bundle.generate(options);
  const { groups, styles } = merge(first.output.filter((chunk) => chunk.type === 'chunk'));
  const islandCss = new Map(islands.map((island) => [island.source, styles.css[island.name]]));
  const lazyCss = styles.lazy;
  const reads = new Map();
  const { output } = await bundle.write({
    ...options,
    dir: outdir,
    codeSplitting: { groups },
    plugins: [preamble((id) => islandCss.get(id) ?? lazyCss[id] ?? [], reads)],
  });
  const chunks = output.filter((chunk) => chunk.type === 'chunk');
  const cycle = chunkCycle(chunks);
  if (cycle) throw new Error(`build-islands: chunks import each other in a circle: ${cycle.join(' → ')}`);
  await bundle.close();
  // A preamble reads bindings once: none may be one its chunk reassigns later (chunk-preamble.mjs).
  const named = new Map(chunks.map((chunk) => [chunk.preliminaryFileName, chunk]));
  const reassigned = new Map();
  for (const [file, imports] of reads) {
    for (const { from, name } of imports) {
      if (!reassigned.has(from)) reassigned.set(from, reassignedExports(named.get(from).code));
      if (!reassigned.get(from).has(name)) continue;
      throw new Error(
        `build-islands: ${named.get(file).fileName} imports "${name}" of ${named.get(from).fileName}, which that chunk reassigns: its preamble would read it once`,
      );
    }
  }
  const rel = (file) => join(outdir, file).slice(ROOT.length + 1);
  const outputs = {};
  for (const chunk of chunks) {
    const entry = chunk.facadeModuleId && (chunk.isEntry || chunk.isDynamicEntry) ? chunk.facadeModuleId : undefined;
    outputs[rel(chunk.fileName)] = {
      imports: [
        ...chunk.imports.map((file) => ({ path: rel(file), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((file) => ({ path: rel(file), kind: 'dynamic-import' })),
      ],
      entryPoint: entry?.replace(`${ROOT}/`, ''),
      inputs: Object.fromEntries(
        Object.entries(chunk.modules).map(([id, module]) => [
          id.replace(`${ROOT}/`, ''),
          { bytesInOutput: module.renderedLength },
        ]),
      ),
    };
  }
  return { outputs, styles };
}

const islands = await readIslands();
const variants = process.argv.includes('--script-tag-only') ? VARIANTS.slice(0, 1) : VARIANTS;
for (const variant of variants) {
  const { outdir, plugins, conditions } = variant;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const unmerged = await buildStyles(islands, plugins, conditions, outdir);
  // what hearth.js will weigh, for the pages' budgets (its registry's hashes are not known yet:
  // stand-ins as random as they will be, since '00000000' for each island compressed to 150 B less)
  const loaderBytes = brotli(
    await buildLoader(
      outdir,
      registrySource(
        Object.fromEntries(islands.map((i) => [i.name, { file: `${i.name}-${standInHash(i.name)}.js`, load: i.load }])),
      ),
      false,
    ),
  );
  const { outputs, styles } = await bundleIslands(islands, variant, (chunks) => {
    const { groups, pages } = mergeSmallChunks(chunks, pageBudgets(islands, unmerged, chunks, loaderBytes));
    return { groups, styles: mergeStyles(islands, unmerged, pages, loaderBytes) };
  });
  for (const [name, code] of styles.texts) writeFileSync(join(outdir, name), code);
  const manifest = {};
  for (const island of islands) {
    const [chunk] = Object.entries(outputs).find(
      ([file, output]) => file.endsWith('.js') && output.entryPoint === island.source.slice(ROOT.length + 1),
    );
    const [file, ...deps] = closureOf(outputs, chunk, false).map((dep) => basename(dep));
    manifest[island.name] = {
      file,
      package: island.package,
      load: island.load,
      popup: island.popup,
      // the chunks the island's chunk imports, directly or not (its preamble asks for them all)
      deps: deps.sort(),
      css: styles.css[island.name],
    };
  }
  // Modules islands import dynamically (lazy parts, action groups): their chunk, the chunks it
  // imports and its styles, so the size check can weigh a page as it is once a part has loaded.
  const lazy = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (
      !file.endsWith('.js') ||
      !output.entryPoint ||
      islands.some((island) => island.source.slice(ROOT.length + 1) === output.entryPoint)
    )
      continue;
    const source = output.entryPoint;
    const deps = closureOf(outputs, file, false).map((dep) => basename(dep));
    lazy[source] = { deps: [deps[0], ...deps.slice(1).sort()], css: styles.lazy[join(ROOT, source)] ?? [] };
  }
  await buildLoader(outdir, registrySource(manifest));
  // The loader's own weight, without any island, for the size check's "fixed part".
  const empty = await buildLoader(outdir, registrySource({}), false);
  const loader = { file: 'hearth.js', brotli: brotli(readFileSync(join(outdir, 'hearth.js'))), fixed: brotli(empty) };
  // For size investigations: which module landed in which chunk, with its bytes.
  writeFileSync(join(outdir, 'hearth-metafile.json'), JSON.stringify({ outputs }));
  writeFileSync(
    join(outdir, 'hearth-manifest.json'),
    `${JSON.stringify({ loader, tokens: styles.tokens, css: styles.sizes, islands: manifest, lazy }, null, 2)}\n`,
  );
  console.log(
    `${outdir.slice(ROOT.length + 1)}: hearth.js + ${Object.keys(manifest).length} islands, ${Object.keys(styles.sizes).length} stylesheets`,
  );
}
