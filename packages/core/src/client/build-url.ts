import type { QueryValue } from './types';

/**
 * The absolute URL of a call: `path` resolved against the page address, with `query`
 * appended to any query the path already has. `null`/`undefined` values are left out and
 * arrays repeat the key (`skus=1&skus=2`), which ASP.NET binds to a list.
 */
export function buildUrl(path: string, base: string, query?: Readonly<Record<string, QueryValue>>): URL {
  const url = new URL(path, base);
  if (!query) return url;
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) url.searchParams.append(key, String(item));
  }
  return url;
}
