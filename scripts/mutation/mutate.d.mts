/** Counts of one kind of file in one run (scores() of mutate.mjs). */
export interface Tally {
  detected: number;
  undetected: number;
  ignored?: number;
  files?: number;
  score?: number;
}
/** A package's record in scripts/mutation/baseline.json. */
export interface PackageRecord {
  /** Per kind ('logic', 'components'): a whole run's, or its folders' sums once they cover it. */
  scores?: Record<string, number>;
  /** A package measured folder by folder: each folder's (or file's) counts per kind. */
  parts?: Record<string, Record<string, { detected: number; undetected: number }>>;
  /** Each file measured: its content hash. */
  files: Record<string, string>;
}
/** A mutation score in per cent: detected / (detected + undetected), 100 when there is no mutant. */
export declare function scoreOf(detected: number, undetected: number): number;
/** The shipped files `mutate:changed` holds to a package's record. */
export declare function checkedFiles(recorded: PackageRecord, shipped: string[]): string[];
/** Records one folder's (or file's) run as a part of a package measured folder by folder. */
export declare function recordPart(
  recorded: PackageRecord | undefined,
  path: string,
  byKind: Record<string, Tally>,
  tested: Record<string, string>,
  shipped: string[],
): PackageRecord;
