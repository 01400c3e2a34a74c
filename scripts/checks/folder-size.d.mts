import type { ESLint, Rule } from 'eslint';
/** The limit the repo keeps: source files in one folder. */
export declare const MAX_SOURCE_FILES: number;
/** Whether a file name counts as a source file: code, not a test, story or declaration. */
export declare function isSourceFile(name: string): boolean;
/** The source files directly in `dir` (not its subfolders), sorted. */
export declare function sourceFilesIn(dir: string): string[];
/** `hearth/folder-size`: fails each source file of a folder over the limit. */
export declare const folderSizeRule: Rule.RuleModule;
/** The ESLint plugin that carries the rule. */
export declare const hearthPlugin: ESLint.Plugin;
