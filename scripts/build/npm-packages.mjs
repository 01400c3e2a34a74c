/**
 * The published packages and their entry points, shared by the two halves of the npm build:
 * `scripts/build/build-npm.mjs` (JavaScript, one file per module, and `styles.css`) and
 * `scripts/build/build-dts.mjs` (one bundled `.d.ts` per entry). An entry is `name` (`src/name.ts`) or
 * `name:path` (`dist/name.js` built from `src/path.ts`).
 */
export const NPM_PACKAGES = {
  core: ['index', 'server', 'loader:runtime/loader', 'testing:testing/index'],
  ui: ['index', 'testing:testing/index'],
  commerce: ['index', 'server'],
  cart: ['index'],
  account: ['index'],
  checkout: ['index', 'flow'],
  swatches: ['index'],
  product: ['index'],
  media: ['index'],
  lists: ['index'],
};

/** `{ name: source }` of one package's entries, `source` relative to the repo. */
export function entryPoints(pkg) {
  return Object.fromEntries(
    NPM_PACKAGES[pkg].map((entry) => {
      const [key, path = entry] = entry.split(':');
      return [key, `packages/${pkg}/src/${path}.ts`];
    }),
  );
}
