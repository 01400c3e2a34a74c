import type { Plugin } from 'rolldown';
export declare function exportedNames(code: string, where?: string): string[];
export declare function redirectImports(
  code: string,
  copied: Map<string, Map<string, string>>,
  importer: string,
): string | undefined;
export declare function copyModules(files: Record<string, string[]>): Plugin;
