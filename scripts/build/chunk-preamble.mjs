/**
 * The preamble of the script-tag build's entry chunks (scripts/build/build-islands.mjs): an island's
 * chunk, the file `hearth.js` imports, and a module loaded on demand (a popup's body, a lazy part).
 * Tested in chunk-preamble.test.ts.
 *
 * A chunk's static imports are fetched only once the chunk has arrived and been parsed, their own
 * imports once they have, and its stylesheets once all of them have run. The preamble asks for all
 * of it at once instead: every chunk the entry imports, directly or through another chunk, and its
 * stylesheets, in one `await Promise.all([...])` of dynamic imports whose modules give the entry
 * the bindings its import statements named. So an island is two round trips after `hearth.js`
 * (its chunk, then everything else in parallel) and mounts once styled, without a file of its own
 * that only does that (the earlier `<island>-HASH.js` entry, 333–506 B brotli per island).
 *
 * The bindings are read once the modules have run, not live: a module that reassigns a binding it
 * exports after that would not be seen. {@link reassignedExports} finds such bindings, and the
 * build refuses an entry that imports one.
 */
import { analyze } from 'eslint-scope';
import { parseAst } from 'rolldown/parseAst';

/**
 * The call that links stylesheets (`loadStyles` of @hearth/core's runtime), which `hearth.js`
 * puts on the global object under this symbol: one copy on the page instead of one per island.
 */
export const STYLES_GLOBAL = 'globalThis[Symbol.for("hearth.styles")]';

/** The name an import or export specifier spells (`a`, or `"a-b"` as a string). */
const nameOf = (node) => (node.type === 'Identifier' ? node.name : node.value);
/** The same as an object pattern's key. */
const keyOf = (node) => (node.type === 'Identifier' ? node.name : JSON.stringify(node.value));

/**
 * `code` (a chunk as rolldown renders it, imports first) with its static imports replaced by the
 * preamble. `file`: the chunk's name; `graph`: chunk name → the chunks it imports statically (in
 * the same folder); `css`: its stylesheets, relative to it. Returns `{ code, imports }`: the new
 * code (unchanged when there is nothing to fetch) and, per chunk it imported from, the names it
 * read (for {@link reassignedExports}).
 */
export function withPreamble(code, file, graph, css = []) {
  const declarations = parseAst(code).body.filter((node) => node.type === 'ImportDeclaration');
  const closure = [];
  const seen = new Set([file]);
  const visit = (chunk) => {
    for (const dep of graph[chunk] ?? [])
      if (!seen.has(dep)) {
        seen.add(dep);
        closure.push(dep);
        visit(dep);
      }
  };
  visit(file);
  if (!declarations.length && !closure.length && !css.length) return { code, imports: [] };
  const patterns = [];
  const sources = [];
  const imports = [];
  for (const declaration of declarations) {
    const source = declaration.source.value;
    if (!source.startsWith('./') || source.slice(2).includes('/'))
      throw new Error(`chunk-preamble: ${file} imports ${source}, not a chunk beside it`);
    const named = [];
    let namespace;
    for (const specifier of declaration.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') namespace = specifier.local.name;
      else {
        const isDefault = specifier.type === 'ImportDefaultSpecifier';
        named.push(`${isDefault ? 'default' : keyOf(specifier.imported)}:${specifier.local.name}`);
        imports.push({ from: source.slice(2), name: isDefault ? 'default' : nameOf(specifier.imported) });
      }
    }
    // `import * as n` and named imports of one source never share a declaration
    patterns.push(namespace ?? (named.length ? `{${named.join(',')}}` : ''));
    sources.push(source.slice(2));
  }
  for (const chunk of closure) {
    if (sources.includes(chunk)) continue;
    sources.push(chunk);
    patterns.push('');
  }
  const calls = sources.map((chunk) => `import(${JSON.stringify(`./${chunk}`)})`);
  if (css.length) calls.push(`${STYLES_GLOBAL}(import.meta.url,${JSON.stringify(css.map((f) => `./${f}`))})`);
  const preamble = `const[${patterns.join(',')}]=await Promise.all([${calls.join(',')}]);\n`;
  let out = '';
  let at = 0;
  for (const declaration of declarations) {
    out += code.slice(at, declaration.start);
    at = declaration.end;
  }
  out += code.slice(at);
  const first = declarations[0]?.start ?? 0;
  return { code: `${out.slice(0, first)}${preamble}${out.slice(first)}`, imports };
}

/** Names a pattern binds or assigns (`a`, `[a, {b}]`, `{...c}`). */
function* patternNames(pattern) {
  if (!pattern) return;
  switch (pattern.type) {
    case 'Identifier':
      yield pattern.name;
      break;
    case 'ArrayPattern':
      for (const element of pattern.elements) yield* patternNames(element);
      break;
    case 'ObjectPattern':
      for (const property of pattern.properties) yield* patternNames(property.value ?? property.argument);
      break;
    case 'AssignmentPattern':
      yield* patternNames(pattern.left);
      break;
    case 'RestElement':
      yield* patternNames(pattern.argument);
      break;
  }
}

/** Gives every node of an ESTree AST from parseAst the `range` eslint-scope reads. */
function addRanges(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) addRanges(child);
    return;
  }
  if (typeof node.type === 'string') node.range = [node.start, node.end];
  for (const [key, value] of Object.entries(node))
    if (key !== 'range' && value && typeof value === 'object') addRanges(value);
}

/**
 * The names `code` exports for a top-level binding it assigns again somewhere (an importer reading
 * it once would miss the change). Scopes resolved by eslint-scope: a parameter or an inner
 * variable of the same name (a minifier reuses short names everywhere) is another binding.
 */
export function reassignedExports(code) {
  const ast = parseAst(code);
  addRanges(ast);
  const moduleScope = analyze(ast, { ecmaVersion: 2022, sourceType: 'module' }).globalScope.childScopes[0];
  const assigned = new Set(
    moduleScope.variables
      .filter((variable) => variable.references.some((reference) => reference.isWrite() && !reference.init))
      .map((variable) => variable.name),
  );
  const exported = new Map(); // local → exported names
  const addExport = (local, name) => exported.set(local, [...(exported.get(local) ?? []), name]);
  for (const node of ast.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.declaration?.type === 'VariableDeclaration')
      for (const { id } of node.declaration.declarations) for (const name of patternNames(id)) addExport(name, name);
    if (!node.source)
      for (const specifier of node.specifiers) addExport(nameOf(specifier.local), nameOf(specifier.exported));
  }
  return new Set([...exported].filter(([local]) => assigned.has(local)).flatMap(([, names]) => names));
}
