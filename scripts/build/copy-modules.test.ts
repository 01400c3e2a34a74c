import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown, type OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { copyModules, exportedNames, redirectImports } from './copy-modules.mjs';

describe('exportedNames', () => {
  it('lists the functions and constants a module exports, past its imports and types', () => {
    const code = `import type { Env } from './env';
import { helper } from './helper';
export interface Part { name: string }
export type Name = string;
const local = () => helper();
export const pageLog = (...line: unknown[]) => console.error(...line);
export function browserEnv<E>(parts: E): E { return parts; }
export { local as aliased };`;
    expect(exportedNames(code)).toEqual(['pageLog', 'browserEnv', 'aliased']);
  });

  it('refuses a module with state at its top level (its copies would not share it)', () => {
    expect(() => exportedNames('let count = 0;\nexport const next = () => ++count;', 'counter.ts')).toThrow(
      /counter\.ts has a VariableDeclaration at its top level/,
    );
    expect(() =>
      exportedNames('const seen = new Map();\nseen.set(1, 2);\nexport const has = (k) => seen.has(k);'),
    ).toThrow(/ExpressionStatement/);
  });
});

describe('redirectImports', () => {
  const copied = new Map([
    [
      '@hearth/core',
      new Map([
        ['pageLog', '/core/page.ts'],
        ['browserEnv', '/core/env.ts'],
      ]),
    ],
  ]);

  it("imports the copied names from the importer's own copies, the others and the types from the package", () => {
    const code = `import {\n  browserEnv,\n  getConfig,\n  pageLog as log,\n  type BrowserEnv,\n} from '@hearth/core';\nimport { Button } from '@hearth/ui';`;
    expect(redirectImports(code, copied, '/lists/env.ts')).toBe(
      [
        `import { getConfig, type BrowserEnv } from '@hearth/core';`,
        `import { browserEnv } from "\\u0000hearth-copy:/core/env.ts?/lists/env.ts";`,
        `import { pageLog as log } from "\\u0000hearth-copy:/core/page.ts?/lists/env.ts";`,
        `import { Button } from '@hearth/ui';`,
      ].join('\n'),
    );
  });

  it('leaves a module that imports none of them alone', () => {
    expect(redirectImports(`import { getConfig } from '@hearth/core';`, copied, '/a.ts')).toBeUndefined();
    expect(redirectImports(`import type { BrowserEnv } from '@hearth/core';`, copied, '/a.ts')).toBeUndefined();
  });
});

describe('copyModules', () => {
  /**
   * Entries that import a small part of a package (a and b, with something not copied), or a copied
   * module that uses the part (c and d), bundled with code splitting.
   */
  async function bundle(copy: boolean) {
    const dir = mkdtempSync(join(tmpdir(), 'copy-modules-'));
    mkdirSync(join(dir, 'core'));
    writeFileSync(join(dir, 'core/parts.ts'), `export const part = (x: string) => 'part:' + x;\n`);
    writeFileSync(
      join(dir, 'core/uses-part.ts'),
      `import { part } from '@hearth/core';\nexport const twice = (x: string) => part(part(x));\n`,
    );
    writeFileSync(
      join(dir, 'core/index.ts'),
      `export { part } from './parts';\nexport { twice } from './uses-part';\nexport const shared = () => 'shared-code';\n`,
    );
    writeFileSync(
      join(dir, 'a.ts'),
      `import { part, shared } from '@hearth/core';\nconsole.log(part('a'), shared());\n`,
    );
    writeFileSync(
      join(dir, 'b.ts'),
      `import { part, shared } from '@hearth/core';\nconsole.log(part('b'), shared());\n`,
    );
    writeFileSync(join(dir, 'c.ts'), `import { twice } from '@hearth/core';\nconsole.log(twice('c'));\n`);
    writeFileSync(join(dir, 'd.ts'), `import { twice } from '@hearth/core';\nconsole.log(twice('d'));\n`);
    const build = await rolldown({
      input: { a: join(dir, 'a.ts'), b: join(dir, 'b.ts'), c: join(dir, 'c.ts'), d: join(dir, 'd.ts') },
      plugins: [
        ...(copy
          ? [copyModules({ '@hearth/core': [join(dir, 'core/parts.ts'), join(dir, 'core/uses-part.ts')] })]
          : []),
        { name: 'package', resolveId: (id) => (id === '@hearth/core' ? join(dir, 'core/index.ts') : null) },
      ],
      logLevel: 'silent',
    });
    const { output } = await build.generate({ format: 'es' });
    await build.close();
    const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
    const named = (name: string) => chunks.find((chunk) => chunk.isEntry && chunk.name === name)!;
    return { chunks, a: named('a'), b: named('b'), c: named('c'), d: named('d') };
  }

  it('puts a copy of each part in the chunk of each entry that uses it: no chunk of its own, no import of it', async () => {
    const { chunks, a, b, c, d } = await bundle(true);
    const others = chunks.filter((chunk) => !chunk.isEntry);
    expect(a.code).toContain('"part:"');
    expect(b.code).toContain('"part:"');
    expect(others.map((chunk) => chunk.code).join('\n')).not.toContain('"part:"');
    // what is not copied is shared as before
    expect(others.map((chunk) => chunk.code).join('\n')).toContain('shared-code');
    // a copied module's own imports of copied parts are copies too
    expect(c.code).toContain('"part:"');
    expect(d.code).toContain('"part:"');
    expect([...c.imports, ...d.imports]).toEqual([]);
  });

  it('without it, the part is a shared chunk both entries import', async () => {
    const { chunks, a } = await bundle(false);
    const withPart = chunks.filter((chunk) => chunk.code.includes('"part:"'));
    expect(withPart).toHaveLength(1);
    expect(withPart[0]!.isEntry).toBe(false);
    expect(a.imports).toContain(withPart[0]!.fileName);
  });
});
