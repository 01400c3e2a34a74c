/**
 * The types a published entry's API uses that an app cannot name: the interfaces,
 * type aliases, enums and classes its exported declarations refer to, directly or through other
 * types, that the entry does not export by name (`GalleryImage`, the type of `Gallery`'s
 * `images`, was one: an app could not write `const images: GalleryImage[] = …`). Read from the
 * built declarations (`dist/<entry>.d.ts` and the shared `.d.ts` chunks it imports), as an
 * editor reads them. Types another `@hearth/*` package declares are that package's to export.
 *
 *   node scripts/checks/dts-names.mjs [dist root]   # prints each entry's unnamed types
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { NPM_PACKAGES } from '../build/npm-packages.mjs';

/** A declaration file, parsed once. */
const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
    parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  return parsed.get(file);
}

const TYPE_KINDS = new Set([
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.ClassDeclaration,
]);

/** `{ declarations: name → nodes, imports: local → { file, name } | { package }, exports: exported → local }` of a file. */
function scopeOf(file) {
  const source = parse(file);
  const declarations = new Map();
  const imports = new Map();
  const exports = new Map();
  const add = (name, node) => declarations.set(name, [...(declarations.get(name) ?? []), node]);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const from = statement.moduleSpecifier.text;
      const target = from.startsWith('.')
        ? { file: `${resolve(dirname(file), from).replace(/\.(d\.)?[mc]?js$/, '')}.d.ts` }
        : { package: from };
      const clause = statement.importClause;
      if (clause?.name) imports.set(clause.name.text, { ...target, name: 'default' });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imports.set(element.name.text, { ...target, name: (element.propertyName ?? element.name).text });
      if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, { ...target, name: '*' });
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements)
        exports.set(element.name.text, (element.propertyName ?? element.name).text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) add(declaration.name.text, declaration);
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name)) {
      add(statement.name.text, statement);
      if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        exports.set(statement.name.text, statement.name.text);
    }
  }
  return { declarations, imports, exports };
}

const scopes = new Map();
const scope = (file) => {
  if (!scopes.has(file)) scopes.set(file, scopeOf(file));
  return scopes.get(file);
};

/** The identifiers a declaration's types name (type references, heritage, `typeof x` queries). */
function referencedNames(node) {
  const names = new Set();
  const visit = (child) => {
    if (ts.isTypeReferenceNode(child)) names.add(rootName(child.typeName));
    else if (ts.isExpressionWithTypeArguments(child) && ts.isIdentifier(child.expression))
      names.add(child.expression.text);
    else if (ts.isTypeQueryNode(child)) names.add(rootName(child.exprName));
    else if (ts.isImportTypeNode(child)) return;
    ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return names;
}
const rootName = (name) => (ts.isIdentifier(name) ? name.text : rootName(name.left));

/**
 * Whether an export is part of what an app passes or receives: a component's or hook's props
 * (`…Props`, `…Options`), or a call (`CallDefinition`) or a table of calls.
 */
export function isApiRoot(name, node) {
  if (/(Props|Options)$/.test(name) && TYPE_KINDS.has(node.kind)) return true;
  if (!ts.isVariableDeclaration(node) || !node.type) return false;
  const text = node.type.getText();
  return /^(\w+\.)?CallDefinition</.test(text) || /Calls$/.test(text);
}

/**
 * The type declarations reachable from what `entry` exports that neither it nor its package's
 * other entries (`siblings`) export by name: `[{ name, file }]`, sorted. `roots` picks the
 * exports to start from (default: every export).
 */
export function unnamedTypes(entry, roots = () => true, siblings = []) {
  const entryScope = scope(entry);
  /** `file#name` of each declaration the package's entries export (under any name). */
  const exportedTargets = new Set();
  const resolveName = (file, name, seen = new Set()) => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const { declarations, imports, exports } = scope(file);
    if (declarations.has(name)) return { file, name };
    const imported = imports.get(name);
    if (imported?.file) {
      const local = scope(imported.file).exports.get(imported.name) ?? imported.name;
      return resolveName(imported.file, local, seen);
    }
    if (imported?.package) return { package: imported.package };
    const local = exports.get(name);
    return local && local !== name ? resolveName(file, local, seen) : undefined;
  };
  for (const [, local] of entryScope.exports) {
    const target = resolveName(entry, local);
    if (target?.file) exportedTargets.add(`${target.file}#${target.name}`);
  }
  // a name another entry of the package exports (the loader's types, from `@hearth/core`)
  const siblingNames = new Set(siblings.flatMap((file) => [...scope(file).exports.keys()]));
  const unnamed = new Map();
  const visited = new Set();
  const walk = (file, name) => {
    const key = `${file}#${name}`;
    if (visited.has(key)) return;
    visited.add(key);
    for (const node of scope(file).declarations.get(name) ?? []) {
      if (TYPE_KINDS.has(node.kind) && !exportedTargets.has(key) && !siblingNames.has(name))
        unnamed.set(key, { name, file });
      for (const referenced of referencedNames(node)) {
        const target = resolveName(file, referenced);
        if (target?.file) walk(target.file, target.name);
      }
    }
  };
  for (const [exported, local] of entryScope.exports) {
    const target = resolveName(entry, local);
    if (!target?.file) continue;
    const nodes = scope(target.file).declarations.get(target.name) ?? [];
    if (nodes.some((node) => roots(exported, node))) walk(target.file, target.name);
  }
  return [...unnamed.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The names `entry`'s declarations export as values (a `declare const`, function, class or enum
 * behind the name, however it is re-exported), which its JavaScript must export too: a type
 * exported by name whose schema constant shares the name is written `export { X }` in a bundled
 * `.d.ts`, declaring the constant an export.
 */
export function exportedValues(entry) {
  const values = new Set();
  const source = parse(entry);
  const typeOnly = new Set();
  for (const statement of source.statements)
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements)
        if (statement.isTypeOnly || element.isTypeOnly) typeOnly.add(element.name.text);
  const valueAt = (file, name, seen = new Set()) => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const { declarations, imports, exports } = scope(file);
    if (declarations.has(name))
      return declarations
        .get(name)
        .some(
          (node) =>
            ts.isVariableDeclaration(node) ||
            ts.isFunctionDeclaration(node) ||
            ts.isClassDeclaration(node) ||
            ts.isEnumDeclaration(node),
        );
    const imported = imports.get(name);
    if (imported?.file)
      return valueAt(imported.file, scope(imported.file).exports.get(imported.name) ?? imported.name, seen);
    const local = exports.get(name);
    return Boolean(local && local !== name && valueAt(file, local, seen));
  };
  for (const [exported, local] of scope(entry).exports)
    if (!typeOnly.has(exported) && valueAt(entry, local)) values.add(exported);
  return values;
}

/** `{ '<package>/<entry>': names }` of every published entry under `root` (`<root>/<package>/dist`). */
export function unnamedTypesOfAll(root = 'packages', roots = isApiRoot) {
  return Object.fromEntries(
    Object.entries(NPM_PACKAGES).flatMap(([pkg, list]) => {
      const files = list.map((spec) => resolve(join(root, pkg, 'dist', `${spec.split(':')[0]}.d.ts`)));
      return files.map((file, index) => [
        `${pkg}/${list[index].split(':')[0]}`,
        unnamedTypes(file, roots, files).map(({ name }) => name),
      ]);
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const all = unnamedTypesOfAll(process.argv[2], process.argv.includes('--all') ? () => true : isApiRoot);
  let total = 0;
  for (const [entry, names] of Object.entries(all)) {
    total += names.length;
    console.log(`${entry.padEnd(20)} ${String(names.length).padStart(4)}  ${names.join(', ')}`);
  }
  console.log(`types the API uses without a name an app can import: ${total}`);
}
