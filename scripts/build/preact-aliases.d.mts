export declare const REACT_ON_PREACT: string;
export declare function preactTarget(path: string, importer?: string): string | undefined;
export declare const PREACT_CONDITIONS: string[];
