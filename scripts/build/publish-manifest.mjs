#!/usr/bin/env node
/**
 * What `npm pack` / `npm publish` put in a published package (each package's `prepack` and
 * `postpack`, run in the package's folder; docs/npm.md):
 *
 * - `prepack`: keeps the package.json as the repository has it in `.package.json.repo`, then
 *   writes the one npm users get: no `hearth-source` export condition and no `imports` that point
 *   at `src/` (the tarball holds only `dist`; the dist already resolved them), no `scripts`
 *   (these two). Copies the repository's LICENSE beside it (npm always packs a LICENSE file).
 * - `postpack`: puts the repository's package.json back and removes the copied LICENSE.
 *
 * The repository keeps `hearth-source` for development (tests, Storybook, the demo site and the
 * type check read the sources, nothing needs building). `scripts/packed-package.test.ts` packs
 * each package and reads the package.json in the tarball.
 */
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SOURCE_CONDITION = 'hearth-source';
const BACKUP = '.package.json.repo';
const LICENSE = fileURLToPath(new URL('../../LICENSE', import.meta.url));

/** `value` (an `exports` or `imports` target) without its source-only conditions. */
function withoutSource(value) {
  if (Array.isArray(value)) return value.map(withoutSource);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, target]) => [key, withoutSource(target)]),
  );
}

/** Every file path a target names. */
const targets = (value) =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(targets) : [];

/** The package.json npm users get from the repository's. */
export function publishedManifest(json) {
  const { scripts: _scripts, imports, exports, ...rest } = json;
  const published = { ...rest };
  if (exports) published.exports = withoutSource(exports);
  const kept = Object.entries(imports ?? {}).filter(
    ([, target]) => !targets(target).every((t) => t.startsWith('./src/')),
  );
  if (kept.length) published.imports = withoutSource(Object.fromEntries(kept));
  return published;
}

const step = import.meta.url === pathToFileURL(process.argv[1] ?? '').href ? process.argv[2] : undefined;
if (step === 'prepack') {
  // a second pack started before the first one's postpack keeps the first backup (the original)
  if (!existsSync(BACKUP)) copyFileSync('package.json', BACKUP);
  const json = JSON.parse(readFileSync(BACKUP, 'utf8'));
  writeFileSync('package.json', `${JSON.stringify(publishedManifest(json), null, 2)}\n`);
  copyFileSync(LICENSE, 'LICENSE');
} else if (step === 'postpack') {
  if (existsSync(BACKUP)) renameSync(BACKUP, 'package.json');
  rmSync('LICENSE', { force: true });
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.error(`publish-manifest: unknown step '${step}' (prepack or postpack)`);
  process.exit(1);
}
