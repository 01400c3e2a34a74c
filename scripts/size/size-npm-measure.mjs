/**
 * How `npm run size:npm` (scripts/size/size-npm.mjs) and the Next.js example's page budgets
 * (examples/next/test/next.e2e.ts) weigh what an app's page pays for Hearth components: bundled
 * with rolldown (Vite's bundler) as an app would, `react` and `react-dom` external.
 */
import { rolldown } from 'rolldown';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from '../build/islands.mjs';

const EXTERNAL = [/^react(\/|$)/, /^react-dom(\/|$)/];
const ENTRY = '\0size-npm-entry';

/**
 * Libraries worth naming, found by a string their code holds (an older build may have bundled
 * them into a dist file, where the module list cannot see them) as well as by node_modules path.
 */
const MARKERS = {
  dompurify: 'data-tt-policy-suffix',
  superstruct: 'Expected a value of type',
  '@floating-ui/react': 'data-floating-ui-',
};

/** gzip (level 9) bytes. */
export const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
/** brotli (quality 11) bytes. */
export const brotli = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The repository's own `packages/<pkg>/dist`. */
const repoDist = (pkg) => join(ROOT, 'packages', pkg, 'dist');

/**
 * Bundles `export { name } from '@hearth/pkg'` of each of `components` (`{ pkg, name }`) in one
 * entry with rolldown, from the dist (`distOf(pkg)`) or, with `source`, from the sources (the
 * `hearth-source` condition, each module a file of its own): production, minified, code split.
 * Measures the entry with the chunks it imports statically (what loads before any popup opens):
 * `{ gzip, brotli, packages, modules }` (`packages`: the node_modules packages in it; `modules`:
 * its Hearth modules, relative to the repo).
 */
export async function measureImports(components, { source = false, distOf = repoDist } = {}) {
  const code = components.map(({ pkg, name }) => `export { ${name} } from '@hearth/${pkg}';`).join('\n');
  const entry = {
    name: 'size-npm-entry',
    resolveId(id) {
      if (id === ENTRY) return id;
      const hearth = !source && id.match(/^@hearth\/([^/]+)(?:\/(.+))?$/);
      return hearth ? join(distOf(hearth[1]), `${hearth[2] ?? 'index'}.js`) : undefined;
    },
    load: (id) => (id === ENTRY ? code : undefined),
  };
  const bundle = await rolldown({
    input: ENTRY,
    cwd: ROOT,
    platform: 'browser',
    external: EXTERNAL,
    plugins: [entry],
    resolve: source ? { conditionNames: ['hearth-source', 'import', 'module', 'browser', 'default'] } : undefined,
    transform: { target: 'es2022', jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"' } },
    onLog() {},
  });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file) || !chunks.has(file)) return;
    loaded.add(file);
    chunks.get(file).imports.forEach(visit);
  };
  visit([...chunks.values()].find((chunk) => chunk.isEntry).fileName);
  const packages = new Set();
  const modules = new Set();
  let gz = 0;
  let br = 0;
  for (const file of loaded) {
    const { code: text, modules: parts } = chunks.get(file);
    gz += gzip(text);
    br += brotli(text);
    for (const [id, { renderedLength }] of Object.entries(parts)) {
      if (renderedLength === 0) continue;
      const library = id.match(/node_modules\/((?:@[^/]+\/)?[^./][^/]*)/);
      if (library) packages.add(library[1]);
      else if (id.startsWith(ROOT)) modules.add(relative(ROOT, id));
    }
    for (const [library, marker] of Object.entries(MARKERS)) if (text.includes(marker)) packages.add(library);
  }
  return { gzip: gz, brotli: br, packages: [...packages].sort(), modules: [...modules].sort() };
}
