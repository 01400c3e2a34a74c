/** A budget in bytes (scripts/size/size-npm-targets.mjs). */
export interface NpmBudget {
  gzip?: number;
  brotli?: number;
}
/** scripts/size/size-npm-targets.mjs. */
export interface NpmTargets {
  components: Record<string, NpmBudget>;
  sanitizesHtml: string[];
  composes: Record<string, string[]>;
  overSource: { ratio: number; bytes: number };
  /** examples/next's pages (gzip over Next's empty page). */
  next: {
    quantitySelector: NpmBudget;
    /** `components`: `<package>/<Name>`; `overVite`: the share over the same set bundled by Vite's bundler. */
    productPage: { components: string[]; overVite: number };
  };
}
/** One component alone as `npm run size:npm` measures it. */
export interface NpmSizeRow {
  pkg: string;
  name: string;
  home: string;
  gzip: number;
  brotli: number;
  packages: string[];
  modules: string[];
  source?: { gzip: number; brotli: number };
}
export declare const folderOf: (module: string) => string | undefined;
export declare function checkNpmSizes(rows: NpmSizeRow[], targets: NpmTargets, islandFolders: Set<string>): string[];
