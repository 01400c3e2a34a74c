/**
 * Which modules of a package's `dist` are client modules, marked `'use client'` by
 * `scripts/build/build-npm.mjs`, as React Aria marks its own: a Server Component that
 * imports `QuantitySelector` from `@hearth/ui` gets a client reference to the one module that
 * defines it, and an app's bundler ships that module and what it imports, not the whole package.
 *
 * A module is a client module when it imports
 * - React, react-dom, or a library built on React (one that names `react` among its
 *   dependencies or peer dependencies: swr, floating-ui's React bindings, Embla's, signals-react);
 * - anything from a client module of its own package (on the server a client module's exports
 *   are references, not values: a module using one is client code too);
 * - a name another `@hearth/*` package exports from one of its client modules.
 *
 * Everything else (formatting, validators, schemas, the call client, shared state) is plain code
 * a Server Component may call. The entry files (`index.js`, `server.js`, …) only re-export: they
 * never get the directive, or importing one name would make every export one client boundary
 * (when only the entries said it, `import { QuantitySelector } from '@hearth/ui'` in a Server Component shipped
 * all of ui: +40 KB gzip). An entry with code of its own (the loader) is classified as any module.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

export const USE_CLIENT = "'use client';\n";

/** The package an import names: `swr` of `swr/infinite`, `@floating-ui/react` of itself. */
export const packageOf = (id) => id.split('/', id.startsWith('@') ? 2 : 1).join('/');

/** `isReactLibrary(name)`: React itself, or a package that depends on it (read from its package.json, from `fromDir`). */
export function reactLibraries(fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  const known = new Map();
  return (name) => {
    if (name === 'react' || name === 'react-dom') return true;
    if (!known.has(name)) {
      let json = {};
      try {
        json = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
      } catch {
        // a package that hides its package.json: find it beside its entry
        try {
          let dir = dirname(require.resolve(name));
          while (!json.name && dir !== dirname(dir)) {
            try {
              json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
              if (json.name !== name) json = {};
            } catch {
              // not here
            }
            dir = dirname(dir);
          }
        } catch {
          // unresolvable: not React's
        }
      }
      const deps = { ...json.dependencies, ...json.peerDependencies };
      known.set(name, 'react' in deps || 'react-dom' in deps);
    }
    return known.get(name);
  };
}

/** The static imports and re-exports of `code`: `{ source, names }` (`'*'`: all of it; `[]`: for its side effects). */
export function importsOf(code) {
  const found = [];
  for (const node of parseAst(code).body) {
    if (node.type === 'ImportDeclaration') {
      found.push({
        source: node.source.value,
        names: node.specifiers.map((s) =>
          s.type === 'ImportSpecifier'
            ? (s.imported.name ?? s.imported.value)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*',
        ),
      });
    } else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source) {
      found.push({
        source: node.source.value,
        names: node.type === 'ExportAllDeclaration' ? ['*'] : node.specifiers.map((s) => s.local.name ?? s.local.value),
      });
    }
  }
  return found;
}

/**
 * `{ exported name: the import it comes from }` of an entry that only re-exports (a barrel), or
 * `undefined` when it holds code of its own (the loader): then it is classified as any module.
 */
export function reExportsOf(fileName, code) {
  const from = new Map(); // local name → source
  const exported = new Map();
  for (const node of parseAst(code).body) {
    if (node.type === 'ImportDeclaration') {
      for (const s of node.specifiers) from.set(s.local.name, node.source.value);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of node.specifiers) {
        const name = s.exported.name ?? s.exported.value;
        const local = s.local.name ?? s.local.value;
        const source = node.source ? node.source.value : from.get(local);
        if (!source) return undefined; // a local value
        exported.set(name, source);
      }
    } else if (node.type === 'ExportAllDeclaration') {
      throw new Error(`${fileName}: 'export *' hides which names are client code; list them`);
    } else {
      return undefined;
    }
  }
  return exported;
}

const resolveRelative = (fileName, source) => normalize(join(dirname(fileName), source)).replaceAll('\\', '/');

/**
 * Classifies one package's dist modules.
 *
 * @param chunks `{ fileName: { code, exports } }` of every module (paths relative to `dist`,
 *   `/`-separated; `exports`: the names it exports)
 * @param entries `{ entry name: fileName }` (`index: 'index.js'`)
 * @param isReactLibrary from {@link reactLibraries}
 * @param clientNames `(specifier) => Set` of the client names of an `@hearth/*` entry
 *   (`@hearth/core`, `@hearth/core/testing`), from that package's classification; empty for others
 * @returns `client`: the fileNames to mark; `barrels`: the entries that only re-export;
 *   `exports`: `{ '' | '/entry': Set of the entry's client names }`
 */
export function classifyModules({ pkg, chunks, entries, isReactLibrary, clientNames }) {
  const barrels = new Map();
  for (const file of Object.values(entries)) {
    const reExports = reExportsOf(`@hearth/${pkg}/dist/${file}`, chunks[file].code);
    if (reExports) barrels.set(file, reExports);
  }
  const imports = new Map(Object.entries(chunks).map(([file, { code }]) => [file, importsOf(code)]));
  const client = new Set();
  for (const [file, list] of imports) {
    if (barrels.has(file)) continue;
    const direct = list.some(({ source, names }) => {
      if (source.startsWith('.')) return false;
      if (source.startsWith('@hearth/')) {
        const theirs = clientNames(source);
        return names.some((name) => (name === '*' ? theirs.size > 0 : theirs.has(name)));
      }
      return isReactLibrary(packageOf(source));
    });
    if (direct) client.add(file);
  }
  // a module using a client module of the package is client code too
  for (let changed = true; changed;) {
    changed = false;
    for (const [file, list] of imports) {
      if (client.has(file) || barrels.has(file)) continue;
      if (list.some(({ source }) => source.startsWith('.') && client.has(resolveRelative(file, source)))) {
        client.add(file);
        changed = true;
      }
    }
  }
  const exports = {};
  for (const [entry, file] of Object.entries(entries)) {
    const names = new Set();
    const reExports = barrels.get(file);
    if (!reExports) {
      if (client.has(file)) chunks[file].exports.forEach((name) => names.add(name));
    } else {
      for (const [name, source] of reExports) {
        const fromClient = source.startsWith('.')
          ? client.has(resolveRelative(file, source))
          : clientNames(source).has(name);
        if (fromClient) names.add(name);
      }
    }
    exports[entry === 'index' ? '' : `/${entry}`] = names;
  }
  return { client, barrels: new Set(barrels.keys()), exports };
}
