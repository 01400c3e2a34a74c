import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

/**
 * The npm packages (`packages/<name>/dist`): ESM with type declarations, dependencies external,
 * and `dist/styles.css`: the package's stylesheets in one file (ui: the design tokens first).
 * The script-tag build is `scripts/build-islands.mjs` (see there).
 */
const npmPackages: Record<string, string[]> = {
  core: ['index', 'server', 'loader:runtime/loader', 'testing:testing/index'],
  ui: ['index', 'testing:testing/index'],
  commerce: ['index'],
  cart: ['index'],
  account: ['index'],
  checkout: ['index'],
  swatches: ['index'],
  product: ['index'],
  media: ['index'],
  lists: ['index'],
};

/**
 * The dist entries that export components or hooks: each starts with `'use client'`, so a React
 * Server Component can import them (as client references) and an app needs no wrapper of its own.
 * Only the entry files get it, not the chunks: `@hearth/core/server` (no browser, no React) shares
 * chunks with `@hearth/core` and must stay server code. Checked by `scripts/dist-entries.test.ts`.
 */
const CLIENT_ENTRIES = ['index'];

/** Puts `'use client'` at the top of `packages/<name>/dist/<entry>.js` for each client entry. */
function markClientEntries(name: string): void {
  for (const entry of CLIENT_ENTRIES) {
    const file = `packages/${name}/dist/${entry}.js`;
    writeFileSync(file, `'use client';\n${readFileSync(file, 'utf8')}`);
  }
}

/** Every `.css` under `dir`, sorted, for a package's `dist/styles.css`. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'testing' ? [] : stylesheets(path);
      return name.endsWith('.css') ? [path] : [];
    });
}

function writeStyles(name: string): void {
  const src = `packages/${name}/src`;
  const tokens = `${src}/tokens.css`;
  const files = stylesheets(src).filter((file) => file !== tokens);
  if (existsSync(tokens)) files.unshift(tokens);
  if (files.length === 0) return;
  writeFileSync(`packages/${name}/dist/styles.css`, files.map((file) => readFileSync(file, 'utf8')).join('\n'));
}

export default defineConfig(
  Object.entries(npmPackages).map(([name, entries]): Options => ({
    entry: Object.fromEntries(
      entries.map((entry) => {
        const [key, path = entry] = entry.split(':');
        return [key, `packages/${name}/src/${path}.ts`];
      }),
    ),
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    splitting: true,
    treeshake: true,
    clean: true,
    // `paths`: a type of another package that a file infers without importing that package is
    // written `import("@hearth/core")`, not `import("packages/core/src")` (which the declaration
    // bundler would then try to read as a file of its own).
    dts: {
      compilerOptions: {
        composite: false,
        customConditions: ['hearth-source'],
        paths: { '@hearth/*': ['./packages/*/src/index.ts'] },
      },
    },
    external: [
      /^@hearth\//,
      'swr',
      'embla-carousel-react',
      // resolved by the app's bundler: DOMPurify on jsdom on the server (`node`), plain DOMPurify
      // in the browser
      'isomorphic-dompurify',
      'react',
      'react-dom',
      /^react\//,
      /^react-dom\//,
      'vitest',
      /^@testing-library\//,
      'axe-core',
    ],
    esbuildOptions(options) {
      options.conditions = ['hearth-source'];
      options.jsx = 'automatic';
    },
    async onSuccess() {
      markClientEntries(name);
      writeStyles(name);
    },
  })),
);
