/** One cited place: a page of docs/reference/ (or docs/) and one of its anchors, or the whole page. */
export interface CitedPlace {
  page: string;
  anchor: string | undefined;
}
/** What {@link checkCitations} counted and found. */
export interface CitationCheck {
  files: number;
  citations: number;
  links: number;
  problems: string[];
}
export declare const REFERENCE_DIR: string;
export declare const CITATION: RegExp;
export declare function parseCitation(text: string): CitedPlace[] | null;
export declare function formatCitation(places: readonly CitedPlace[]): string;
export declare function slug(heading: string): string;
export declare function anchorsOf(markdown: string): Set<string>;
export declare function pageFile(page: string, root?: string): string;
export declare const EXTERNAL: ReadonlyArray<{ what: string; pattern: RegExp }>;
export declare const EXTERNAL_EXEMPT: readonly string[];
export declare function sourceFiles(root?: string): string[];
export declare function externalMentions(text: string): string[];
export declare function checkCitations(root?: string, files?: readonly string[]): CitationCheck;
export declare function relativeLink(from: string, to: string): string;
