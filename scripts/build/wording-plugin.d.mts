/** A section's catalogue as read from its `messages.ts`. */
export interface CatalogueSource {
  section: string;
  /** The catalogue's export (`CHECKOUT_MESSAGES`). */
  name: string;
  file: string;
  entries: Map<string, string>;
}
/** A rolldown output chunk, as far as the wait check reads it. */
export interface WordingChunk {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}
export declare const SCRIPT_TAG_CONDITION: string;
export declare function readCatalogues(packages?: string): CatalogueSource[];
export declare function readReaders(catalogues: CatalogueSource[]): Map<string, string>;
export declare function sharedTexts(catalogues: CatalogueSource[]): Map<string, Set<string>>;
export declare function passTexts(
  code: string,
  readers: ReadonlyMap<string, string>,
  shared: ReadonlyMap<string, ReadonlySet<string>>,
): { code: string; changed: number };
export declare function cataloguesModule(catalogues: CatalogueSource[]): string;
export declare function awaitWording(code: string, modules: string[]): string | null;
export declare function checkNoWait(chunks: WordingChunk[]): void;
export declare function wordingRolldown(): object;
export declare const wordingEsbuild: object;
