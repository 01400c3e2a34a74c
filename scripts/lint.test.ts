// @vitest-environment node
/**
 * The import boundaries ESLint checks in `npm test` (eslint.config.js): each rule fails a file that
 * breaks it, and leaves alone one that keeps it; so do the size limits (a function of 120 lines, a
 * folder of 25 source files). And the tree as it is: no import of a package runs
 * back up a layer (`core ← ui ← commerce ← features ← islands`), in the sources or in the
 * package.json dependencies.
 */
import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SOURCE_FILES, hearthPlugin, isSourceFile, sourceFilesIn } from './checks/folder-size.mjs';

// vitest runs from the repo root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the TypeScript parser: seconds on a loaded machine, not any one case's.
beforeAll(() => eslint.lintText('', { filePath: 'packages/core/src/x.ts' }), 60_000);

describe('import boundaries: core ← ui ← commerce ← feature packages ← islands', () => {
  it.each([
    ['core imports ui', 'packages/core/src/x.ts', "import { Button } from '@hearth/ui';"],
    ['core imports commerce', 'packages/core/src/x.ts', "import { OrderSummary } from '@hearth/commerce';"],
    ['core imports a feature', 'packages/core/src/x.ts', "import { CartPage } from '@hearth/cart';"],
    ['ui imports commerce', 'packages/ui/src/x.ts', "import { AddOnsList } from '@hearth/commerce';"],
    ['ui imports commerce (a test)', 'packages/ui/src/x.test.tsx', "import { AddOnsList } from '@hearth/commerce';"],
    ['ui imports a feature', 'packages/ui/src/x.ts', "import { SignIn } from '@hearth/account';"],
    ['commerce imports a feature', 'packages/commerce/src/x.ts', "import { CartPage } from '@hearth/cart';"],
    [
      'commerce imports a feature (testing helper)',
      'packages/commerce/src/testing/x.ts',
      "import { Checkout } from '@hearth/checkout';",
    ],
    ['commerce imports the islands', 'packages/commerce/src/x.ts', "import '@hearth/islands';"],
    [
      'commerce shipping code imports the demo backend',
      'packages/commerce/src/x.tsx',
      "import { handlers } from '@hearth/mock-api';",
    ],
    ['a feature imports another feature', 'packages/cart/src/x.ts', "import { SignIn } from '@hearth/account';"],
    [
      'a feature imports another feature (testing helper)',
      'packages/cart/src/testing/x.ts',
      "import { SignIn } from '@hearth/account';",
    ],
    [
      'shipping code imports the demo backend',
      'packages/cart/src/cart/x.ts',
      "import { handlers } from '@hearth/mock-api';",
    ],
    [
      'ui shipping code imports the demo backend',
      'packages/ui/src/x.ts',
      "import { handlers } from '@hearth/mock-api';",
    ],
    [
      "shipping code imports the demo store's providers",
      'packages/checkout/src/checkout/x.ts',
      "import { createFakeAltPay } from '@hearth/example-site/demo-providers';",
    ],
    ['shipping code imports the demo store', 'packages/swatches/src/x.ts', "import '@hearth/example-site';"],
  ])('refuses: %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'a feature imports core and ui',
      'packages/cart/src/x.ts',
      "import { getClient } from '@hearth/core';\nimport { Button } from '@hearth/ui';",
    ],
    ['a feature imports commerce', 'packages/lists/src/x.tsx', "import { ContinueShopping } from '@hearth/commerce';"],
    [
      'commerce imports core and ui',
      'packages/commerce/src/x.tsx',
      "import { maybe } from '@hearth/core';\nimport { Button } from '@hearth/ui';",
    ],
    [
      'a commerce test imports the demo backend',
      'packages/commerce/src/x.test.tsx',
      "import { handlers } from '@hearth/mock-api';",
    ],
    ['ui imports core', 'packages/ui/src/x.ts', "import { getClient } from '@hearth/core';"],
    [
      'a test imports the demo backend',
      'packages/cart/src/cart/x.test.ts',
      "import { handlers } from '@hearth/mock-api';",
    ],
    [
      'a testing helper imports the demo backend',
      'packages/account/src/testing/x.ts',
      "import { handlers } from '@hearth/mock-api';",
    ],
    [
      "a test imports the demo store's providers",
      'packages/checkout/src/checkout/x.test.ts',
      "import { createFakeAltPay } from '@hearth/example-site/demo-providers';",
    ],
  ])('allows: %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});

describe('the demo backend stands beside the house: mock-api imports only core', () => {
  it.each([
    // what the demo providers did before they moved to the demo store
    [
      'a feature, for a type',
      'packages/mock-api/src/handlers/x.ts',
      "import type { AltPayAdapter } from '@hearth/checkout';",
    ],
    ['a feature', 'packages/mock-api/src/state/x.ts', "import { CART_MESSAGES } from '@hearth/cart';"],
    ['a feature (a test)', 'packages/mock-api/src/test/x.test.ts', "import { zipValidation } from '@hearth/lists';"],
    ['commerce', 'packages/mock-api/src/handlers/x.ts', "import { CART_ERROR_TYPE } from '@hearth/commerce';"],
    ['ui', 'packages/mock-api/src/x.ts', "import { formatPrice } from '@hearth/ui';"],
    ['the islands', 'packages/mock-api/src/x.ts', "import '@hearth/islands';"],
    [
      'the demo store',
      'packages/mock-api/src/x.ts',
      "import { registerDemoProviders } from '@hearth/example-site/demo-providers';",
    ],
  ])('refuses: mock-api imports %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['core', 'packages/mock-api/src/handlers/x.ts', "import { type Site } from '@hearth/core';"],
    [
      "core's test helpers",
      'packages/mock-api/src/testing.ts',
      "import { resetSharedSignals } from '@hearth/core/testing';",
    ],
  ])('allows: mock-api imports %s', async (_, filePath, code) => {
    expect(await problems(filePath, code)).toEqual([]);
  });
});

/** The layer of each package: an import may go to the same layer's own package or a lower one. */
const LAYER: Record<string, number> = { core: 0, ui: 1, commerce: 2, islands: 4 };
const layerOf = (pkg: string): number => LAYER[pkg] ?? 3; // every other package is a feature
const PACKAGES = readdirSync('packages').filter(
  (name) => statSync(join('packages', name)).isDirectory() && name !== 'mock-api',
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The demo side: the backend and the demo store, which tests may import (ESLint keeps shipped code off them). */
const isDemoSide = (pkg: string): boolean => pkg === 'mock-api' || pkg.startsWith('example-');

/** `from` → `to` for each import of another Hearth package (the demo side, the tests' backend and store, aside). */
function upwardImports(from: string, imported: Iterable<string>): string[] {
  return [...imported]
    .filter(
      (to) =>
        to !== from && !isDemoSide(to) && (layerOf(to) > layerOf(from) || (layerOf(to) === 3 && layerOf(from) === 3)),
    )
    .map((to) => `${from} → ${to}`);
}

/** The Hearth packages each source file of `pkg` imports: `file: package` per import. */
function importsOf(pkg: string): Array<[file: string, to: string]> {
  return sources(join('packages', pkg, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'@hearth\/([\w-]+)/g)].map(
      (m): [string, string] => [file, m[1]!],
    ),
  );
}

/** The Hearth packages a package.json names in its dependencies and peer dependencies. */
function dependenciesOf(pkg: string): string[] {
  const json = JSON.parse(readFileSync(join('packages', pkg, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >;
  return ['dependencies', 'peerDependencies']
    .flatMap((key) => Object.keys(json[key] ?? {}))
    .filter((name) => name.startsWith('@hearth/'))
    .map((name) => name.slice('@hearth/'.length));
}

describe('the tree keeps the layers: core ← ui ← commerce ← features ← islands', () => {
  it('has the domain layer between ui and the features', () => {
    expect(PACKAGES).toEqual(expect.arrayContaining(['core', 'ui', 'commerce', 'islands']));
  });

  it.each(PACKAGES)('no source of %s imports a higher layer or another feature', (pkg) => {
    const wrong = importsOf(pkg).flatMap(([file, to]) => upwardImports(pkg, [to]).map((edge) => `${file}: ${edge}`));
    expect(wrong).toEqual([]);
  });

  it.each(PACKAGES)('the package.json of %s depends on no higher layer and no other feature', (pkg) => {
    expect(upwardImports(pkg, dependenciesOf(pkg))).toEqual([]);
  });

  it('no source of mock-api, tests included, imports a Hearth package but core', () => {
    const imports = importsOf('mock-api');
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter(([, to]) => to !== 'core').map(([file, to]) => `${file}: mock-api → ${to}`)).toEqual([]);
  });

  it('the package.json of mock-api depends on core alone', () => {
    expect(dependenciesOf('mock-api')).toEqual(['core']);
  });

  it('counts an import that runs back up (the check itself)', () => {
    expect(upwardImports('ui', ['core', 'commerce'])).toEqual(['ui → commerce']);
    expect(upwardImports('commerce', ['core', 'ui', 'cart'])).toEqual(['commerce → cart']);
    expect(upwardImports('cart', ['core', 'ui', 'commerce', 'account', 'mock-api', 'example-site'])).toEqual([
      'cart → account',
    ]);
    expect(upwardImports('islands', ['core', 'commerce', 'cart', 'lists'])).toEqual([]);
  });
});

/** The messages of one ESLint rule for `code` linted as the file `filePath`. */
async function ruleProblems(rule: string, filePath: string, code: string, lint = eslint): Promise<string[]> {
  const [result] = await lint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** A function of `lines` lines, with a blank line and a comment before each statement (neither counted). */
const functionOf = (lines: number) =>
  `export function big(): number {\n  let n = 0;\n${Array.from({ length: lines - 4 }, () => '\n  // why\n  n += 1;').join('\n')}\n  return n;\n}\n`;

describe('a function a reader can hold: max-lines-per-function 120 in source code', () => {
  it('refuses a source function of 121 lines, blank lines and comments aside', async () => {
    expect(await ruleProblems('max-lines-per-function', 'packages/cart/src/cart/x.ts', functionOf(121))).toEqual([
      "Function 'big' has too many lines (121). Maximum allowed is 120.",
    ]);
    expect(await ruleProblems('max-lines-per-function', 'scripts/x.mjs', functionOf(121))).toHaveLength(1);
  });

  it.each([
    ['a source function of 120 lines', 'packages/cart/src/cart/x.ts', 120],
    ['a test', 'packages/cart/src/cart/x.test.ts', 200],
    ['a story', 'stories/cart/x.stories.tsx', 200],
    ['a browser test', 'examples/site/test/x.e2e.ts', 200],
    ['a testing helper', 'packages/cart/src/testing/x.ts', 200],
  ])('allows %s', async (_, filePath, lines) => {
    expect(await ruleProblems('max-lines-per-function', filePath, functionOf(lines))).toEqual([]);
  });
});

describe('a folder a reader can hold: hearth/folder-size, 25 source files (scripts/checks/folder-size.mjs)', () => {
  let dir = '';
  beforeAll(() => {
    // a tree of its own, linted with the rule only: 25 source files and what is not counted, then one more
    dir = mkdtempSync(join(tmpdir(), 'hearth-folder-size-'));
    const full = join(dir, 'full');
    const over = join(dir, 'over');
    for (const folder of [full, over]) {
      mkdirSync(folder);
      for (let i = 0; i < 25; i++) writeFileSync(join(folder, `part-${i}.ts`), '');
      for (const name of ['a.test.ts', 'a.test.tsx', 'a.stories.tsx', 'a.e2e.ts', 'a.d.ts', 'a.d.mts', 'a.css', 'a.md'])
        writeFileSync(join(folder, name), '');
    }
    writeFileSync(join(over, 'one-more.mjs'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const linter = () =>
    new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: {
        files: ['**/*.{ts,mjs}'],
        plugins: { hearth: hearthPlugin },
        rules: { 'hearth/folder-size': ['error', { max: MAX_SOURCE_FILES }] },
      },
    });

  it('counts code only: tests, stories, browser tests, declarations and styles aside', () => {
    expect(sourceFilesIn(join(dir, 'full'))).toHaveLength(25);
    expect(['x.ts', 'x.tsx', 'x.mjs', 'x.js'].every(isSourceFile)).toBe(true);
    expect(['x.test.ts', 'x.stories.tsx', 'x.e2e.ts', 'x.d.ts', 'x.d.mts', 'x.css', 'x.json'].some(isSourceFile)).toBe(
      false,
    );
  });

  it('refuses each file of a folder of 26 source files, naming the folder', async () => {
    expect(await ruleProblems('hearth/folder-size', join(dir, 'over', 'part-0.ts'), '', linter())).toEqual([
      'over holds 26 source files (more than 25): split it into part folders by part of the surface, as checkout is split by step',
    ]);
  });

  it('allows a folder of 25', async () => {
    expect(await ruleProblems('hearth/folder-size', join(dir, 'full', 'part-0.ts'), '', linter())).toEqual([]);
  });

  it('is on for the source files of the repo, off for tests (eslint.config.js)', async () => {
    const config = await eslint.calculateConfigForFile('packages/cart/src/cart/island.ts');
    expect(config.rules?.['hearth/folder-size']).toEqual([2, { max: 25 }]);
    expect(
      (await eslint.calculateConfigForFile('packages/cart/src/cart/x.test.ts')).rules?.['hearth/folder-size'],
    ).toBe(undefined);
  });

  it('the tree keeps it: no folder of the repo holds more than 25 source files', () => {
    const over: string[] = [];
    const walk = (folder: string) => {
      const entries = readdirSync(folder, { withFileTypes: true });
      if (sourceFilesIn(folder).length > MAX_SOURCE_FILES && !/(^|\/)(test|resilience)(\/|$)/.test(folder))
        over.push(`${folder}: ${sourceFilesIn(folder).length}`);
      for (const entry of entries)
        if (entry.isDirectory() && !/^(node_modules|dist|dist-react|storybook-static|coverage|\..*)$/.test(entry.name))
          walk(join(folder, entry.name));
    };
    for (const top of ['packages', 'examples', 'scripts', 'stories', '.storybook']) walk(top);
    expect(over).toEqual([]);
  });
});
