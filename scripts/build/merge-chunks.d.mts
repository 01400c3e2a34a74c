/** A rolldown output chunk, as far as the merging reads it. */
export interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  moduleIds: string[];
}
export declare const FILE_COST: number;
export declare function brotli(text: string | Uint8Array): number;
export declare function findCycle(edges: Map<string, Iterable<string>>): string[] | undefined;
export declare function chunkCycle(chunks: Pick<ChunkInfo, 'fileName' | 'imports'>[]): string[] | undefined;
export declare function mergeSmallChunks(
  chunks: ChunkInfo[],
): { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false; priority: number }[];
