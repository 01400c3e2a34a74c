/** Each published package's entries: `name` or `name:path` (scripts/build/npm-packages.mjs). */
export declare const NPM_PACKAGES: Record<string, string[]>;
/** `{ name: source }` of one package's entries, `source` relative to the repo. */
export declare function entryPoints(pkg: string): Record<string, string>;
