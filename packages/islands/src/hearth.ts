/**
 * `hearth.js`: the one `<script type="module">` a legacy page includes [ref: script-tag#the-markup].
 * It holds only the loader and the island registry, which the build generates from every
 * `packages/<package>/src/<island>/island.ts` (scripts/build/build-islands.mjs). Everything else,
 * styles included, arrives with the chunks of the islands the page uses.
 */
import { loadStyles, startHearth } from '@hearth/core/loader';
// @ts-expect-error generated at build time by scripts/build/build-islands.mjs
import { chunks, loads } from 'hearth:registry';

const registry = chunks as Record<string, string>;
// A variable, so that esbuild leaves the import() to the browser.
const importChunk = (file: string) => import(file);

// What each island's chunk, and each module loaded on demand, calls to link its stylesheets before
// it resolves (the preamble of scripts/build/chunk-preamble.mjs): one copy on the page, not one per chunk.
(globalThis as Record<symbol, unknown>)[Symbol.for('hearth.styles')] = loadStyles;

startHearth({ loads, load: (name) => (registry[name] ? importChunk(`./${name}-${registry[name]}.js`) : undefined) });
