/**
 * `hearth.js`: the one `<script type="module">` a legacy page includes (CONTRACT §1).
 * It holds only the loader and the island registry, which the build generates from every
 * `packages/<package>/src/<island>/island.ts` (scripts/build-islands.mjs). Everything else,
 * styles included, arrives with the chunks of the islands the page uses.
 */
import { startHearth } from '@hearth/core/loader';
// @ts-expect-error generated at build time by scripts/build-islands.mjs
import { chunks, loads, preload } from 'hearth:registry';

const registry = chunks as Record<string, string>;
// A variable, so that esbuild leaves the import() to the browser.
const importChunk = (file: string) => import(file);
let preloaded: unknown;

startHearth({
  loads,
  load(name) {
    const hash = registry[name];
    if (!hash) return undefined;
    // With the first island, the chunks every island imports start downloading beside it.
    preloaded ??= (preload as string[]).map((file) => importChunk(`./${file}.js`).catch(() => {}));
    return importChunk(`./${name}-${hash}.js`);
  },
});
