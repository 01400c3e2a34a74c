import type { Targets } from './size-check.mjs';

export declare const TARGETS: Targets;
