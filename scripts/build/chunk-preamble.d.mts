export declare const STYLES_GLOBAL: string;
/** A binding an entry chunk reads from another chunk. */
export interface ChunkRead {
  from: string;
  name: string;
}
export declare function withPreamble(
  code: string,
  file: string,
  graph: Record<string, readonly string[]>,
  css?: readonly string[],
): { code: string; imports: ChunkRead[] };
export declare function reassignedExports(code: string): Set<string>;
