import { defineConfig, type Options } from 'tsup';
import { NPM_PACKAGES, entryPoints } from './scripts/build/npm-packages.mjs';

/**
 * The npm packages' type declarations: one bundled `.d.ts` per entry (`packages/<name>/dist/
 * index.d.ts`). Their JavaScript and `styles.css` are `scripts/build/build-npm.mjs`'s (run first: it
 * empties `dist`), one file per module so apps' bundlers leave out what they do not import. The
 * script-tag build is `scripts/build/build-islands.mjs` (see there).
 */
export default defineConfig(
  Object.keys(NPM_PACKAGES).map((name): Options => ({
    entry: entryPoints(name),
    outDir: `packages/${name}/dist`,
    format: ['esm'],
    target: 'es2022',
    // `paths`: a type of another package that a file infers without importing that package is
    // written `import("@hearth/core")`, not `import("packages/core/src")` (which the declaration
    // bundler would then try to read as a file of its own).
    dts: {
      only: true,
      compilerOptions: {
        composite: false,
        customConditions: ['hearth-source'],
        paths: { '@hearth/*': ['./packages/*/src/index.ts'] },
      },
    },
    external: [/^@hearth\//],
  })),
);
