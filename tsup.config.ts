import { defineConfig, type Options } from 'tsup';

/**
 * Builds:
 * 1. the script-tag build (`packages/islands/dist`): `hearth.js` loader plus one lazily
 *    imported, content-hashed chunk per island, React aliased to preact/compat;
 * 2. the same islands on React 19 (`packages/islands/dist-react`), only for `npm run bench`;
 * 3. the npm packages (`packages/<name>/dist`), ESM with type declarations, dependencies external.
 */
const islandsEntry = { hearth: 'packages/islands/src/hearth.ts' };

const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const scriptTag = (outDir: string, alias: Record<string, string>): Options => ({
  entry: islandsEntry,
  outDir,
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  splitting: true,
  treeshake: true,
  minify: true,
  clean: true,
  sourcemap: false,
  dts: false,
  noExternal: [/.*/],
  loader: { '.css': 'copy' },
  publicDir: 'packages/ui/public',
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.alias = alias;
    options.conditions = ['hearth-source'];
    options.chunkNames = '[name]-[hash]';
    options.jsx = 'automatic';
    options.legalComments = 'none';
  },
});

const npmPackages = ['core', 'ui', 'cart'];

export default defineConfig([
  scriptTag('packages/islands/dist', PREACT_ALIASES),
  scriptTag('packages/islands/dist-react', {}),
  ...npmPackages.map(
    (name): Options => ({
      entry: name === 'core'
        ? { index: `packages/${name}/src/index.ts`, loader: 'packages/core/src/runtime/loader.ts' }
        : { index: `packages/${name}/src/index.ts` },
      outDir: `packages/${name}/dist`,
      format: ['esm'],
      platform: 'browser',
      target: 'es2022',
      splitting: true,
      treeshake: true,
      clean: true,
      dts: { compilerOptions: { composite: false, customConditions: ['hearth-source'] } },
      external: [/^@hearth\//, 'react', 'react-dom', /^react\//, /^react-dom\//],
      esbuildOptions(options) {
        options.conditions = ['hearth-source'];
        options.jsx = 'automatic';
      },
    }),
  ),
]);
