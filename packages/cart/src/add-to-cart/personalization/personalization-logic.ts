/** The monogram's thread colour and font choices [ref: add-to-cart#limits] as pure functions. */
import type { Brand } from '@hearth/core';
import type { MonogramFont, Personalization, ThreadColor } from '../schema';

/**
 * [ref: add-to-cart#limits]: how many thread colours a brand offers: 25 for the main brand, 12 for the second (CB2).
 * The kids store is a variant of the main brand [ref: add-to-cart#overview], so it offers the main brand's 25.
 */
export const THREAD_COLOR_COUNTS: Readonly<Record<Brand, number>> = { main: 25, cb2: 12, kids: 25 };

/**
 * The thread colours a brand offers: the page's, at most the brand's count [ref: add-to-cart#limits]. `extra` is
 * how many the page gave beyond it (left out; the caller logs it once).
 */
export function offeredThreadColors(
  colors: readonly ThreadColor[],
  brand: Brand,
): { colors: ThreadColor[]; extra: number } {
  const count = THREAD_COLOR_COUNTS[brand];
  return { colors: colors.slice(0, count), extra: Math.max(0, colors.length - count) };
}

/** The thread colour and font chosen for the whole monogram ('' when none: each line keeps its own). */
export interface MonogramStyle {
  textcolor: string;
  font: string;
}

/**
 * The first choice of the thread colour and the font: the first line's own `textcolor` / `font`
 * when it is one of those offered, else none (the page's default is not replaced by a guess).
 */
export function initialStyle(
  personalization: Pick<Personalization, 'lines'> | undefined,
  colors: readonly ThreadColor[],
  fonts: readonly MonogramFont[],
): MonogramStyle {
  const first = personalization?.lines[0];
  const textcolor = first && colors.some((c) => c.value === first.textcolor) ? first.textcolor : '';
  const font = first && fonts.some((f) => f.value === first.font) ? first.font : '';
  return { textcolor, font };
}
