#!/usr/bin/env node
/**
 * `npm run size:floor [-- island …]`: how far packaging is from the code, per island page (brotli
 * bytes, as `npm run size` counts them; run `npm run build` first). Three figures for each page:
 *
 * - **page**: what `npm run size` counts (the loader, each JS file, each CSS file);
 * - **one file**: the same files, the JavaScript concatenated into one file and the CSS into
 *   another: no cost per file left, the same code;
 * - **alone**: the island bundled by itself (rolldown, the same React-on-Preact aliases, no code
 *   splitting, what it does not use shaken out) in one file, with its CSS in one file: what the
 *   page would weigh if this island were the only one in the build, so shared nothing.
 *
 * A target below "alone" cannot be met by packaging: only by less code on that page. Prints the
 * table with each page's aim (or hard target) from scripts/size/size-targets.mjs; targets are checked
 * by `npm run size`, not here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { rolldownInput } from '../build/island-bundle.mjs';
import { ROOT, readIslands } from '../build/islands.mjs';
import { brotli } from '../build/merge-chunks.mjs';
import { PREACT_CONDITIONS, reactOnPreactRolldown } from '../build/preact-aliases.mjs';
import { SCRIPT_TAG_CONDITION, wordingRolldown } from '../build/wording-plugin.mjs';
import { islandTarget } from './size-check.mjs';
import { TARGETS } from './size-targets.mjs';

const dist = join(ROOT, 'packages/islands/dist');
const manifest = JSON.parse(readFileSync(join(dist, 'hearth-manifest.json'), 'utf8'));
const read = (file) => readFileSync(join(dist, file), 'utf8');
const wanted = process.argv.slice(2);
const islands = (await readIslands()).filter((island) => wanted.length === 0 || wanted.includes(island.name));

/** The island's module with everything it imports statically, in one file (its CSS left out). */
async function alone(island) {
  const bundle = await rolldown({
    ...rolldownInput({
      conditions: [SCRIPT_TAG_CONDITION, ...PREACT_CONDITIONS],
      plugins: [
        reactOnPreactRolldown,
        wordingRolldown(),
        { name: 'no-css', load: (id) => (id.endsWith('.css') ? '' : null) },
      ],
    }),
    input: island.source,
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'es', minify: true, comments: false });
  await bundle.close();
  // what the entry imports statically: modules loaded on demand (popups' bodies) and the chunks
  // only they share come later, as on the real page
  const chunks = new Map(output.filter((chunk) => chunk.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const page = new Set();
  const visit = (file) => {
    if (page.has(file)) return;
    page.add(file);
    for (const dep of chunks.get(file).imports) visit(dep);
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry).fileName);
  return [...page].map((file) => chunks.get(file).code).join('\n');
}

const loader = brotli(read('hearth.js'));
const pad = (s, n) => String(s).padStart(n);
console.log(
  `${'island page'.padEnd(20)}${pad('target', 8)}${pad('page', 8)}${pad('one file', 10)}${pad('alone', 8)}   (loader ${loader} B in each)`,
);
for (const island of islands) {
  const built = manifest.islands[island.name];
  const js = [built.file, ...built.deps].map(read);
  const css = built.css.map(read);
  const page = loader + js.reduce((n, code) => n + brotli(code), 0) + css.reduce((n, code) => n + brotli(code), 0);
  const cssOne = brotli(css.join('\n'));
  const oneFile = loader + brotli(js.join('\n')) + cssOne;
  const own = loader + brotli(await alone(island)) + cssOne;
  const { aim, max } = islandTarget(island.name, TARGETS);
  console.log(`${island.name.padEnd(20)}${pad(aim ?? max, 8)}${pad(page, 8)}${pad(oneFile, 10)}${pad(own, 8)}`);
}
