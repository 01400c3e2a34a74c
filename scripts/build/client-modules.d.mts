/** One module of a package's dist, as rolldown wrote it. */
export interface DistChunk {
  code: string;
  exports: string[];
}
export declare const USE_CLIENT: string;
export declare const packageOf: (id: string) => string;
export declare function reactLibraries(fromDir: string): (name: string) => boolean;
export declare function importsOf(code: string): Array<{ source: string; names: string[] }>;
export declare function reExportsOf(fileName: string, code: string): Map<string, string> | undefined;
export declare function classifyModules(options: {
  pkg: string;
  chunks: Record<string, DistChunk>;
  entries: Record<string, string>;
  isReactLibrary: (name: string) => boolean;
  clientNames: (specifier: string) => Set<string>;
}): { client: Set<string>; barrels: Set<string>; exports: Record<string, Set<string>> };
