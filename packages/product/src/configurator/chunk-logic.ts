/**
 * Long swatch lists render in chunks (issue 11 performance: 2,000 fabric choices in one option).
 * The first choices of the list render at once; each further chunk renders when it comes near the
 * viewport, so a filter change, a sort or a drawer opening builds a screenful of swatches, not
 * every one of them (each swatch is an image request and a decode).
 */

/** Choices per chunk. */
export const CHUNK_SIZE = 24;

/** One chunk of a group's choices. */
export interface ChoiceChunk<T> {
  /** Index of its first choice in the group. */
  start: number;
  items: T[];
  /** Renders at once (within the list's first `eager` choices). */
  eager: boolean;
}

/**
 * Splits each group's choices into chunks of `size`; chunks starting within the list's first
 * `eager` choices (counted across groups, in order) render at once.
 */
export function planChunks<T>(groups: ReadonlyArray<readonly T[]>, size = CHUNK_SIZE, eager = CHUNK_SIZE): ChoiceChunk<T>[][] {
  let budget = eager;
  return groups.map((items) => {
    const chunks: ChoiceChunk<T>[] = [];
    for (let start = 0; start < items.length; start += size) {
      const slice = items.slice(start, start + size);
      chunks.push({ start, items: slice, eager: budget > 0 });
      budget -= slice.length;
    }
    return chunks;
  });
}

/** The estimated height of an unrendered chunk, in rem (rows of six 6rem swatches). */
export const placeholderRem = (count: number): number => Math.ceil(count / 6) * 6;
