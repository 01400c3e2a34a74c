/**
 * `hearth.js`: the one `<script type="module">` a legacy page includes [ref: script-tag#the-markup].
 * It holds only the loader and the island registry, which the build generates from every
 * `packages/<package>/src/<island>/island.ts` (scripts/build-islands.mjs). Everything else,
 * styles included, arrives with the chunks of the islands the page uses.
 */
import { startHearth } from '@hearth/core/loader';
// @ts-expect-error generated at build time by scripts/build-islands.mjs
import { chunks, loads } from 'hearth:registry';

const registry = chunks as Record<string, string>;
// A variable, so that esbuild leaves the import() to the browser.
const importChunk = (file: string) => import(file);

startHearth({ loads, load: (name) => (registry[name] ? importChunk(`./${name}-${registry[name]}.js`) : undefined) });
