import { defineIsland } from '@hearth/core';
import { CartCount, CartCountPropsSchema } from '@hearth/cart';

/** `cart-count` (000 §4): follows `hearth:cart-updated`. */
export default defineIsland({
  name: 'cart-count',
  schema: CartCountPropsSchema,
  component: CartCount,
});
