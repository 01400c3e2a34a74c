import { MAX_CART_COUNT, type PropsRules } from '@hearth/core';
import type { CartCountIslandProps } from './props-schema';

/**
 * `CartCountPropsSchema` written out, which the island checks its props with at mount: the
 * header's count then loads no superstruct; the schema loads only to word a refusal.
 * `props-rules.test.ts` holds the two to each other.
 */
export const cartCountRules: PropsRules<CartCountIslandProps> = {
  fields: {
    count: (count) =>
      count === undefined || (Number.isInteger(count) && (count as number) >= 0 && (count as number) <= MAX_CART_COUNT),
  },
  schema: () => import('./props-schema').then((module) => module.CartCountPropsSchema),
};
