/**
 * Loads an island's stylesheets before it mounts, so no island shows unstyled. The script-tag
 * build puts a call to it at the top of each island chunk (`await loadStyles(import.meta.url,
 * [...])`), so the chunk's import resolves only once its CSS is in. A `<link>` per file (no inline
 * style), so pages with `style-src 'self'` keep working; a file is linked once per page however
 * many islands need it. A stylesheet that fails or stalls never keeps an island from mounting.
 */

/** How long an island waits for its stylesheet before mounting anyway. */
export const STYLE_TIMEOUT_MS = 3000;

const loaded = new Map<string, Promise<void>>();

function link(href: string): Promise<void> {
  let done = loaded.get(href);
  if (done) return done;
  done = new Promise<void>((resolve) => {
    const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((l) => l.href === href);
    if (existing?.sheet) return resolve();
    const element = existing ?? document.createElement('link');
    element.addEventListener('load', () => resolve());
    element.addEventListener('error', () => resolve());
    setTimeout(resolve, STYLE_TIMEOUT_MS);
    if (!existing) {
      element.rel = 'stylesheet';
      element.href = href;
      document.head.append(element);
    }
  });
  loaded.set(href, done);
  return done;
}

/** Links each of `files` (relative to `base`, the chunk's URL) and resolves when all are in. */
export function loadStyles(base: string, files: readonly string[]): Promise<unknown> {
  return Promise.all(files.map((file) => link(new URL(file, base).href)));
}
