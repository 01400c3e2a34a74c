import type { NpmTargets } from './size-npm-check.mjs';

export declare const NPM_TARGETS: NpmTargets;
