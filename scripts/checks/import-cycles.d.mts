/** The source files under `dir`. */
export declare function sourceFiles(dir: string): string[];
/** The import graph of `files` (path → text): each file → the files it imports among them. */
export declare function importGraph(files: Map<string, string>): Map<string, string[]>;
/** The circles of `graph`, each a sorted list of its files, the largest first. */
export declare function findCycles(graph: Map<string, string[]>): string[][];
/** The circles among the sources under `dirs`, each file relative to `root`. */
export declare function cyclesUnder(dirs: string[], root?: string): string[][];
