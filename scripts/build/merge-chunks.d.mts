/** A rolldown output chunk, as far as the merging reads it. */
export interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
}
/** Pages beside each island's alone, and budgets (mergeSmallChunks). */
export interface MergeOptions {
  pages?: { entries: string[]; weight?: number; jsMax?: number }[];
  budgets?: Record<string, number>;
  entryCss?: Record<string, number>;
  fileCost?: number;
}
export declare const FILE_COST: number;
export declare function brotli(text: string | Uint8Array): number;
export declare function findCycle(edges: Map<string, Iterable<string>>): string[] | undefined;
export declare function chunkCycle(chunks: Pick<ChunkInfo, 'fileName' | 'imports'>[]): string[] | undefined;
export declare const SLACK: number;
export declare const LAZY_WEIGHT: number;
export declare const STYLE_LAYERS: string[];
export declare function cascadeOrder(names: Iterable<string>, span: (name: string) => [number, number]): string[];
export declare function mergeSmallChunks(
  chunks: ChunkInfo[],
  options?: MergeOptions,
): {
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false; priority: number }[];
  pages: { entries: (string | null)[]; weight: number; key: string | number | undefined; js: number }[];
};
export declare function mergeStylesheets(
  files: { name: string; layer: string; bytes: number }[],
  pages: { files: Set<string>; weight: number; cssMax?: number; alone?: boolean }[],
  options?: { fileCost?: number; lists?: Set<string>[] },
): string[][];
