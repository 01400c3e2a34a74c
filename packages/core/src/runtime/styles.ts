/**
 * Loads an island's stylesheets before it mounts, so no island shows unstyled. In the script-tag
 * build `hearth.js` holds it and each island's chunk calls it from its preamble
 * (scripts/build/chunk-preamble.mjs), which resolves only once the chunks it imports and its CSS are in;
 * so does each module loaded on demand, with its own stylesheets. A `<link>` per file (no inline
 * style), so pages with `style-src 'self'` keep working; a file is linked once per page however
 * many islands need it (the page may link it too). A stylesheet that fails or stalls never keeps
 * an island from mounting.
 */

/** How long an island waits for its stylesheet before mounting anyway. */
export const STYLE_TIMEOUT_MS = 3000;

/** Links each of `files` (relative to `base`, the chunk's URL) and resolves when all are in. */
export function loadStyles(base: string, files: readonly string[]): Promise<unknown> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise((done) => {
          const href = new URL(file, base).href;
          // Another island, or the page, may have linked it already.
          let link = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].find(
            (l) => l.href === href,
          );
          if (link?.sheet) return done(0);
          if (!link)
            document.head.append((link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })));
          link.addEventListener('load', done);
          link.addEventListener('error', done);
          setTimeout(done, STYLE_TIMEOUT_MS);
        }),
    ),
  );
}
