/**
 * `defineIsland`: an island whose props are checked against their superstruct schema. The module
 * it builds is `islandModule`'s (island-module.tsx), which `defineIslandWithRules` shares.
 */
import { islandModule, type IslandDefinition } from './island-module';
import { checkProps } from './props-check';
import type { IslandModule } from './types';

export type { IslandDefinition, IslandInjectedProps, IslandParts } from './island-module';

/** Builds the island module for `definition`. */
export function defineIsland<P>(definition: IslandDefinition<P>): IslandModule {
  const { schema } = definition;
  return islandModule(definition, (raw) => checkProps(schema, raw), schema);
}
