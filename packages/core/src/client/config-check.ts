import type { HearthConfig } from '../config/config-schema';
import { isNearMiss, nearest } from '../util/nearest';

// (the wording's check, messages-check.ts, takes them from here: one chunk for both checks)
export { isNearMiss, nearest };

// What was already reported: one console line each per page.
const warned = new Set<string>();
let checked: { config: object; calls: number } | undefined;

/**
 * Warns once about each slip in `config` against its `fields` and the calls `known` on the page
 * (loaded by `checkConfigKeys` after a call): an `endpoints` key that is no call in `known` but
 * is one in another letter case or a letter or two off, and a top-level setting that is a field
 * so misspelt (`endpoint`). Settings far from every field are the server's own, which islands
 * read; endpoints far from every call may be an island's not on this page, or the app's own.
 * Looks again only when the configuration or the calls known changed.
 */
export function checkSlips(config: HearthConfig, fields: readonly string[], known: ReadonlySet<string>): void {
  // Stryker disable next-line ConditionalExpression: looking again finds the same slips, which `warned` tells once
  if (checked?.config === config && checked.calls === known.size) return;
  checked = { config, calls: known.size };
  for (const key of Object.keys(config)) {
    if (fields.includes(key)) continue;
    report(
      key,
      nearest(key, fields, 2),
      (name) => `hearth: the setting "${key}" is no field; the nearest is "${name}". No island reads it.`,
    );
  }
  for (const key of Object.keys(config.endpoints)) {
    if (known.has(key)) continue;
    report(
      `endpoints.${key}`,
      nearest(key, known, 2),
      (name, distance) =>
        `hearth: endpoints.${key} names no call of this page; the nearest is "${name}"` +
        `${distance === 0 ? ' (names are case-sensitive)' : ''}. It is ignored.`,
    );
  }
}

function report(
  key: string,
  near: { name: string; distance: number } | undefined,
  line: (name: string, distance: number) => string,
): void {
  // Stryker disable next-line Regex: only an endpoint's key holds 'endpoints.', at its start
  if (!near || warned.has(key) || !isNearMiss(key.replace(/^endpoints\./, ''), near.distance)) return;
  warned.add(key);
  console.warn(line(near.name, near.distance));
}

/** Forgets the checks made and the warnings given (tests). */
export function resetSlipCheck(): void {
  checked = undefined;
  warned.clear();
}
