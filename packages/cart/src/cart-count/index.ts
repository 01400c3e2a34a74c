export { CartCount, type CartCountProps } from './cart-count';
export { CartCountPropsSchema, type CartCountIslandProps } from './schema';
export { cartCountText } from './messages';
