import type { VisitTarget } from './visit-check.mjs';
/** A page as `npm run size` measures it (brotli bytes; `js` includes the loader). */
export interface MeasuredPage {
  name: string;
  js: number;
  css: number;
  total: number;
  /** Hard target of the whole page. */
  max?: number;
  /** Hard target of its CSS. */
  cssMax?: number;
  /** Files it loads (the loader, JavaScript, CSS). */
  files?: number;
  /** Hard target of its files. */
  filesMax?: number;
  /** `false`: checked against its targets only, kept out of the baseline. */
  tracked?: boolean;
}
export type Baseline = Record<string, { js: number; css: number; total: number }>;
export interface SizeRow {
  name: string;
  total: number;
  baseline: number | undefined;
  limit: number | undefined;
  max: number | undefined;
  status: 'ok' | 'OVER' | 'new' | 'smaller';
  problems: string[];
}
export interface Targets {
  loader: { fixed: number; perIsland: number };
  /** `npm run size:visit`'s budget (scripts/size/visit-check.mjs) */
  visit: VisitTarget;
  islandPage: { max: number; css: number };
  islands: Record<string, { max?: number; css?: number; aim?: number }>;
  pages: Record<string, { islands: string[]; lazy?: string[]; max?: number; files?: number; weight?: number }>;
}
export declare function tolerance(baseline: number): number;
export declare function islandTarget(
  name: string,
  targets: Targets,
): { max: number; css: number; aim: number | undefined };
export declare function baselineOf(measured: MeasuredPage[]): Baseline;
export declare function checkSizes(
  measured: MeasuredPage[],
  baseline?: Baseline,
): { rows: SizeRow[]; failed: boolean; hints: string[] };
