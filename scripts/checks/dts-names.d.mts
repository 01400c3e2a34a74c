/** A type declaration the API uses that no entry of its package exports by name. */
export interface UnnamedType {
  name: string;
  file: string;
}
export declare function isApiRoot(name: string, node: unknown): boolean;
export declare function unnamedTypes(
  entry: string,
  roots?: (name: string, node: unknown) => boolean,
  siblings?: string[],
): UnnamedType[];
export declare function unnamedTypesOfAll(
  root?: string,
  roots?: (name: string, node: unknown) => boolean,
): Record<string, string[]>;
export declare function exportedValues(entry: string): Set<string>;
