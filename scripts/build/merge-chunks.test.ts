// @vitest-environment node
/**
 * The script-tag build's chunk merging (merge-chunks.mjs): a shared chunk joins another (or an
 * entry's chunk) when the files that saves the pages weigh more than what other pages then
 * download for nothing, with what it imports; never two entries, never in a circle, never a page
 * over its budget; and the stylesheets' merging, across layers only where every list of them can
 * still be linked in cascade order.
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cascadeOrder,
  chunkCycle,
  findCycle,
  mergeSmallChunks,
  mergeStylesheets,
  type ChunkInfo,
  type MergeOptions,
} from './merge-chunks.mjs';

/** The cost of a file these cases are drawn for (the build's FILE_COST may move: the algorithm is what is tested). */
const COST = 150;

type Chunk = ChunkInfo;

const tiny = 'export const a=1;';
/** Code brotli cannot shrink: ~2 KB compressed, more than any page saves by one file less. */
const big = () => `export const b="${randomBytes(1500).toString('base64')}";`;

/** An island's or a lazily loaded module's own code, unless given: 2 KB, as they are. */
const own = big();

function chunk(
  fileName: string,
  imports: string[],
  code?: string,
  kind: 'island' | 'lazy' | 'shared' = 'shared',
  dynamicImports: string[] = [],
): Chunk {
  return {
    fileName,
    code: code ?? (kind === 'shared' ? tiny : `${own}//${fileName}`),
    imports,
    dynamicImports,
    isEntry: kind === 'island',
    isDynamicEntry: kind === 'lazy',
    facadeModuleId: kind === 'shared' ? null : `/src/${fileName}.ts`,
    moduleIds: [`/src/${fileName}.ts`],
  };
}

/** The chunks of each group, by the module ids its test captures. */
function grouped(chunks: Chunk[], options?: MergeOptions): string[][] {
  return mergeSmallChunks(chunks, { fileCost: COST, ...options }).groups.map(
    (group: { test: (id: string) => boolean }) =>
      chunks
        .filter((c) => c.moduleIds.every((id) => group.test(id)))
        .map((c) => c.fileName)
        .sort(),
  );
}

describe('mergeSmallChunks', () => {
  it('merges a small chunk of two islands into the chunk all three load', () => {
    const chunks = [
      chunk('x', ['xy', 'xyz'], undefined, 'island'),
      chunk('y', ['xy', 'xyz'], undefined, 'island'),
      chunk('z', ['xyz'], undefined, 'island'),
      chunk('xy', []),
      chunk('xyz', [], big()),
    ];
    expect(grouped(chunks)).toEqual([['xy', 'xyz']]);
  });

  it('keeps a chunk apart when the pages that do not need it would download more than the file saves', () => {
    const chunks = [
      chunk('x', ['xy', 'xyz'], undefined, 'island'),
      chunk('y', ['xy', 'xyz'], undefined, 'island'),
      chunk('z', ['xyz'], undefined, 'island'),
      chunk('xy', [], big()),
      chunk('xyz', [], big()),
    ];
    expect(grouped(chunks)).toEqual([]);
  });

  it('merges chunks of different pages only when the files saved weigh more than what the others download', () => {
    // y's page saves a file; x's and z's download a few bytes for nothing
    const tinyPair = [
      chunk('x', ['xy'], undefined, 'island'),
      chunk('y', ['xy', 'yz'], undefined, 'island'),
      chunk('z', ['yz'], undefined, 'island'),
      chunk('xy', []),
      chunk('yz', []),
    ];
    expect(grouped(tinyPair)).toEqual([['xy', 'yz']]);
    // 2 KB each: not for one file less
    const bigPair = tinyPair.map((c) => (c.isEntry ? c : chunk(c.fileName, [], big())));
    expect(grouped(bigPair)).toEqual([]);
  });

  it('counts what the chunk merged in imports: a page that did not load it downloads that too', () => {
    // a (x, y) and b (y); b imports c (2 KB, only b's): a into b would make x download b and c
    const chunks = [
      chunk('x', ['a'], undefined, 'island'),
      chunk('y', ['a', 'b'], undefined, 'island'),
      chunk('a', []),
      chunk('b', ['c']),
      chunk('c', [], big()),
    ];
    expect(grouped(chunks).filter((group) => group.includes('a'))).toEqual([]);
  });

  it('keeps a page within its budget, and the store pages named weigh as much as their weight says', () => {
    // x's and z's pages alone each pay ~150 B to save y's page a file: only a heavy page of y merges
    const mid = () => `export const m="${randomBytes(100).toString('base64')}";`;
    const chunks = [
      chunk('x', ['xy'], undefined, 'island'),
      chunk('y', ['xy', 'yz'], undefined, 'island'),
      chunk('z', ['yz'], undefined, 'island'),
      chunk('xy', [], mid()),
      chunk('yz', [], mid()),
    ];
    expect(grouped(chunks)).toEqual([]);
    const store = [{ entries: ['/src/y.ts'], weight: 100 }];
    expect(grouped(chunks, { pages: store })).toEqual([['xy', 'yz']]);
    // unless it would take x's page over its budget
    const xAlone = mergeSmallChunks(chunks, { fileCost: COST }).pages.find((page) => page.key === '/src/x.ts')!.js;
    expect(grouped(chunks, { pages: store, budgets: { '/src/x.ts': xAlone + 50 } })).toEqual([]);
  });

  it("merges a page's own files while it is over its target, at a loss to the others within their budgets", () => {
    const mid = () => `export const m="${randomBytes(100).toString('base64')}";`;
    const chunks = [
      chunk('x', ['xy'], undefined, 'island'),
      chunk('y', ['xy', 'yz'], undefined, 'island'),
      chunk('z', ['yz'], undefined, 'island'),
      chunk('xy', [], mid()),
      chunk('yz', [], mid()),
    ];
    expect(grouped(chunks)).toEqual([]);
    const weight = (key: string) =>
      mergeSmallChunks(chunks, { fileCost: COST }).pages.find((page) => page.key === key)!.js;
    const over = { '/src/y.ts': weight('/src/y.ts') - 20 };
    expect(grouped(chunks, { budgets: over })).toEqual([['xy', 'yz']]);
    // not when that takes another page over its own
    expect(grouped(chunks, { budgets: { ...over, '/src/x.ts': weight('/src/x.ts') + 10 } })).toEqual([]);
  });

  it('makes a page alone at most 1.5 % (or 150 B) heavier, whatever the store pages weigh', () => {
    const chunks = [
      chunk('x', ['xy'], undefined, 'island'),
      chunk('y', ['xy', 'yz'], undefined, 'island'),
      chunk('z', ['yz'], undefined, 'island'),
      chunk('xy', [], big()),
      chunk('yz', [], big()),
    ];
    expect(grouped(chunks, { pages: [{ entries: ['/src/y.ts'], weight: 1000 }] })).toEqual([]);
  });

  it("takes a shared chunk into an island's chunk, never two islands' chunks into one", () => {
    // s is only x's and x's popup's (L): into x's chunk, which L's page has anyway
    const chunks = [
      chunk('x', ['s'], undefined, 'island', ['L']),
      chunk('L', ['s'], undefined, 'lazy'),
      chunk('s', [], big()),
    ];
    expect(grouped(chunks)).toEqual([['s', 'x']]);
    // x's page loads y's chunk (code y shares with x sits in it): they stay apart
    expect(grouped([chunk('x', ['y'], undefined, 'island'), chunk('y', [], big(), 'island')])).toEqual([]);
  });

  it('lets a module loaded on demand load a merged chunk only when every island that loads it has that chunk', () => {
    // s: x's, y's and the popup body L's; u: x's and y's, and L loads only from x's page
    const chunks = [
      chunk('x', ['s', 'u'], undefined, 'island', ['L']),
      chunk('y', ['s', 'u'], undefined, 'island'),
      chunk('L', ['s'], undefined, 'lazy'),
      chunk('s', []),
      chunk('u', [], big()),
    ];
    expect(grouped(chunks)).toEqual([['s', 'u']]);
    // L loads from z's page too, which does not have u: L would download u for nothing
    const fromZ = [...chunks, chunk('z', [], undefined, 'island', ['L'])];
    expect(grouped(fromZ)).toEqual([]);
  });

  it('never makes chunks import each other in a circle (random chunk graphs)', { timeout: 30_000 }, () => {
    // chunks 0..n-1 import only chunks of a higher number (rolldown's graph has no circle); some
    // are islands' chunks, some loaded on demand; merged, the groups' graph must have none either
    const graphs = fc.record({
      n: fc.integer({ min: 4, max: 12 }),
      edges: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
      kinds: fc.array(fc.constantFrom('island', 'lazy', 'shared', 'shared', 'shared'), {
        minLength: 12,
        maxLength: 12,
      }),
      sizes: fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 12, maxLength: 12 }),
    });
    fc.assert(
      fc.property(graphs, ({ n, edges, kinds, sizes }) => {
        const name = (i: number) => `c${i}`;
        const imports = Array.from({ length: n }, () => new Set<string>());
        for (const [a, b] of edges) if (a % n < b % n) imports[a % n]!.add(name(b % n));
        const chunks = Array.from({ length: n }, (_, i) =>
          chunk(
            name(i),
            [...imports[i]!],
            `export const v${i}="${'x'.repeat(sizes[i]!)}${i}";`,
            i === 0 ? 'island' : (kinds[i] as 'island' | 'lazy' | 'shared'),
          ),
        );
        const groups = grouped(chunks);
        const groupOf = (file: string) => groups.find((group) => group.includes(file))?.join('+') ?? file;
        const edgesOf = new Map<string, Set<string>>();
        for (const c of chunks)
          for (const dep of c.imports) {
            const [from, to] = [groupOf(c.fileName), groupOf(dep)];
            if (from !== to) edgesOf.set(from, new Set([...(edgesOf.get(from) ?? []), to]));
          }
        expect(findCycle(edgesOf)).toBeUndefined();
      }),
      { numRuns: 100, seed: 36 },
    );
  });
});

describe('mergeStylesheets', () => {
  const file = (name: string, layer: string, bytes = 50) => ({ name, layer, bytes });
  it('merges stylesheets that pages load together, of one layer or across layers', () => {
    const files = [file('ui-a', 'ui'), file('ui-b', 'ui'), file('feature-c', 'feature')];
    const pages = [{ files: new Set(['ui-a', 'ui-b', 'feature-c']), weight: 1 }];
    expect(mergeStylesheets(files, pages, { fileCost: COST })).toEqual([['ui-a', 'ui-b', 'feature-c']]);
  });

  it('never merges a ui sheet with a feature sheet where a list holds a commerce sheet: it could go neither before nor after', () => {
    const files = [file('ui-a', 'ui'), file('commerce-b', 'commerce', 400), file('feature-c', 'feature')];
    const apart = new Set(['ui-a', 'feature-c']);
    const all = new Set(['ui-a', 'commerce-b', 'feature-c']);
    // a page that loads ui-a and feature-c only would merge them (the previous case) …
    const pages = [
      { files: apart, weight: 10 },
      { files: all, weight: 1 },
    ];
    // … but another list holds commerce-b too; and commerce-b alone would cost the first page its 400 B
    expect(mergeStylesheets(files, pages, { fileCost: COST })).toEqual([]);
    // lists linked apart: the page of all three links [ui-a, feature-c] and then [commerce-b]
    expect(mergeStylesheets(files, pages, { fileCost: COST, lists: [apart, new Set(['commerce-b'])] })).toEqual([
      ['ui-a', 'feature-c'],
    ]);
  });

  it('may make one file of all three layers, where no list holds another sheet beside it', () => {
    const files = [file('ui-a', 'ui'), file('feature-c', 'feature'), file('commerce-b', 'commerce')];
    const pages = [
      { files: new Set(['ui-a', 'feature-c']), weight: 10 },
      { files: new Set(['ui-a', 'feature-c', 'commerce-b']), weight: 10 },
    ];
    expect(mergeStylesheets(files, pages, { fileCost: COST }).map((names) => [...names].sort())).toEqual([
      ['commerce-b', 'feature-c', 'ui-a'],
    ]);
    // with another commerce sheet in the second list, ui-a and feature-c may not be one file
    const more = [...files, file('commerce-d', 'commerce', 400)];
    const withD = [pages[0]!, { ...pages[1]!, files: new Set([...pages[1]!.files, 'commerce-d']) }];
    for (const names of mergeStylesheets(more, withD, { fileCost: COST }))
      expect(names.includes('ui-a') && names.includes('feature-c') && !names.includes('commerce-d')).toBe(false);
  });

  it('keeps apart what other pages would download for nothing, and a page alone within its slack', () => {
    const files = [file('ui-a', 'ui', 400), file('ui-b', 'ui', 400)];
    const both = { files: new Set(['ui-a', 'ui-b']), weight: 1 };
    const onlyA = { files: new Set(['ui-a']), weight: 1 };
    expect(mergeStylesheets(files, [both, onlyA], { fileCost: COST })).toEqual([]);
    expect(mergeStylesheets(files, [{ ...both, weight: 5 }, onlyA], { fileCost: COST })).toEqual([['ui-a', 'ui-b']]);
    expect(
      mergeStylesheets(
        files,
        [
          { ...both, weight: 5 },
          { ...onlyA, alone: true },
        ],
        { fileCost: COST },
      ),
    ).toEqual([]);
  });
});

describe('cascadeOrder', () => {
  const spans: Record<string, [number, number]> = {
    tokens: [0, 0],
    ui: [0, 0],
    uiFeature: [0, 2],
    commerce: [1, 1],
    commerceFeature: [1, 2],
    feature: [2, 2],
  };
  const span = (name: string) => spans[name]!;

  it('puts a list in layer order by first layer, then last, keeping the order given within one span', () => {
    expect(cascadeOrder(['feature', 'commerceFeature', 'ui', 'tokens', 'commerce'], span)).toEqual([
      'ui',
      'tokens',
      'commerce',
      'commerceFeature',
      'feature',
    ]);
    expect(cascadeOrder(['tokens', 'feature', 'uiFeature', 'ui'], span)).toEqual([
      'tokens',
      'ui',
      'uiFeature',
      'feature',
    ]);
  });

  it('refuses a list no order links right, naming the two sheets', () => {
    expect(() => cascadeOrder(['uiFeature', 'commerce'], span)).toThrow(
      "stylesheets uiFeature and commerce hold each other's layers",
    );
    expect(() => cascadeOrder(['tokens', 'commerceFeature', 'uiFeature'], span)).toThrow(
      /uiFeature and commerceFeature/,
    );
  });
});

describe('findCycle / chunkCycle', () => {
  it('names the chunks of a circle, and finds none in a line', () => {
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(chunkCycle([chunk('a', ['b']), chunk('b', ['c']), chunk('c', [])])).toBeUndefined();
    expect(chunkCycle([chunk('a', ['b']), chunk('b', ['a'])])).toEqual(['a', 'b', 'a']);
  });
});
