/**
 * The limits in the project's reference (docs/reference/*.md), against the code: every table row
 * naming a constant, `(`NAME`)`, whose value is one number (with its unit: ms, px, characters,
 * days, %) is the value of `export const NAME` in each package that exports one. A limit changed
 * in the code alone, or in the reference alone, fails here. Rows with a value in words or several
 * values ('25 main and kids, 12 CB2') are read by their islands' own tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REFERENCE = 'docs/reference';
const ROW = /^\|\s*[^|]*\(`([A-Z][A-Z0-9_]+)`\)\s*\|\s*([^|]+?)\s*\|/;
const NUMBER = /^(\d[\d,]*(?:\.\d+)?)\s*(ms|px|characters|days|%)?$/;

/** Every source file a package ships (no tests, stories or test helpers). */
function shipped(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : shipped(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}
const sources = readdirSync('packages').flatMap((pkg) => shipped(join('packages', pkg, 'src')));

const limits = readdirSync(REFERENCE)
  .filter((file) => file.endsWith('.md'))
  .flatMap((file) =>
    readFileSync(join(REFERENCE, file), 'utf8')
      .split('\n')
      .flatMap((line) => {
        const [, name, cell] = ROW.exec(line) ?? [];
        const [, digits, unit] = (cell && NUMBER.exec(cell)) || [];
        if (!name || !digits) return [];
        const value = Number(digits.replace(/,/g, ''));
        // a percentage may be kept as a fraction (0.9) or as written (90)
        return [{ page: file, name, allowed: unit === '%' ? [value / 100, value] : [value], written: cell! }];
      }),
  );

/** The modules that export `name`. */
const exporting = (name: string) =>
  sources.filter((file) => new RegExp(`export const ${name}\\b`).test(readFileSync(file, 'utf8')));

describe('the reference’s limits', () => {
  it('are read from the tables (a table this test no longer reads would pass silently)', () => {
    expect(limits.length).toBeGreaterThan(40);
  });

  it.each(limits.map((limit) => [`${limit.page}: ${limit.name} = ${limit.written}`, limit] as const))(
    '%s is the code’s',
    async (_, { name, allowed }) => {
      const files = exporting(name);
      expect(files, `no package exports const ${name}`).not.toEqual([]);
      for (const file of files) {
        const module = (await import(/* @vite-ignore */ `../../${file}`)) as Record<string, unknown>;
        // a code written as digits (a ZIP Code) is kept as a string
        const actual = typeof module[name] === 'string' ? Number(module[name]) : module[name];
        expect(allowed, `${file}: ${name} is ${String(actual)}`).toContain(actual);
      }
    },
  );
});
