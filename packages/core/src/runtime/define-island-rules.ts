/**
 * `defineIslandWithRules`: an island whose props are checked at mount by its schema's rules written
 * out, one test per prop, without the schema library: a page of quantity steppers loaded
 * superstruct (1.4 KB brotli of its 13.6 KB) for five optional fields. The schema itself loads only
 * when a rule refuses the props, to word the console line as `defineIsland` would have.
 */
import { islandModule, type IslandParts } from './island-module';
import { fieldsOf, tooDeep, type PropsResult } from './props';
import type { IslandModule, PropsRules } from './types';

export type { PropsRules };

/** Definition of an island checked by {@link PropsRules}: an `IslandDefinition` with `rules` for `schema`. */
export interface RulesIslandDefinition<P> extends IslandParts<P> {
  /** The rules of its props schema, and the schema to load. */
  rules: PropsRules<P>;
}

/**
 * `raw` checked by `rules`: the props the island gets, or `undefined` when a rule refuses them.
 * Nested too deep, refused as `defineIsland` refuses it.
 */
export function checkRules<P>(rules: PropsRules<P>, raw: unknown): PropsResult<P> | undefined {
  const deep = tooDeep(raw);
  if (deep) return deep;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  // (a copy, as superstruct's `type` reads one)
  const value = { ...raw } as Record<string, unknown>;
  const fields = rules.fields as Record<string, (value: unknown) => boolean>;
  for (const key in fields) if (!fields[key]!(value[key])) return undefined;
  return { ok: true, value: fieldsOf(value, fields) as P };
}

/** Builds the island module for `definition`. */
export function defineIslandWithRules<P>({ rules, ...definition }: RulesIslandDefinition<P>): IslandModule {
  return islandModule(
    definition,
    (raw) =>
      checkRules(rules, raw) ??
      // refused: the schema, loaded now, says why (one line either way)
      import('./props-refusal')
        .then(({ refusal }) => refusal(rules, raw))
        .catch(
          () => ({ ok: false, field: '(props)', reason: 'refused (its schema did not load to say why)' }) as const,
        ),
    rules,
  );
}
