/**
 * The filter panel's choices as bitsets, for speed: one bit per choice of the option,
 * one bitset per filter item, built once per option and filter list. The union of type-2 items,
 * the intersection with each type-3 item and every count beside a checkbox are then word-wise
 * OR, AND and bit counts over 2,000 / 32 words, not set operations over thousands of codes.
 */
import type { Filter } from '../data/schema';

/** A set of the option's choices, one bit each (bit i: the i-th choice of `all`). */
export type Bits = Uint32Array;

/** An option's filters over its choices. */
export interface FilterIndex {
  /** The option's choice codes, in order: bit i is `all[i]`. */
  all: readonly number[];
  /** Words per bitset. */
  words: number;
  /** Each filter's items' bitsets, by filter index, then item index. */
  items: Bits[][];
}

/** Bits of `codes` among the choices whose positions `position` holds (codes the option lacks are left out). */
function bitsOf(codes: readonly number[], position: ReadonlyMap<number, number>, words: number): Bits {
  const bits = new Uint32Array(words);
  for (const code of codes) {
    const i = position.get(code);
    if (i !== undefined) bits[i >>> 5] = (bits[i >>> 5] ?? 0) | (1 << (i & 31));
  }
  return bits;
}

/** Builds the index of `filters` over the choices `all` (each code once). */
export function filterIndex(all: readonly number[], filters: readonly Filter[]): FilterIndex {
  const words = Math.ceil(all.length / 32);
  const position = new Map<number, number>();
  all.forEach((code, i) => position.set(code, i));
  return {
    all,
    words,
    items: filters.map((filter) => filter.items.map((item) => bitsOf(item.choiceCodes, position, words))),
  };
}

/** Every choice of the index. */
export function allBits(index: FilterIndex): Bits {
  const bits = new Uint32Array(index.words);
  bits.fill(0xffffffff);
  const rest = index.all.length & 31;
  if (rest && index.words > 0) bits[index.words - 1] = (1 << rest) - 1;
  return bits;
}

/** `a` AND `b` (a new set). */
export function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! & b[w]!;
  return out;
}

/** `a` OR `b` (a new set). */
export function or(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! | b[w]!;
  return out;
}

/** How many choices `a` AND `b` holds. */
export function countAnd(a: Bits, b: Bits): number {
  let n = 0;
  for (let w = 0; w < a.length; w++) {
    let v = a[w]! & b[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** The codes of the choices in `bits`, in the option's order. */
export function codesOf(index: FilterIndex, bits: Bits): Set<number> {
  const codes = new Set<number>();
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      codes.add(index.all[w * 32 + (31 - Math.clz32(low))]!);
      word ^= low;
    }
  }
  return codes;
}
