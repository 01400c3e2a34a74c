/// <reference types="vite/client" />
/**
 * Every island and every call of the repo, found by the same patterns the build uses
 * (`packages/<package>/src/<island>/island.ts`, `…/calls.ts` and `…/<part>-calls.ts`): an island or a call is enrolled in
 * the resilience tests by existing.
 */
import { isCallDefinition, type CallDefinition, type IslandModule } from '@hearth/core';
import type { Struct } from 'superstruct';

/** An island module as `defineIsland` builds it, with the schema the harness needs. */
export interface FoundIsland {
  name: string;
  /** `packages/<package>/src/<folder>`. */
  folder: string;
  module: IslandModule;
  schema: Struct<any, any>;
  popup: boolean;
}

const islandModules = import.meta.glob<{ default: IslandModule }>('../packages/*/src/*/island.ts');
/** `calls.ts`, and the `<part>-calls.ts` of a folder that splits its calls (the checkout's payment calls). */
const callModules = import.meta.glob<Record<string, unknown>>('../packages/*/src/*/*calls.ts');
const folderOf = (path: string) => path.replace(/^\.\.\//, '').replace(/\/[^/]*calls\.ts$/, '');

/** Folders that hold an island, without loading them (for `describe.each` at collection time). */
export const ISLAND_FOLDERS: readonly string[] = Object.keys(islandModules)
  .map((path) => path.replace(/^\.\.\//, '').replace(/\/island\.ts$/, ''))
  .sort();

/** Loads the island of `folder`, with its schema (loaded, for an island checked by its rules). */
export async function loadIsland(folder: string): Promise<FoundIsland> {
  const loaded = await islandModules[`../${folder}/island.ts`]!();
  const island = loaded.default;
  if (!island.schema) throw new Error(`${folder}/island.ts: the island exposes no schema`);
  const schema = 'fields' in island.schema ? await island.schema.schema() : island.schema;
  return { name: island.name, folder, module: island, schema, popup: Boolean(island.popup) };
}

/** A declared call and where it was found. */
export interface FoundCall {
  call: CallDefinition<any>;
  /** `packages/<package>/src/<folder>`. */
  folder: string;
}

/** Every call definition exported by a `calls.ts` or `<part>-calls.ts` (directly, or in an exported table of calls). */
export async function loadCalls(): Promise<FoundCall[]> {
  const found = new Map<string, FoundCall>();
  for (const [path, load] of Object.entries(callModules)) {
    const folder = folderOf(path);
    const exported = Object.values(await load());
    const candidates = exported.flatMap((value) =>
      isCallDefinition(value) ? [value] : value && typeof value === 'object' ? Object.values(value) : [],
    );
    for (const call of candidates) {
      if (isCallDefinition(call) && !found.has(call.name)) found.set(call.name, { call, folder });
    }
  }
  return [...found.values()].sort((a, b) => a.call.name.localeCompare(b.call.name));
}

/** Folders holding a calls.ts, for collection time. */
export const CALL_FOLDERS: readonly string[] = [...new Set(Object.keys(callModules).map(folderOf))].sort();
