import { nullable, optional, type Struct } from 'superstruct';

/**
 * Optional and nullable: the legacy server sends `null` as often as it leaves a field out.
 * The one copy of the helper every answer schema uses (`maybe(string())`).
 */
export const maybe = <T, S>(struct: Struct<T, S>): Struct<T | null | undefined, S> => optional(nullable(struct));
