import type { Plugin } from 'rolldown';
export declare function splitDeclarations(
  code: string,
  where?: string,
): { pieces: Map<string, { code: string; uses: string[] }>; exported: Map<string, string> };
export declare function splitModules(packages: string[]): Plugin;
