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
 * concatenation, ~160 B each. Set at 100 first (with 75, 100, 125 or 150 the 19 islands' pages
 * weighed the same within 0.2 %), then at 150, nearer that measure: with the merged chunks weighed
 * rather than estimated, 100 left the visit at 75 files (its budget is 74; 150: 74 files, 200 B
 * lighter, every page within its baseline). Then at 450, the bytes counted and a request's cost
 * besides: on the 21 pages `npm run size` weighs, 150, 300 and 450 gave 710,608, 708,654 and
 * 709,229 B in 479, 443 and 436 files, and the visit 65, 60 and 58 files (99,781, 99,050 and
 * 98,986 B; the add-to-cart page 24,326, 24,008 and 23,842 B).
 */
export const FILE_COST = 450;

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

/** Brotli bytes two chunks' code in one file weighs less than the two files (estimated; measured 40-120 B). */
const MERGE_SAVES = 40;

/** How much heavier merging may make a page holding one island, at most (a fraction of its JavaScript unmerged). */
export const SLACK = 0.015;
/** The same, in brotli bytes, for a small page. */
const SLACK_MIN = 150;

/** How many times more a page over its target (the issues' goals) values the bytes a merge saves it. */
const OVER_TARGET = 10;

/** How much a state of a page counts after a module loaded on demand came (a popup opened) beside the page itself. */
export const LAZY_WEIGHT = 0.5;

/**
 * Code splitting gives every set of pages that shares code a chunk of its own: most are a few
 * hundred bytes, and a page fetched 32 of them. This merges a shared chunk into another, or into an
 * island's chunk (never two entries, nor into a module's loaded on demand), while that makes
 * the pages lighter, counting FILE_COST for each file a page loads: greatest saving first, a pair
 * at a time, for as long as one saves.
 *
 * The pages weighed: each island alone (weight 1); each with a module it can load on demand loaded
 * too ({@link LAZY_WEIGHT}); and `pages`, sets of islands (and modules loaded on demand) that share
 * a page, as the store's templates (weight 1 unless given). A merge saves FILE_COST on each page
 * that loads both chunks; a page that loads one of them only now downloads the other for nothing,
 * with what that one imports and the page did not load yet (and an entry's stylesheets). A page
 * with a budget (`jsMax`, brotli bytes of its JavaScript) is not taken over it by a merge. A merge
 * that would make chunks import each other in a circle is skipped. Each module still sits in
 * exactly one chunk, so state shared between islands stays shared.
 *
 * `chunks`: rolldown's output; `options.pages`: `{ entries: [facadeModuleId…], weight?, jsMax? }`;
 * `options.budgets`: island facadeModuleId → jsMax of its page alone; `options.entryCss`: entry
 * facadeModuleId → brotli bytes of the stylesheets its chunk links. Returns rolldown
 * `codeSplitting.groups`.
 */
export function mergeSmallChunks(
  chunks,
  { pages: declared = [], budgets = {}, entryCss = {}, fileCost = FILE_COST } = {},
) {
  const { index, groups } = chunkGroups(chunks, entryCss);
  const pages = weighedPages(chunks, index, groups, declared, budgets);
  const rootOf = new Map(chunks.map((_, i) => [i, i])); // chunk's entry group → its group now
  // A page alone may come to download for nothing at most SLACK of what it weighed unmerged
  // (or its budget, if lower): merges serve the store's pages, not at any cost to a page alone.
  refreshPages(pages, groups, rootOf);
  for (const page of pages) page.target = page.jsMax;
  for (const page of pages)
    if (page.key !== undefined && typeof page.key !== 'number')
      page.jsMax = Math.min(page.jsMax ?? Infinity, page.js + Math.max(Math.round(page.js * SLACK), SLACK_MIN));
  for (;;) {
    refreshPages(pages, groups, rootOf);
    for (const page of pages) page.over = page.target !== undefined && page.js > page.target;
    const merge = mergeOptions(groups, pages, fileCost).find(({ a, b }) => !mergeCircle(groups, a, b));
    if (!merge) break;
    foldGroup(groups, rootOf, merge);
  }
  // A page still over its target: its own files merged, least loss to the others first, while
  // that keeps every page within its budget (a target is a limit; the pages' sum is an aim)
  for (;;) {
    refreshPages(pages, groups, rootOf);
    const over = pages.filter((page) => page.target !== undefined && page.js > page.target);
    const merge = mergeOptions(groups, pages, fileCost, true).find(
      ({ a, b }) => over.some((page) => page.loaded[a] && page.loaded[b]) && !mergeCircle(groups, a, b),
    );
    if (!over.length || !merge) break;
    foldGroup(groups, rootOf, merge);
  }
  refreshPages(pages, groups, rootOf);
  return mergedResult(chunks, index, groups, pages);
}

/**
 * The chunks as groups, by index: chunk i starts as group i; a merge folds one group into
 * another. `index`: file name → group.
 */
function chunkGroups(chunks, entryCss) {
  const index = new Map(chunks.map((chunk, i) => [chunk.fileName, i]));
  const groups = chunks.map((chunk) => ({
    files: [chunk.fileName],
    code: chunk.code,
    bytes: brotli(chunk.code),
    imports: new Set(chunk.imports.map((file) => index.get(file))),
    // an island's chunk takes shared chunks in (its file keeps its name), never another entry's;
    // a page that loads it for the code merged in also downloads its stylesheets. (A module
    // loaded on demand takes none: rolldown's chunk of one would not be that module's any more.)
    entry: chunk.isEntry || chunk.isDynamicEntry,
    lazy: chunk.isDynamicEntry && !chunk.isEntry,
    css: entryCss[chunk.facadeModuleId] ?? 0,
    alive: true,
  }));
  return { index, groups };
}

/** The groups `roots` import, directly or not, with the roots. */
function closureOf(groups, roots) {
  const seen = new Set();
  const visit = (g) => {
    if (seen.has(g)) return;
    seen.add(g);
    for (const dep of groups[g].imports) visit(dep);
  };
  roots.forEach(visit);
  return seen;
}

/**
 * The pages weighed: `{ roots (entry groups), weight, jsMax?, key }`: each island alone, each with
 * a module it can load on demand loaded too, and the declared pages.
 */
function weighedPages(chunks, index, groups, declared, budgets) {
  const lazyFrom = (i) => {
    const found = new Set();
    const visit = (g) => {
      for (const dep of closureOf(groups, [g]))
        for (const file of chunks[dep].dynamicImports) {
          const lazy = index.get(file);
          if (!found.has(lazy)) {
            found.add(lazy);
            visit(lazy);
          }
        }
    };
    visit(i);
    return found;
  };
  const entryOf = new Map(
    chunks.flatMap((chunk, i) => (chunk.isEntry || chunk.isDynamicEntry ? [[chunk.facadeModuleId, i]] : [])),
  );
  const pages = [];
  chunks.forEach((chunk, i) => {
    if (!chunk.isEntry) return;
    pages.push({ roots: [i], weight: 1, jsMax: budgets[chunk.facadeModuleId], key: chunk.facadeModuleId });
    for (const lazy of lazyFrom(i)) pages.push({ roots: [i, lazy], weight: LAZY_WEIGHT });
  });
  declared.forEach((page, n) => {
    const roots = page.entries.map((id) => entryOf.get(id)).filter((i) => i !== undefined);
    if (roots.length) pages.push({ roots, weight: page.weight ?? 1, jsMax: page.jsMax, key: n });
  });
  return pages;
}

/** Each page's `loaded` (group → 1) and `js` (the brotli bytes of its groups), as the groups are now. */
function refreshPages(pages, groups, rootOf) {
  for (const page of pages) {
    page.loaded = new Uint8Array(groups.length);
    for (const g of closureOf(
      groups,
      page.roots.map((r) => rootOf.get(r)),
    ))
      page.loaded[g] = 1;
    page.js = 0;
    for (let g = 0; g < groups.length; g++) if (page.loaded[g]) page.js += groups[g].bytes;
  }
}

/** A circle of imports if group `a` were folded into `b`: b reaches a through another group, or a reaches b so. */
function mergeCircle(groups, a, b) {
  const edges = new Map();
  groups.forEach((group, g) => {
    if (!group.alive) return;
    const from = g === a ? b : g;
    for (const dep of group.imports) {
      const to = dep === a ? b : dep;
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  });
  return findCycle(edges);
}

/**
 * What each page downloads more when it comes to load group `other` too (with what it imports),
 * by page and group: `all` with the stylesheets and FILE_COST a file, `js` the JavaScript only
 * (for a page with a budget).
 */
function pageExtras(groups, pages, fileCost) {
  const live = groups.flatMap((group, g) => (group.alive ? [g] : []));
  const reaches = new Map(live.map((g) => [g, [...closureOf(groups, [g])].filter((x) => x !== g)]));
  const all = pages.map((page) =>
    groups.map((group, other) => {
      if (!group.alive) return 0;
      let bytes = group.bytes + group.css;
      for (const x of reaches.get(other)) if (!page.loaded[x]) bytes += groups[x].bytes + fileCost;
      return bytes;
    }),
  );
  const js = pages.map((page) =>
    page.jsMax === undefined
      ? undefined
      : groups.map((group, other) => {
          if (!group.alive) return 0;
          let bytes = group.bytes;
          for (const x of reaches.get(other)) if (!page.loaded[x]) bytes += groups[x].bytes;
          return bytes;
        }),
  );
  return { live, all, js };
}

/**
 * The merges that make the pages lighter and keep each within its budget, greatest saving first;
 * with `anyGain`, every merge that keeps each page within its budget, least loss first.
 */
function mergeOptions(groups, pages, fileCost, anyGain = false) {
  const { live, all: extras, js: jsExtras } = pageExtras(groups, pages, fileCost);
  // the pages that load each group, so a pair looks only at the pages of either
  const pagesOf = new Map(live.map((g) => [g, []]));
  pages.forEach((page, i) => {
    for (const g of live) if (page.loaded[g]) pagesOf.get(g).push(i);
  });
  const options = [];
  const seen = new Uint8Array(pages.length);
  for (const x of live)
    for (const y of live) {
      // the shared group (a) goes into the other (b): an entry's, or another shared one
      const [a, b] = groups[x].entry ? [y, x] : [x, y];
      if (x >= y || groups[a].entry || groups[b].lazy) continue;
      let gain = 0;
      let fits = true;
      const visit = (i) => {
        if (seen[i]) return;
        seen[i] = 1;
        const page = pages[i];
        if (page.loaded[a] && page.loaded[b])
          // a page over its target values the bytes one file less saves it OVER_TARGET times more
          gain += page.weight * (fileCost + (page.over ? OVER_TARGET * MERGE_SAVES : 0));
        else {
          const other = page.loaded[a] ? b : a;
          gain -= page.weight * extras[i][other];
          if (page.jsMax !== undefined && page.js + jsExtras[i][other] > page.jsMax) fits = false;
        }
      };
      pagesOf.get(a).forEach(visit);
      pagesOf.get(b).forEach(visit);
      for (const i of pagesOf.get(a)) seen[i] = 0;
      for (const i of pagesOf.get(b)) seen[i] = 0;
      if (fits && (gain > 0 || anyGain)) options.push({ a, b, gain });
    }
  options.sort((p, q) => q.gain - p.gain);
  return options;
}

/** Folds group `merge.a` into `merge.b`: its files, code, bytes and imports; who imported a imports b. */
function foldGroup(groups, rootOf, merge) {
  const a = groups[merge.a];
  const b = groups[merge.b];
  if (process.env.MERGE_LOG)
    console.log(
      'merge',
      a.files[0],
      a.bytes,
      '->',
      b.files[0],
      b.bytes,
      b.entry ? 'entry' : '',
      'gain',
      Math.round(merge.gain),
    );
  b.files.push(...a.files);
  b.code = `${b.code}\n${a.code}`;
  // weighed, not estimated: a constant for what brotli shares across the two (MERGE_SAVES) let the
  // pages' figures drift from what they weigh once built (the add-to-cart page's by 140 B, over
  // its target) until a merge a page could not afford looked fine
  b.bytes = brotli(b.code);
  for (const dep of a.imports) if (dep !== merge.b) b.imports.add(dep);
  b.imports.delete(merge.a);
  a.alive = false;
  for (const group of groups) if (group.imports.delete(merge.a) && group !== b) group.imports.add(merge.b);
  for (const [root, g] of rootOf) if (g === merge.a) rootOf.set(root, merge.b);
}

/** rolldown's `codeSplitting.groups` for the merged groups, and the pages weighed. */
function mergedResult(chunks, index, groups, pages) {
  const owner = new Map();
  const merged = groups.filter((group) => group.alive && group.files.length > 1);
  merged.forEach((group, i) => {
    for (const file of group.files) for (const id of chunks[index.get(file)].moduleIds) owner.set(id, i);
  });
  return {
    groups: merged.map((_, i) => ({
      name: `shared${i}`,
      test: (id) => owner.get(id) === i,
      includeDependenciesRecursively: false,
      priority: merged.length - i,
    })),
    // the pages weighed, with what their JavaScript weighs once merged (estimated), for the
    // stylesheets' merging: `entries` (facadeModuleIds), `weight`, `key` (an island's id, or the
    // index of a page of `options.pages`), `js`
    pages: pages.map(({ roots, weight, key, js }) => ({
      entries: roots.map((root) => chunks[root].facadeModuleId),
      weight,
      key,
      js,
    })),
  };
}

/** The stylesheets' layers, in cascade order: a later layer's rule wins over an earlier one's of the same weight. */
export const STYLE_LAYERS = ['ui', 'commerce', 'feature'];

/**
 * Whether two spans of {@link STYLE_LAYERS} (`lo`..`hi` ranks) hold each other's layers: one reaches
 * strictly inside the other, so neither can be linked before the other in cascade order.
 */
const interleave = (lo1, hi1, lo2, hi2) => hi1 > lo2 && hi2 > lo1;

/**
 * A list of stylesheets in cascade order, by each one's span of {@link STYLE_LAYERS} (`span(name)`:
 * `[first, last]` ranks): by first layer, then last. Throws when two spans interleave (one holds a
 * layer strictly inside the other's), which no order could link right.
 */
export function cascadeOrder(names, span) {
  const sorted = [...names].sort((x, y) => span(x)[0] - span(y)[0] || span(x)[1] - span(y)[1]);
  for (const [i, x] of sorted.entries())
    for (const y of sorted.slice(i + 1)) {
      if (interleave(...span(x), ...span(y)))
        throw new Error(`stylesheets ${x} and ${y} hold each other's layers: no order links both right`);
    }
  return sorted;
}

/**
 * The stylesheets' merging, on the pages the chunks' merging weighed: two stylesheets
 * (of the layers of {@link STYLE_LAYERS}; the design tokens count as ui, and stay first) become one file while that
 * makes the pages lighter, FILE_COST a file, as for chunks. Within a layer each primitive or
 * feature styles its own classes, so their order does not matter; across layers it does (a
 * feature's rule wins over a primitive's of the same weight), so a merged file holds its layers in
 * cascade order, and two files merge only where every page that loads the result can still link
 * its files in cascade order: no other file of such a page may hold a layer strictly between the
 * merged file's first and last (a commerce sheet beside a file of ui and feature rules could go
 * neither before it nor after it).
 *
 * `files`: `[{ name, layer, bytes }]`; `pages`: `[{ files: Set of names, weight, cssMax?, alone? }]`
 * (`alone`: a page holding one island, which merging may make at most SLACK heavier); `lists`:
 * the sets of names linked in order, one by one (an island's, a module's loaded on demand), each
 * kept in cascade order; by default each page's files (what one page holds is not always linked
 * at once: two islands link theirs one after the other, as they would unmerged).
 * Returns the merged sets of names (each of two or more files).
 */
export function mergeStylesheets(files, pages, { fileCost = FILE_COST, lists = pages.map((page) => page.files) } = {}) {
  const groups = files.map((file) => {
    const rank = STYLE_LAYERS.indexOf(file.layer);
    if (rank < 0) throw new Error(`mergeStylesheets: ${file.name} has no layer of ${STYLE_LAYERS.join(', ')}`);
    return { names: [file.name], lo: rank, hi: rank, bytes: file.bytes, alive: true };
  });
  /** Whether a page's files stay in cascade order with `lo`..`hi` as one file (beside those on `on` other than a and b). */
  const orderable = (on, lo, hi, a, b) => {
    for (let g = 0; g < groups.length; g++)
      if (on[g] && g !== a && g !== b && interleave(groups[g].lo, groups[g].hi, lo, hi)) return false;
    return true;
  };
  const at = new Map(files.map((file, i) => [file.name, i]));
  const linked = lists.map((list) => {
    const on = new Uint8Array(groups.length);
    for (const name of list) if (at.has(name)) on[at.get(name)] = 1;
    return on;
  });
  const state = pages.map((page) => {
    const on = new Uint8Array(groups.length);
    for (const name of page.files) if (at.has(name)) on[at.get(name)] = 1;
    const css = [...page.files].reduce((n, name) => n + (files[at.get(name)]?.bytes ?? 0), 0);
    // a page alone: at most SLACK of the page (its JavaScript and stylesheets) more than unmerged, as for chunks
    const cssMax = page.alone
      ? Math.min(page.cssMax ?? Infinity, css + Math.max(Math.round(css * SLACK), SLACK_MIN))
      : page.cssMax;
    return { ...page, on, css, cssMax };
  });
  for (;;) {
    let best;
    for (let a = 0; a < groups.length; a++) {
      if (!groups[a].alive) continue;
      for (let b = a + 1; b < groups.length; b++) {
        if (!groups[b].alive) continue;
        const lo = Math.min(groups[a].lo, groups[b].lo);
        const hi = Math.max(groups[a].hi, groups[b].hi);
        if (linked.some((on) => (on[a] || on[b]) && !orderable(on, lo, hi, a, b))) continue;
        let gain = 0;
        let fits = true;
        for (const page of state) {
          if (page.on[a] && page.on[b]) gain += page.weight * fileCost;
          else if (page.on[a] || page.on[b]) {
            const extra = groups[page.on[a] ? b : a].bytes;
            gain -= page.weight * extra;
            if (page.cssMax !== undefined && page.css + extra > page.cssMax) fits = false;
          }
        }
        if (fits && gain > 0 && (!best || gain > best.gain)) best = { a, b, gain };
      }
    }
    if (!best) break;
    const [a, b] = [groups[best.a], groups[best.b]];
    for (const on of linked) {
      on[best.a] = on[best.a] | on[best.b];
      on[best.b] = 0;
    }
    for (const page of state) {
      if (page.on[best.a] !== page.on[best.b]) page.css += page.on[best.a] ? b.bytes : a.bytes;
      page.on[best.a] = page.on[best.a] | page.on[best.b];
      page.on[best.b] = 0;
    }
    a.names.push(...b.names);
    a.bytes += b.bytes - MERGE_SAVES;
    a.lo = Math.min(a.lo, b.lo);
    a.hi = Math.max(a.hi, b.hi);
    b.alive = false;
  }
  return groups.filter((group) => group.alive && group.names.length > 1).map((group) => group.names);
}
