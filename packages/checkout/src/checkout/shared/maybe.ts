import { nullable, optional, type Struct } from 'superstruct';

/** Optional and nullable: the legacy server sends `null` as often as it leaves a field out. */
export const maybe = <T, S>(struct: Struct<T, S>) => optional(nullable(struct));
