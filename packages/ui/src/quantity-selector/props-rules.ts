import type { PropsRules } from '@hearth/core';
import type { QuantitySelectorIslandProps } from './props-schema';
import { DEFAULT_BOUNDS } from './quantity';

const { min, max } = DEFAULT_BOUNDS;
const text = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * `QuantitySelectorPropsSchema` written out, which the island checks its props with at mount: a
 * page of steppers then loads no superstruct; the schema loads only to word a refusal.
 * `props-rules.test.ts` holds the two to each other.
 */
export const quantitySelectorRules: PropsRules<QuantitySelectorIslandProps> = {
  fields: {
    value: (value) =>
      value === undefined || (Number.isInteger(value) && (value as number) >= min && (value as number) <= max),
    name: (name) => name === undefined || (typeof name === 'string' && name.length >= 1 && name.length <= 200),
    id: text,
    label: text,
    disabled: (value) => value === undefined || typeof value === 'boolean',
  },
  schema: () => import('./props-schema').then((module) => module.QuantitySelectorPropsSchema),
};
