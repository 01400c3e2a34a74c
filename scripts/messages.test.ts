/**
 * The wording a page or an app can change (`messages`), as the packages keep it: each section's
 * catalogue in a `messages.ts` (keys and defaults, declared in core's `MessageCatalog`, exported),
 * its reader in the `wording.ts` beside it, and each message read where it is shown,
 * `checkoutMessage('placeOrder', 'Place Order')` (the type holds the text to the catalogue's).
 *
 * - A read outside any function happens when its module loads, before an app's `setConfig` gives
 *   the wording: that text would ignore it. This finds every such read.
 * - Every message of a catalogue is read somewhere (a catalogue lists what a retailer can change).
 * - No key of a section is the default text of another of its messages: the script-tag page reads
 *   a message by its text as well as its key (scripts/build/wording-plugin.mjs).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { readCatalogues, readReaders } from './build/wording-plugin.mjs';

const SOURCES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'packages'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) =>
      /\/src\/.*\.tsx?$/.test(file) &&
      !/\.(test|stories)\.tsx?$|\/testing\//.test(file) &&
      !file.startsWith('packages/mock-api/') &&
      existsSync(file),
  );

const CATALOGUES = readCatalogues(join(process.cwd(), 'packages'));
const READERS = readReaders(CATALOGUES);

const FUNCTIONS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
]);

/** `file:line: reader(…)` for each call of a section reader outside any function. */
function readsAtLoad(file: string, text: string, readers: ReadonlySet<string>): string[] {
  if (![...readers].some((name) => text.includes(name))) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && readers.has(node.expression.text)) {
      let parent: ts.Node | undefined = node.parent;
      while (parent && !FUNCTIONS.has(parent.kind)) parent = parent.parent;
      if (!parent)
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('messages', () => {
  const readers = new Set(READERS.keys());

  it('are read when shown, never when a module loads', () => {
    expect(SOURCES.flatMap((file) => readsAtLoad(file, readFileSync(file, 'utf8'), readers))).toEqual([]);
  });

  it('finds a read at load (the check itself)', () => {
    const text =
      "import { cartMessage } from './wording';\nconst LABEL = cartMessage('remove', 'Remove');\nexport const f = () => cartMessage('remove', 'Remove');";
    expect(readsAtLoad('x.ts', text, readers)).toEqual(["x.ts:2: cartMessage('remove', 'Remove')"]);
  });

  it('each section has its catalogue in a messages.ts, declared, exported, with its reader beside it', () => {
    expect(CATALOGUES.length).toBeGreaterThanOrEqual(13);
    for (const { section, file } of CATALOGUES) {
      const text = readFileSync(file, 'utf8');
      const [, name] = /export const (\w+_MESSAGES) = \{/.exec(text) ?? [];
      expect(name, `${file} declares a catalogue`).toBeDefined();
      expect(text).toMatch(/\} as const satisfies (Catalogue|Readonly<Record<string, string>>);/);
      const pkg = file.split('/packages/')[1]!.split('/')[0]!;
      // (the index, or the server entry it re-exports: @hearth/commerce's validators)
      const index = ['index', 'server']
        .map((entry) => `packages/${pkg}/src/${entry}.ts`)
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const reader = [...READERS].find(([, s]) => s === section)![0];
      expect(index, `@hearth/${pkg} exports ${name} and ${reader}`).toContain(name!);
      expect(index).toContain(reader);
    }
  });

  it("each section's reader takes its catalogue for the development check only: a production build leaves it out", () => {
    for (const { section, file } of CATALOGUES) {
      const text = readFileSync(file.replace(/messages\.ts$/, 'wording.ts'), 'utf8');
      const made = new RegExp(`\\bwording<[^>]*>\\(\\s*'${section}',([^;]*)\\);`).exec(text);
      expect(
        made?.[1]
          ?.replace(/\/\/[^\n]*/g, '')
          .replace(/\s+/g, ' ')
          .replace(/,?\s*$/, '')
          .trim(),
        `${file}'s reader`,
      ).toBe("process.env.NODE_ENV === 'production' ? undefined : () => import('./messages')");
    }
  });

  it('no module imports a catalogue but as a type: each message is read with its reader where it is shown', () => {
    const names = new Set(CATALOGUES.map(({ name }) => name));
    const found = SOURCES.filter((file) => !/\/(index|server)\.ts$/.test(file)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      if (![...names].some((name) => text.includes(name))) return [];
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      return source.statements.flatMap((statement) => {
        const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
        const bindings = clause && !clause.isTypeOnly ? clause.namedBindings : undefined;
        if (!bindings || !ts.isNamedImports(bindings)) return [];
        return bindings.elements
          .filter((element) => !element.isTypeOnly && names.has((element.propertyName ?? element.name).text))
          .map((element) => `${file}: ${(element.propertyName ?? element.name).text}`);
      });
    });
    expect(found).toEqual([]);
  });

  it('every message of a catalogue is read somewhere', () => {
    const code = SOURCES.filter((file) => !file.endsWith('/messages.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unread = CATALOGUES.flatMap(({ section, entries }) =>
      [...entries.keys()].filter((key) => !code.includes(`'${key}'`)).map((key) => `${section}.${key}`),
    );
    expect(unread).toEqual([]);
  });

  it("no key of a section is another of its messages' default text", () => {
    const clashes = CATALOGUES.flatMap(({ entries }) =>
      [...entries].filter(([key]) => [...entries].some(([other, text]) => other !== key && text === key)),
    );
    expect(clashes).toEqual([]);
  });
});
