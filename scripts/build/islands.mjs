/**
 * Finds the islands of the repo by pattern: every `packages/<package>/src/<folder>/island.ts`
 * is one island, described by its own default export (`defineIsland({ name, schema, component,
 * load })`). Used by the script-tag build, `npm run size` and the tests that enrol every
 * island; there is no list to keep.
 */
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const PACKAGES = join(ROOT, 'packages');
const LOAD_STRATEGIES = ['eager', 'idle', 'visible', 'interaction'];

/** Every island.ts: `{ folder, package, source }`, sorted by folder. */
export function findIslandSources() {
  const found = [];
  for (const pkg of readdirSync(PACKAGES)) {
    const src = join(PACKAGES, pkg, 'src');
    if (!existsSync(src)) continue;
    for (const folder of readdirSync(src)) {
      const source = join(src, folder, 'island.ts');
      if (existsSync(source)) found.push({ folder, package: pkg, source });
    }
  }
  return found.sort((a, b) => a.folder.localeCompare(b.folder));
}

/**
 * Every island with what its island.ts declares, read by bundling the island.ts files for node
 * and importing them. Throws, naming the file, when an island breaks the pattern (name not its
 * folder's, a name used twice, an unknown load strategy).
 */
export async function readIslands() {
  const sources = findIslandSources();
  const outdir = mkdtempSync(join(tmpdir(), 'hearth-islands-'));
  try {
    await build({
      entryPoints: Object.fromEntries(sources.map(({ folder, source }) => [folder, source])),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      outdir,
      conditions: ['hearth-source'],
      jsx: 'automatic',
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const islands = [];
    for (const entry of sources) {
      const { default: island } = await import(pathToFileURL(join(outdir, `${entry.folder}.js`)).href);
      const where = entry.source.slice(ROOT.length + 1);
      if (!island || typeof island.mount !== 'function')
        throw new Error(`${where}: the default export is not defineIsland(…)`);
      if (island.name !== entry.folder)
        throw new Error(`${where}: island "${island.name}" must live in a folder of the same name`);
      if (!LOAD_STRATEGIES.includes(island.load ?? 'eager')) throw new Error(`${where}: unknown load "${island.load}"`);
      islands.push({
        ...entry,
        name: island.name,
        load: island.load ?? 'eager',
        popup: Boolean(island.popup),
      });
    }
    return islands;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
