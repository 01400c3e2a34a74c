/**
 * The published packages' type declarations stay small and readable (docs/npm.md):
 * each entry's declarations (its `dist/<entry>.d.ts` and the shared `.d.ts` chunks it imports)
 * stay under {@link DTS_LIMIT}, and the types an editor shows on hover have names: a public schema
 * is declared with its named type (`Struct<CheckoutData, unknown>`), never as the inferred
 * `Struct<{ …every field… }, { …every field's schema… }>` that repeated each nested answer at every
 * use (checkout's `index.d.ts` was 1,001 KB). Reads `packages/*\/dist`: run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NPM_PACKAGES } from './build/npm-packages.mjs';

/** Bytes of declarations one entry may bring, its chunks included. */
const DTS_LIMIT = 150 * 1024;

function built(file: string): string {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

/** `file` and every `.d.ts` it imports by relative path, transitively. */
function declarationFiles(file: string, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file)) return seen;
  const code = built(file);
  seen.set(file, code);
  for (const [, specifier] of code.matchAll(/from\s*['"](\.[^'"]+)['"]/g)) {
    const target = resolve(dirname(file), specifier!).replace(/\.js$/, '');
    declarationFiles(`${target}.d.ts`, seen);
  }
  return seen;
}

/**
 * The values a `.d.ts` exports (`export { A, B as C }` and `export declare const E`; not
 * `type D`, which exports only the type of a name that may also be a constant).
 */
function exportedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of list!.split(',')) {
      if (/^\s*type /.test(part)) continue;
      const local = part.trim().split(/\s+as\s+/)[0];
      if (local) names.add(local);
    }
  }
  for (const [, name] of code.matchAll(/^export declare const (\w+)/gm)) names.add(name!);
  return names;
}

/** Exported constants whose declared type spells out an object instead of naming it. */
function anonymousSchemas(code: string): string[] {
  const exported = exportedNames(code);
  return [...code.matchAll(/^(?:export )?declare const (\w+): (?:Struct|ObjectStruct)<\{/gm)]
    .map(([, name]) => name!)
    .filter((name) => exported.has(name));
}

const entries = Object.entries(NPM_PACKAGES).flatMap(([name, list]) =>
  list.map((entry) => [name, entry.split(':')[0]!] as const),
);

describe.each(entries)('@hearth/%s %s declarations', (name, entry) => {
  const file = join('packages', name, 'dist', `${entry}.d.ts`);

  it(`stay under ${DTS_LIMIT / 1024} KB, shared chunks included`, () => {
    const files = declarationFiles(resolve(file));
    const bytes = [...files.values()].reduce((sum, code) => sum + Buffer.byteLength(code), 0);
    expect(bytes, [...files.keys()].join(', ')).toBeLessThanOrEqual(DTS_LIMIT);
  });

  it('name the type of every exported schema', () => {
    expect(anonymousSchemas(built(file))).toEqual([]);
  });
});

describe('hovering shows names', () => {
  it('checkout: CheckoutData and the calls are named interfaces', () => {
    const code = built('packages/checkout/dist/index.d.ts');
    expect(code).toMatch(/^interface CheckoutData extends /m);
    expect(code).toMatch(/^declare const CheckoutData: Struct<CheckoutData, unknown>;/m);
    expect(code).toMatch(/^declare const CHECKOUT_CALLS: CheckoutCalls;/m);
  });

  it('product: BrowseDto is a named interface', () => {
    expect(built('packages/product/dist/index.d.ts')).toMatch(/^interface BrowseDto extends /m);
  });

  it('the check finds an exported schema with an inferred type', () => {
    const code =
      'declare const A: Struct<{\n  a: string;\n}, null>;\ndeclare const B: Struct<B, unknown>;\nexport { A, B };';
    expect(anonymousSchemas(code)).toEqual(['A']);
  });
});
