/**
 * How many edits turn `a` into `b`, letter case aside: insertions, deletions, substitutions and
 * swaps of two neighbouring letters (`addItme` → `addItem` is one). Gives up, returning
 * `limit + 1`, as soon as the answer is known to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  // three rows of the table: two back (for swaps), one back, this one
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const same = x[i - 1] === y[j - 1];
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (same ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[y.length]!;
}

/**
 * The candidate closest to `word` ({@link editDistance}; the first of equals), with its distance,
 * or `undefined` when none is within `limit` edits.
 *
 * @default limit Infinity
 */
export function nearest(
  word: string,
  candidates: Iterable<string>,
  limit = Infinity,
): { name: string; distance: number } | undefined {
  let found: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(word, name, found ? Math.min(limit, found.distance - 1) : limit);
    if (distance <= limit && (!found || distance < found.distance)) found = { name, distance };
  }
  return found;
}

/**
 * Whether `word` reads as a slip for `name`: they differ only in letter case, or by at most two
 * edits (one for words of four letters or fewer).
 */
export function isNearMiss(word: string, distance: number): boolean {
  return distance <= (word.length <= 4 ? 1 : 2);
}
