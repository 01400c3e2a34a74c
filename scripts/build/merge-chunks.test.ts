// @vitest-environment node
/**
 * The script-tag build's chunk merging (merge-chunks.mjs): a small shared chunk joins a chunk every
 * page of it loads already, when that saves more than the other pages then download; never into
 * a chunk some of its pages do not load, never into an island's own module, never in a circle.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chunkCycle, findCycle, mergeSmallChunks, type ChunkInfo } from './merge-chunks.mjs';

type Chunk = ChunkInfo;

const tiny = 'export const a=1;';
/** Code brotli cannot shrink: ~2 KB compressed, more than any page saves by one file less. */
const big = () => `export const b="${randomBytes(1500).toString('base64')}";`;

function chunk(
  fileName: string,
  imports: string[],
  code = tiny,
  kind: 'island' | 'lazy' | 'shared' = 'shared',
  dynamicImports: string[] = [],
): Chunk {
  return {
    fileName,
    code,
    imports,
    dynamicImports,
    isEntry: kind === 'island',
    isDynamicEntry: kind === 'lazy',
    moduleIds: [`/src/${fileName}.ts`],
  };
}

/** The chunks of each group, by the module ids its test captures. */
function grouped(chunks: Chunk[]): string[][] {
  return mergeSmallChunks(chunks).map((group: { test: (id: string) => boolean }) =>
    chunks
      .filter((c) => c.moduleIds.every((id) => group.test(id)))
      .map((c) => c.fileName)
      .sort(),
  );
}

describe('mergeSmallChunks', () => {
  it('merges a small chunk of two islands into the chunk all three load', () => {
    const chunks = [
      chunk('x', ['xy', 'xyz'], tiny, 'island'),
      chunk('y', ['xy', 'xyz'], tiny, 'island'),
      chunk('z', ['xyz'], tiny, 'island'),
      chunk('xy', []),
      chunk('xyz', [], big()),
    ];
    expect(grouped(chunks)).toEqual([['xy', 'xyz']]);
  });

  it('keeps a chunk apart when the pages that do not need it would download more than the file saves', () => {
    const chunks = [
      chunk('x', ['xy', 'xyz'], tiny, 'island'),
      chunk('y', ['xy', 'xyz'], tiny, 'island'),
      chunk('z', ['xyz'], tiny, 'island'),
      chunk('xy', [], big()),
      chunk('xyz', [], big()),
    ];
    expect(grouped(chunks)).toEqual([]);
  });

  it('never merges into a chunk that one of its pages does not load', () => {
    const chunks = [
      chunk('x', ['xy'], tiny, 'island'),
      chunk('y', ['xy', 'yz'], tiny, 'island'),
      chunk('z', ['yz'], tiny, 'island'),
      chunk('xy', []),
      chunk('yz', []),
    ];
    expect(grouped(chunks)).toEqual([]);
  });

  it("never merges into an island's own module, even one every page of the chunk loads", () => {
    // x's page loads y's module too (code y shares with x sits in it)
    const chunks = [chunk('x', ['xy', 'y'], tiny, 'island'), chunk('y', ['xy'], big(), 'island'), chunk('xy', [])];
    expect(grouped(chunks)).toEqual([]);
  });

  it('lets a module loaded on demand load a merged chunk only when every island that loads it has that chunk', () => {
    // s: x's, y's and the popup body L's; u: x's and y's, and L loads only from x's page
    const chunks = [
      chunk('x', ['s', 'u'], tiny, 'island', ['L']),
      chunk('y', ['s', 'u'], tiny, 'island'),
      chunk('L', ['s'], tiny, 'lazy'),
      chunk('s', []),
      chunk('u', [], big()),
    ];
    expect(grouped(chunks)).toEqual([['s', 'u']]);
    // L loads from z's page too, which does not have u: L would download u for nothing
    const fromZ = [...chunks, chunk('z', [], tiny, 'island', ['L'])];
    expect(grouped(fromZ)).toEqual([]);
  });

  it('skips a merge that would make chunks import each other in a circle', () => {
    // p (only x's) imports y's module, which imports r: p merged into r would import y, and y r.
    const circle = [
      chunk('x', ['p', 'r'], tiny, 'island'),
      chunk('y', ['r'], tiny, 'island'),
      chunk('z', ['r'], tiny, 'island'),
      chunk('p', ['y']),
      chunk('r', [], big()),
    ];
    expect(grouped(circle)).toEqual([]);
    // the same without p's import of y: merged
    const line = circle.map((c) => (c.fileName === 'p' ? chunk('p', []) : c));
    expect(grouped(line)).toEqual([['p', 'r']]);
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
