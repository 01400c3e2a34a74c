#!/usr/bin/env node
/**
 * Import cycles in the packages: the modules of `packages/<name>/src` that import each other in a
 * circle, through any import between them (a value, a type only, a re-export or a lazy
 * `import()`), as TypeScript reads a file's imports. A circle is one strongly connected part of the
 * import graph: every file in it reaches every other. Its test (import-cycles.test.ts, in
 * `npm test`) fails on a circle not on its list of known ones.
 *
 *   node scripts/checks/import-cycles.mjs [dir…]    prints each circle (default: packages), exits 1 on any
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|mts|js|mjs|jsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

/** The source files under `dir` (no declaration files, no node_modules or build output). */
export function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'dist-react', '.next'].includes(entry.name)) files.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !/\.d\.[mc]?ts$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** The file a relative import names, among `known`; `null` for a package or a file not among them. */
function resolveImport(from, specifier, known) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(?:js|mjs|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find((candidate) => known.has(candidate)) ?? null;
}

/**
 * The import graph of `files` (path → text): each file → the files it imports among them, by
 * path. Every kind of import counts: `import`, `import type`, `export … from`, `import()`.
 */
export function importGraph(files) {
  const known = new Set(files.keys());
  const graph = new Map();
  for (const [path, text] of files) {
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles.map((imported) => resolveImport(path, imported.fileName, known)).filter(Boolean);
    graph.set(path, [...new Set(targets)]);
  }
  return graph;
}

/** The circles of `graph`: each a sorted list of the files in it (Tarjan's strongly connected parts). */
export function findCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  // iterative, so a long chain of imports cannot overflow the stack
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, at] = frame;
      const targets = graph.get(node) ?? [];
      if (at < targets.length) {
        frame[1]++;
        const target = targets[at];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1]?.[0];
      if (parent !== undefined) low.set(parent, Math.min(low.get(parent), low.get(node)));
      if (low.get(node) !== index.get(node)) continue;
      const part = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || targets.includes(node)) cycles.push(part.sort());
    }
  }
  return cycles.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

/** The circles among the sources under `dirs`, each file relative to `root`. */
export function cyclesUnder(dirs, root = process.cwd()) {
  const files = new Map(dirs.flatMap(sourceFiles).map((path) => [resolve(path), readFileSync(path, 'utf8')]));
  return findCycles(importGraph(files)).map((cycle) => cycle.map((path) => relative(root, path).split('\\').join('/')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  const started = performance.now();
  const cycles = cyclesUnder(dirs.length ? dirs : ['packages']);
  for (const cycle of cycles) console.log(`${cycle.length} files in a circle:\n  ${cycle.join('\n  ')}`);
  console.log(`${cycles.length} circle(s), ${Math.round(performance.now() - started)} ms`);
  if (cycles.length) process.exitCode = 1;
}
