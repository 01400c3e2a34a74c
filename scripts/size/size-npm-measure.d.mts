/** A component an app imports: `import { name } from '@hearth/pkg'`. */
export interface ImportedComponent {
  pkg: string;
  name: string;
}
/** What {@link measureImports} found. */
export interface ImportsSize {
  gzip: number;
  brotli: number;
  packages: string[];
  modules: string[];
}
export declare const gzip: (bytes: Uint8Array | string) => number;
export declare const brotli: (bytes: Uint8Array | string) => number;
export declare function measureImports(
  components: ImportedComponent[],
  options?: { source?: boolean; distOf?: (pkg: string) => string },
): Promise<ImportsSize>;
