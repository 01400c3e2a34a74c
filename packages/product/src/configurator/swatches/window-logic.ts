/**
 * Long swatch lists render only their rows near the viewport (for speed: 2,000 fabric
 * choices in one option). A windowed group lays its swatches out in a grid of fixed tracks and
 * fixed rows, so where each row sits is arithmetic: the group keeps its full height (padding above
 * and below the rendered rows) and a filter change, a sort or a scroll renders a screenful of
 * swatches, never 2,000 of them. The mobile two-row layout is the same turned sideways: columns of
 * two, in the group's own horizontal scroll.
 */

/** A list windows its swatches from this many choices on; shorter lists render whole. */
export const WINDOW_FROM = 60;

/** Extra height rendered above and below the viewport, in px (arrow keys and scrolling find rows ready). */
export const OVERSCAN_PX = 240;

/**
 * Rows rendered before the group has been measured: none. The first render lays out empty groups,
 * the measurement after it (before the frame is drawn) renders the rows in view, so no swatch is
 * built only to be dropped.
 */
export const INITIAL_ROWS = 0;

/** Columns assumed before the group has been measured, and where nothing can be measured. */
export const INITIAL_COLUMNS = 8;

/** Rows a group renders where the document has no layout at all (a DOM without a renderer: tests). */
export const UNMEASURED_ROWS = 4;

/** What a windowed group knows of its layout (px). */
export interface WindowGeometry {
  /** Swatches per row (per column in the mobile two-row layout, which scrolls sideways). */
  columns: number;
  /** Height of a row plus the gap under it (width of a column plus the gap beside it). */
  pitch: number;
  /** The gap between rows (columns). */
  gap: number;
}

/** The rendered part of a group: rows `[start, end)`. */
export interface RowRange {
  start: number;
  end: number;
}

/** Rows of `count` swatches in `columns` columns. */
export const rowCount = (count: number, columns: number): number => Math.ceil(count / Math.max(1, columns));

/**
 * The rows of a group that meet the viewport, grown by `overscan` on each side. `top` is the top of
 * the group's grid relative to the viewport's top; `viewport` the visible height.
 */
export function visibleRows(
  top: number,
  viewport: number,
  rows: number,
  pitch: number,
  overscan = OVERSCAN_PX,
): RowRange {
  if (rows === 0 || pitch <= 0) return { start: 0, end: 0 };
  const start = Math.floor((-overscan - top) / pitch);
  const end = Math.ceil((viewport + overscan - top) / pitch);
  const clamp = (n: number) => Math.min(rows, Math.max(0, n));
  return end <= 0 || start >= rows
    ? { start: clamp(start), end: clamp(start) }
    : { start: clamp(start), end: clamp(end) };
}

/** The range kept within `rows` (a filter left fewer rows than were rendered). */
export function clampRange(range: RowRange, rows: number): RowRange {
  const start = Math.min(range.start, rows);
  return { start, end: Math.min(Math.max(range.end, start), rows) };
}

/** The indexes of the choices in rows `[start, end)`: `[from, to)`. */
export function itemSpan(range: RowRange, columns: number, count: number): { from: number; to: number } {
  const from = Math.min(count, range.start * columns);
  return { from, to: Math.min(count, Math.max(from, range.end * columns)) };
}

/**
 * The padding that stands for the rows not rendered, so the group keeps the height of all its rows:
 * above, the rows before the range; below, the rows after it. With nothing rendered the whole height
 * goes above (no row, so no gap under the last one).
 */
export function spacers(
  range: RowRange,
  rows: number,
  geometry: Pick<WindowGeometry, 'pitch' | 'gap'>,
): { top: number; bottom: number } {
  if (range.end <= range.start) return { top: Math.max(0, rows * geometry.pitch - geometry.gap), bottom: 0 };
  return { top: range.start * geometry.pitch, bottom: (rows - range.end) * geometry.pitch };
}

/** Whether two ranges render the same rows. */
export const sameRange = (a: RowRange, b: RowRange): boolean => a.start === b.start && a.end === b.end;

/** The number of tracks of a computed `grid-template-columns` ('96px 96px 96px' → 3); 0 when unknown. */
export function trackCount(gridTemplateColumns: string): number {
  return gridTemplateColumns.split(/\s+/).filter((track) => /^[\d.]+px$/.test(track)).length;
}
