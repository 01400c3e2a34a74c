/**
 * Small shared modules copied into each module that imports them, for the script-tag build
 * (scripts/build/build-islands.mjs). Tested in copy-modules.test.ts.
 *
 * Code splitting puts a module whole into one chunk. The browser's parts of core's `BrowserEnv`
 * (`browserEnv`, `pageNavigate`, `pageLog`, …) and commerce's schema kit are a few dozen bytes
 * each and used by most feature islands: shared, they became chunks of their own or sat in one
 * that pages without them loaded too, and every island imported them from it. Copied, each
 * feature's module gets the parts it imports in its own chunk, as when each feature wrote its own;
 * the source keeps one of each, and the npm packages share them as usual.
 *
 * A copied module may only export declarations (no state a copy would not share: a `let`, a
 * `Map` filled later): the build fails on anything else, so a change that adds some is seen.
 */
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

const PREFIX = '\0hearth-copy:';

/**
 * The names `code` (a copied module, TypeScript) exports. Throws on a top-level statement that
 * could hold state shared by its importers: anything but imports, type declarations, functions and
 * `const` declarations.
 */
export function exportedNames(code, where = 'module') {
  const names = [];
  for (const node of parseAst(code, { lang: 'ts' }).body) {
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (node.type === 'ImportDeclaration' || /^TS(Interface|TypeAlias)Declaration$/.test(declaration?.type)) continue;
    if (node.type === 'ExportNamedDeclaration' && !declaration && !node.source) {
      for (const specifier of node.specifiers) names.push(specifier.exported.name);
      continue;
    }
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
      if (declaration !== node) names.push(declaration.id.name);
      continue;
    }
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const') {
      if (declaration !== node) for (const d of declaration.declarations) names.push(d.id.name);
      continue;
    }
    throw new Error(`copy-modules: ${where} has a ${node.type} at its top level: a copy would not share its state`);
  }
  return names;
}

/** One `import { … } from 'package';` with its specifiers, as prettier writes them (types marked `type`). */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'(@hearth\/[a-z-]+)';/g;

/**
 * `code` (a module of `importer`) importing the names that `copied` maps (package → name → the
 * file that declares it) from copies of those files of its own, instead of from the package.
 * `undefined` when it imports none of them.
 */
export function redirectImports(code, copied, importer) {
  let changed = false;
  const out = code.replace(IMPORT, (statement, list, pkg) => {
    const names = copied.get(pkg);
    if (!names) return statement;
    const kept = [];
    const moved = new Map(); // file → specifiers
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier) continue;
      const name = specifier.split(/\s+as\s+/)[0];
      const file = specifier.startsWith('type ') ? undefined : names.get(name);
      if (file) moved.set(file, [...(moved.get(file) ?? []), specifier]);
      else kept.push(specifier);
    }
    if (moved.size === 0) return statement;
    changed = true;
    const copies = [...moved].map(
      ([file, specifiers]) =>
        `import { ${specifiers.join(', ')} } from ${JSON.stringify(`${PREFIX}${file}?${importer}`)};`,
    );
    return [...(kept.length > 0 ? [`import { ${kept.join(', ')} } from '${pkg}';`] : []), ...copies].join('\n');
  });
  return changed ? out : undefined;
}

/**
 * A rolldown plugin: the modules of `files` (package → its source files whose exports are copied)
 * copied into each module that imports one of their exports through the package's entry.
 */
export function copyModules(files) {
  const copied = new Map(
    Object.entries(files).map(([pkg, list]) => [
      pkg,
      new Map(list.flatMap((file) => exportedNames(readFileSync(file, 'utf8'), file).map((name) => [name, file]))),
    ]),
  );
  const own = new Set(Object.values(files).flat());
  const fileOf = (id) => id.slice(PREFIX.length, id.indexOf('?'));
  return {
    name: 'hearth-copy-modules',
    resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return source;
      // a copy's own imports (types, superstruct) resolve from where the original is
      if (importer?.startsWith(PREFIX)) return this.resolve(source, `${dirname(fileOf(importer))}/copy.ts`);
      return null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      return { code: readFileSync(fileOf(id), 'utf8'), moduleType: 'ts', moduleSideEffects: false };
    },
    transform(code, id) {
      // a copy's own imports of copied parts are copies too (ui's useMediaQuery imports core's mediaQuery)
      const file = id.startsWith(PREFIX) ? fileOf(id) : id;
      if (own.has(id) || file.includes('/node_modules/') || !/\.tsx?$/.test(file)) return null;
      const code2 = redirectImports(code, copied, id);
      return code2 === undefined ? null : { code: code2 };
    },
  };
}
