/**
 * A library published as one ES module of plain declarations (superstruct: functions and classes
 * only), split into one module per declaration for the script-tag build (scripts/build/build-islands.mjs).
 * Tested in split-module.test.ts.
 *
 * Code splitting puts a module whole into one chunk: every validator any island uses (`object`,
 * `union`, `record`, `enums`, …) sat in the chunk every page loads, so a page of quantity steppers
 * downloaded the validators of the checkout. Split, each declaration goes to the chunk of the
 * islands that use it, as a module of their own would.
 *
 * Only a module whose top level is function and class declarations and one export list is split
 * (no state that the pieces would have to share): anything else fails the build, so an upgrade
 * that adds one is seen.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'rolldown/parseAst';

/** Identifiers `node` refers to (not property names, keys or labels). */
function references(node, found = new Set(), parent = undefined, key = undefined) {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) references(child, found, parent, key);
    return found;
  }
  if (node.type === 'Identifier') {
    const named =
      (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
      (/^(Property|MethodDefinition|PropertyDefinition)$/.test(parent?.type) && key === 'key' && !parent.computed) ||
      /^(LabeledStatement|BreakStatement|ContinueStatement)$/.test(parent?.type);
    if (!named) found.add(node.name);
    return found;
  }
  for (const [k, value] of Object.entries(node))
    if (value && typeof value === 'object') references(value, found, node, k);
  return found;
}

/**
 * The pieces of `code` (the library's module): declaration name → `{ code, uses }` (the other
 * declarations it refers to), and what the module exports (exported name → declaration).
 */
export function splitDeclarations(code, where = 'module') {
  const declarations = new Map();
  const exported = new Map();
  for (const node of parseAst(code).body) {
    if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) {
      declarations.set(node.id.name, { node, code: code.slice(node.start, node.end) });
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration && !node.source) {
      for (const specifier of node.specifiers) exported.set(specifier.exported.name, specifier.local.name);
    } else {
      throw new Error(
        `split-module: ${where} has a ${node.type} at its top level: only functions, classes and one export list can be split`,
      );
    }
  }
  const pieces = new Map();
  for (const [name, { node, code: text }] of declarations) {
    const uses = [...references(node)].filter((other) => other !== name && declarations.has(other)).sort();
    pieces.set(name, { code: text, uses });
  }
  return { pieces, exported };
}

const PREFIX = '\0hearth-split:';

/** A rolldown plugin that splits `packages` (names as imported) into a module per declaration. */
export function splitModules(packages) {
  const require = createRequire(import.meta.url);
  const split = new Map(); // package → { file, pieces, exported }
  const of = (pkg) => {
    if (!split.has(pkg)) {
      const file = require.resolve(pkg).replace(/index\.cjs$/, 'index.mjs');
      split.set(pkg, { file, ...splitDeclarations(readFileSync(file, 'utf8'), file) });
    }
    return split.get(pkg);
  };
  return {
    name: 'hearth-split-modules',
    resolveId(source) {
      if (source.startsWith(PREFIX)) return source;
      return packages.includes(source) ? `${PREFIX}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [pkg, piece] = id.slice(PREFIX.length).split('#');
      const { pieces, exported } = of(pkg);
      if (piece === undefined)
        return {
          code: [...exported]
            .map(
              ([name, local]) => `export { ${local} as ${name} } from ${JSON.stringify(`${PREFIX}${pkg}#${local}`)};`,
            )
            .join('\n'),
          moduleSideEffects: false,
        };
      const { code, uses } = pieces.get(piece);
      const imports = uses.map((use) => `import { ${use} } from ${JSON.stringify(`${PREFIX}${pkg}#${use}`)};`);
      return { code: `${imports.join('\n')}\n${code}\nexport { ${piece} };\n`, moduleSideEffects: false };
    },
  };
}
