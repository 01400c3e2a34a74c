import { nullable, optional, type Struct } from 'superstruct';

/**
 * Optional and nullable: the legacy server sends `null` as often as it leaves a field out.
 * The one copy of the helper every answer schema uses (`maybe(string())`).
 */
export const maybe = <T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> => optional(nullable(struct));

/**
 * An object schema of the named type `T` whose fields another schema can still extend
 * (superstruct's `assign`). A public schema is declared `Struct<T, unknown>` (or this), never left
 * to inference: an inferred schema type spells out every field of every schema it nests, and the
 * packages' declarations then repeat them at each use.
 */
export type ObjectStruct<T> = Struct<T, { [K in keyof T]-?: Struct<T[K], any> }>;
