import { copyFileSync, existsSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

/**
 * The npm packages (`packages/<name>/dist`): ESM with type declarations, dependencies external.
 * The script-tag build is `scripts/build-islands.mjs` (two esbuild passes; see there).
 */
const STYLES = 'packages/ui/src/styles.css';

const npmPackages = ['core', 'ui', 'cart', 'account'];

export default defineConfig(
  npmPackages.map(
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
      async onSuccess() {
        if (name === 'ui') copyFileSync(STYLES, 'packages/ui/dist/styles.css');
      },
    }),
  ),
);
