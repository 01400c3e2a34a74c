import { defineIslandWithRules } from '@hearth/core';
import { CartCount } from './cart-count';
import { cartCountRules } from './props-rules';

/**
 * `cart-count` [ref: cart-count#rules]: the cart header count; follows `hearth:cart-updated`. Its
 * props are checked by the rules of its schema (`props-rules.ts`).
 *
 * ```html
 * <span data-island="cart-count" data-props='{"count":3}'>3</span>
 * ```
 */
export default defineIslandWithRules({
  name: 'cart-count',
  rules: cartCountRules,
  component: CartCount,
});
