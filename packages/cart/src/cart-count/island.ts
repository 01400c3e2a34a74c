import { defineIsland } from '@hearth/core';
import { CartCount } from './cart-count';
import { CartCountPropsSchema } from './props-schema';

/**
 * `cart-count` [ref: cart-count#rules]: the cart header count; follows `hearth:cart-updated`.
 *
 * ```html
 * <span data-island="cart-count" data-props='{"count":3}'>3</span>
 * ```
 */
export default defineIsland({
  name: 'cart-count',
  schema: CartCountPropsSchema,
  component: CartCount,
});
