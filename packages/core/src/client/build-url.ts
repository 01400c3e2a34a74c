import type { QueryValue } from './types';

/**
 * The absolute URL of a call: `path` resolved against the page address, then `segments` added
 * to its path, each URI-encoded (the quick-ship data URL plus `/{sku}`) [ref: core#calls], then `query`
 * appended to any query the path already has. `null`/`undefined` values are left out and
 * arrays repeat the key (`skus=1&skus=2`), which ASP.NET binds to a list.
 */
export function buildUrl(
  path: string,
  base: string,
  query?: Readonly<Record<string, QueryValue>>,
  segments?: ReadonlyArray<string | number>,
): URL {
  const url = new URL(path, base);
  if (segments && segments.length > 0) {
    const encoded = segments.map((segment) => {
      const text = String(segment);
      // URLs read '.', '..' and their %2E spellings as steps up the path, whatever the encoding
      if (text === '' || /^\.{1,2}$/.test(text)) throw new TypeError(`"${text}" is not a path segment`);
      return encodeURIComponent(text);
    });
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encoded.join('/')}`;
  }
  if (!query) return url;
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) url.searchParams.append(key, String(item));
  }
  return url;
}
