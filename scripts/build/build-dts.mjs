#!/usr/bin/env node
/**
 * The npm packages' type declarations: one bundled `.d.ts` per entry (`packages/<name>/dist/
 * index.d.ts`), shared declarations of a package's entries in `.d.ts` chunks beside them. Their
 * JavaScript and `styles.css` are `scripts/build/build-npm.mjs`'s (run first: it empties `dist`).
 *
 * Two steps:
 *
 * 1. TypeScript declares every entry of every package in ONE program, type-checked as it emits
 *    (nothing is written when a source has an error), into `.tmp/hearth-dts`. tsup, given the
 *    sources, made a program per package, each checking and declaring again the sources of the
 *    packages it imports (core in all ten): 87 s of CPU, this 15 s.
 * 2. tsup (rollup-plugin-dts) bundles each package's declarations from there, the other
 *    `@hearth/*` packages left as imports; its chunks, named after `<module>.d.ts`, lose the
 *    `.d` (`check-url-<hash>.d.ts`, as before).
 *
 *   node scripts/build/build-dts.mjs
 */
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { build } from 'tsup';
import { ROOT } from './islands.mjs';
import { NPM_PACKAGES, entryPoints } from './npm-packages.mjs';

/**
 * How the declarations are written: the repo's tsconfig with what tsup's declaration build set.
 * `paths`: a type of another package that a file infers without importing that package is written
 * `import("@hearth/core")`, not `import("packages/core/src")`; `composite: false`, or TS6307.
 */
const DECLARE = {
  composite: false,
  customConditions: ['hearth-source'],
  baseUrl: ROOT,
  paths: { '@hearth/*': ['./packages/*/src/index.ts'] },
  noEmit: false,
  declaration: true,
  emitDeclarationOnly: true,
  noEmitOnError: true,
  declarationMap: false,
  checkJs: false,
  skipLibCheck: true,
  preserveSymlinks: false,
  target: ts.ScriptTarget.ESNext,
  rootDir: ROOT,
};

/** Declares every package's entries into `outDir` (`<outDir>/packages/<name>/src/…d.ts`); answers the type errors, if any. */
function declare(outDir) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const entries = Object.keys(NPM_PACKAGES).flatMap((name) =>
    Object.values(entryPoints(name)).map((path) => join(ROOT, path)),
  );
  const program = ts.createProgram(entries, { ...config.options, ...DECLARE, outDir });
  const { diagnostics, emitSkipped } = program.emit();
  if (!emitSkipped && diagnostics.length === 0) return null;
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
  return ts.formatDiagnostics(diagnostics, host) || 'the emit was skipped';
}

/**
 * A package's own subpath imports (`#wording` of core: `imports` in its package.json, which the
 * script-tag build resolves by condition) written in its declarations as the relative path of
 * their default target: the declaration bundler, reading `.tmp`, has no package.json to resolve
 * them by, and left as they are they reach the published `.d.ts`, where they resolve to nothing.
 */
async function resolveSubpathImports(outDir, name) {
  const { imports = {} } = JSON.parse(await readFile(join(ROOT, 'packages', name, 'package.json'), 'utf8'));
  const targets = Object.entries(imports).map(([key, target]) => [
    key,
    join(outDir, 'packages', name, (typeof target === 'string' ? target : target.default).replace(/\.tsx?$/, '')),
  ]);
  if (targets.length === 0) return;
  const src = join(outDir, 'packages', name, 'src');
  const files = (await readdir(src, { recursive: true })).filter((f) => f.endsWith('.d.ts')).map((f) => join(src, f));
  for (const file of files) {
    const code = await readFile(file, 'utf8');
    let fixed = code;
    for (const [key, target] of targets) {
      const path = relative(dirname(file), target);
      fixed = fixed.replaceAll(`'${key}'`, `'${path.startsWith('.') ? path : `./${path}`}'`);
    }
    if (fixed !== code) await writeFile(file, fixed);
  }
}

/** `check-url.d-<hash>.d.ts` → `check-url-<hash>.d.ts`, and the imports of the package's declarations with it. */
async function renameChunks(dist) {
  const names = await readdir(dist);
  const chunk = /^(.+)\.d-([\w-]+)\.d\.ts$/;
  const renamed = names.filter((name) => chunk.test(name));
  if (renamed.length === 0) return;
  for (const name of renamed) await rename(join(dist, name), join(dist, name.replace(chunk, '$1-$2.d.ts')));
  for (const name of (await readdir(dist)).filter((n) => n.endsWith('.d.ts'))) {
    const file = join(dist, name);
    const code = await readFile(file, 'utf8');
    const fixed = code.replace(/(['"]\.\/[^'"]+)\.d-([\w-]+)\.js(['"])/g, '$1-$2.js$3');
    if (fixed !== code) await writeFile(file, fixed);
  }
}

const started = Date.now();
/**
 * The declarations of step 1: in the repo, so they resolve the libraries they import as the sources
 * do, and outside node_modules, whose files the bundler leaves as imports rather than bundling them.
 */
const outDir = join(ROOT, '.tmp/hearth-dts');
await rm(outDir, { recursive: true, force: true });
try {
  const errors = declare(outDir);
  if (errors) {
    console.error(`build-dts: no declarations written, the sources have type errors:\n${errors}`);
    process.exit(1);
  }
  await Promise.all(Object.keys(NPM_PACKAGES).map((name) => resolveSubpathImports(outDir, name)));
  await Promise.all(
    Object.keys(NPM_PACKAGES).map(async (name) => {
      const dist = join(ROOT, 'packages', name, 'dist');
      await build({
        entry: Object.fromEntries(
          Object.entries(entryPoints(name)).map(([key, path]) => [key, join(outDir, path.replace(/\.ts$/, '.d.ts'))]),
        ),
        outDir: dist,
        format: ['esm'],
        dts: { only: true, compilerOptions: { composite: false } },
        external: [/^@hearth\//],
        config: false,
        silent: true,
      });
      await renameChunks(dist);
    }),
  );
} finally {
  await rm(outDir, { recursive: true, force: true });
}
console.log(`build-dts: ${Object.keys(NPM_PACKAGES).length} packages' declarations in ${Date.now() - started} ms`);
