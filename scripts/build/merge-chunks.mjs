/**
 * The script-tag build's chunk merging (scripts/build/build-islands.mjs): code splitting gives every
 * set of pages that shares code a chunk of its own, most of a few hundred bytes, and each file
 * costs a page more than its bytes. Tested in merge-chunks.test.ts.
 */
import { brotliCompressSync, constants } from 'node:zlib';

/** Brotli bytes of `text` at the quality `npm run size` counts with. */
export const brotli = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * What one more file costs a page, in brotli bytes: its own header, the import and export lists
 * that join it to the others, and what brotli cannot share across files. Measured on the
 * add-to-cart page of the esbuild build: its 32 files weighed 5,039 B more than their
 * concatenation, ~160 B each. Set at 100: with 75, 100, 125 or 150 the 19 islands' pages weigh
 * the same within 0.2 %.
 */
export const FILE_COST = 100;

/** A circle of `edges` (node → nodes), as the nodes on it, or `undefined` when there is none. */
export function findCycle(edges) {
  const done = new Set();
  const path = [];
  const visit = (node) => {
    if (done.has(node)) return undefined;
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of edges.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

/**
 * Chunks that import each other statically in a circle (file names), or `undefined`. A module at
 * the top of such a circle may run before what it imports has, so the build refuses them.
 */
export function chunkCycle(chunks) {
  return findCycle(new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports])));
}

/**
 * Code splitting gives every set of pages that shares code a chunk of its own: most are a few
 * hundred bytes, and a page fetched 32 of them. This merges a small shared chunk into another
 * when what the merge makes islands' pages download for nothing weighs less than the files it
 * saves them (FILE_COST on each island's page that loads both), greatest saving first. A merge
 * is considered only when every page of either chunk has the other at hand, islands' pages of
 * the larger chunk aside (their cost is the one weighed): it loads it, or it is a module loaded
 * on demand (a popup's body) from islands that all load it. A merge that would make chunks import
 * each other in a circle is skipped, and islands' own modules and modules loaded on demand stay
 * as they are. Each module still sits in exactly one chunk, so state shared between islands
 * stays shared. Returns rolldown `codeSplitting.groups`.
 */
export function mergeSmallChunks(chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pagesOf = new Map();
  for (const page of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!pagesOf.has(file)) pagesOf.set(file, new Set());
      pagesOf.get(file).add(page.fileName);
      for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
    };
    visit(page.fileName);
  }
  // Start: one group per chunk (pages' own chunks stay as they are, but take part in the graph).
  const groupOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.fileName]));
  const groups = new Map(
    chunks.map((chunk) => [
      chunk.fileName,
      {
        files: [chunk.fileName],
        bytes: brotli(chunk.code),
        pages: pagesOf.get(chunk.fileName) ?? new Set(),
        fixed: chunk.isEntry || chunk.isDynamicEntry,
      },
    ]),
  );
  // What a merge costs and saves is counted on islands' pages: a module loaded on demand comes
  // after its island is in. Such a module may load a merged chunk it did not need only when every
  // island that can load it has that chunk already.
  const islandPages = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const weight = (pages) => [...pages].filter((page) => islandPages.has(page)).length;
  const islandsOf = new Map(); // module loaded on demand → the islands whose page can load it
  for (const island of islandPages) {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = byFile.get(file);
      if (chunk?.isDynamicEntry) {
        if (!islandsOf.has(file)) islandsOf.set(file, new Set());
        islandsOf.get(file).add(island);
      }
      for (const dep of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(dep);
    };
    visit(island);
  }
  /** Whether `page` has `chunk` at hand: it loads it, or it loads on demand from islands that all load it. */
  const atHand = (page, chunk) =>
    chunk.pages.has(page) ||
    (!islandPages.has(page) && [...(islandsOf.get(page) ?? [])].every((island) => chunk.pages.has(island)));
  const edgesWith = (from, into) => {
    const edges = new Map();
    for (const chunk of chunks) {
      const a = groupOf.get(chunk.fileName) === from ? into : groupOf.get(chunk.fileName);
      for (const dep of chunk.imports) {
        const b = groupOf.get(dep) === from ? into : groupOf.get(dep);
        if (a === b) continue;
        if (!edges.has(a)) edges.set(a, new Set());
        edges.get(a).add(b);
      }
    }
    return edges;
  };
  for (;;) {
    const options = [];
    for (const [aKey, a] of groups) {
      if (a.fixed) continue;
      for (const [bKey, b] of groups) {
        // Every page of a loads b; of b's pages, only islands may download a for nothing (counted below).
        if (aKey === bKey || b.fixed || ![...a.pages].every((page) => atHand(page, b))) continue;
        if (![...b.pages].every((page) => islandPages.has(page) || atHand(page, a))) continue;
        const gain = weight(a.pages) * FILE_COST - (weight(b.pages) - weight(a.pages)) * a.bytes;
        if (gain > 0) options.push({ aKey, bKey, gain });
      }
    }
    options.sort((x, y) => y.gain - x.gain);
    const merge = options.find(({ aKey, bKey }) => !findCycle(edgesWith(aKey, bKey)));
    if (!merge) break;
    const a = groups.get(merge.aKey);
    const b = groups.get(merge.bKey);
    for (const file of a.files) groupOf.set(file, merge.bKey);
    for (const page of a.pages) b.pages.add(page);
    b.files.push(...a.files);
    b.bytes += a.bytes - FILE_COST;
    groups.delete(merge.aKey);
  }
  const owner = new Map();
  const merged = [...groups.values()].filter((group) => group.files.length > 1);
  merged.forEach((group, i) => {
    for (const file of group.files) for (const id of byFile.get(file).moduleIds) owner.set(id, i);
  });
  return merged.map((_, i) => ({
    name: `shared${i}`,
    test: (id) => owner.get(id) === i,
    includeDependenciesRecursively: false,
    priority: merged.length - i,
  }));
}
