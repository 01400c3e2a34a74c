/**
 * The wording a page or an app can change (`messages`) is read when it is shown. A message read
 * outside any function happens when its module loads, before the page's wording is known (and
 * again never), so that text would ignore what the page gives: this finds every such read, in
 * the packages' sources, of a catalogue (an import or a constant named `…_MESSAGES`). A table of
 * labels keeps message keys instead (`TextKey<typeof M>`) and reads `M[key]` when it renders.
 * It also checks that each package keeps its wording in one `src/messages.ts` that declares its
 * section and is exported.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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

const FUNCTIONS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.FunctionExpression,
  ts.SyntaxKind.ArrowFunction,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Constructor,
]);

/** `file:line: M.key` for each read of a catalogue outside any function. */
function readsAtLoad(file: string, text: string): string[] {
  if (!/_MESSAGES\b/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const catalogues = new Set<string>();
  for (const statement of source.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (/_MESSAGES$/.test((element.propertyName ?? element.name).text)) catalogues.add(element.name.text);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && /_MESSAGES$/.test(declaration.name.text))
          catalogues.add(declaration.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      catalogues.has(node.expression.text)
    ) {
      let parent: ts.Node | undefined = node.parent;
      while (parent && !FUNCTIONS.has(parent.kind) && !ts.isTypeNode(parent)) parent = parent.parent;
      if (!parent)
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('messages', () => {
  it('are read when shown, never when a module loads', () => {
    expect(SOURCES.flatMap((file) => readsAtLoad(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds a read at load (the check itself)', () => {
    const text =
      "import { CART_MESSAGES as M } from './messages';\nconst LABELS = { a: M.remove };\nexport const f = () => M.remove;";
    expect(readsAtLoad('x.ts', text)).toEqual(['x.ts:2: M.remove']);
  });

  const packages = [...new Set(SOURCES.map((file) => file.split('/')[1]!))].filter((name) => name !== 'islands');
  it.each(packages)('@hearth/%s keeps its wording in src/messages.ts, declared and exported', (name) => {
    const file = `packages/${name}/src/messages.ts`;
    // parts that load apart keep their wording apart, so that one does not bring another's: the
    // cart's three islands (the header's count must not bring the cart page's wording), and the
    // cart validation popups (which only the cart page and the checkout show); core's wording
    // sits with its validators
    const files = {
      cart: ['add-to-cart', 'cart', 'cart-count'].map((island) => `packages/cart/src/${island}/messages.ts`),
      commerce: [file, 'packages/commerce/src/cart-validation/messages.ts'],
      core: ['packages/core/src/validation/messages.ts'],
    }[name] ?? [file];
    const index = readFileSync(`packages/${name}/src/index.ts`, 'utf8');
    for (const messages of files) {
      const text = readFileSync(messages, 'utf8');
      const [, catalogue, section] = /export const (\w+_MESSAGES) = defineMessages\('([\w-]+)'/.exec(text) ?? [];
      expect(catalogue, `${messages} declares a catalogue`).toBeDefined();
      expect(text).toMatch(
        new RegExp(`interface MessageCatalog \\{\\s*(/\\*\\*[^]*?\\*/\\s*)?'?${section}'?: typeof ${catalogue};`),
      );
      if (name !== 'cart') expect(index).toContain(catalogue);
    }
  });
});
