export { CartCount, type CartCountProps } from './cart-count';
export { CartCountPropsSchema, type CartCountIslandProps } from './props-schema';
export { getCartCount, setCartCount } from './cart-count-state';
export { cartCountText } from './messages';
