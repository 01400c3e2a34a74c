/**
 * `npm run size:npm`'s verdict (scripts/size/size-npm.mjs measures, scripts/size/size-npm-targets.mjs holds
 * the budgets). A component alone, as an app's bundler builds it from the dist, fails when:
 *
 * - it has no budget (`components[name]`: every exported component has one), or is over it, gzip
 *   or brotli bytes;
 * - DOMPurify comes along although the component is not one of `sanitizesHtml` (those that
 *   sanitize HTML when they render; the others load it with the popup that sanitizes);
 * - it brings modules of another island's folder of a feature package that `composes` does not
 *   list (CartCount must not bring add-to-cart's schemas);
 * - the dist brings more than the same component bundled from its sources, where every module is
 *   a file of its own, by more than `overSource` (the dist lost its module structure, or a module
 *   of it now sets something up on import).
 */

/** Where an island's modules live: `packages/<package>/{src,dist}/<folder>/…` → `<package>/<folder>`. */
export const folderOf = (module) =>
  module
    .match(/^packages\/([^/]+)\/(?:src|dist)\/([^/]+)\//)
    ?.slice(1, 3)
    .join('/');

/**
 * @param rows - one per component: `{ pkg, name, home, gzip, brotli, packages, modules, source? }`
 *   (`home`: `<package>/<folder>` of the module that defines it; `modules`: its Hearth modules,
 *   relative to the repo; `source`: the same measured from the sources).
 * @param targets - scripts/size/size-npm-targets.mjs.
 * @param islandFolders - `<package>/<folder>` of every feature package's island.
 * @returns one line per problem, naming the component.
 */
export function checkNpmSizes(rows, targets, islandFolders) {
  const problems = [];
  for (const row of rows) {
    const id = `${row.pkg}/${row.name}`;
    const budget = targets.components[row.name];
    if (!budget) problems.push(`${id}: has no budget in scripts/size/size-npm-targets.mjs`);
    else
      for (const unit of ['gzip', 'brotli'])
        if (budget[unit] !== undefined && row[unit] > budget[unit])
          problems.push(`${id}: ${row[unit]} B ${unit}, over its budget of ${budget[unit]} B`);
    if (row.packages.includes('dompurify') && !targets.sanitizesHtml.includes(row.name))
      problems.push(`${id}: brings DOMPurify, though it sanitizes no HTML when it renders`);
    const allowed = new Set([row.home, ...(targets.composes[row.name] ?? [])]);
    const others = new Set(
      row.modules.map(folderOf).filter((folder) => islandFolders.has(folder) && !allowed.has(folder)),
    );
    for (const folder of others) problems.push(`${id}: brings modules of ${folder}, another island's folder`);
    if (row.source) {
      const { ratio, bytes } = targets.overSource;
      const limit = row.source.gzip + Math.max(bytes, Math.round(row.source.gzip * ratio));
      if (row.gzip > limit)
        problems.push(
          `${id}: ${row.gzip} B gzip from the dist, ${row.source.gzip} B from its sources (limit ${limit} B)`,
        );
    }
  }
  return problems;
}
