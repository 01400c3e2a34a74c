/**
 * Why `defineIslandWithRules`' rules refused props, as their schema words it: loaded with the
 * schema, only when props are refused. A module of its own, not a part of props-check.ts: a module
 * both imported and loaded on demand costs every page that imports it the bundler's helper for
 * its namespace (one more file on 17 pages).
 */
import type { PropsRules } from './types';
import { checkProps } from './props-check';
import type { PropsResult } from './props';

/** Why `rules` refused `raw` (`defineIslandWithRules`), as their schema, loaded now, words it. */
export async function refusal<P>(rules: PropsRules<P>, raw: unknown): Promise<PropsResult<never>> {
  const why = checkProps(await rules.schema(), raw);
  // (the rules and the schema disagree: the island's tests keep them from it)
  return why.ok ? { ok: false, field: '(props)', reason: 'refused by its rules' } : why;
}
