import { defineIsland } from '@hearth/core';
import { CartPage, CartPropsSchema, type CartIslandProps } from '@hearth/cart';

/**
 * `cart` (000): the cart page from its server-rendered `cartData`, or fetched from `getCartJsx`.
 * The 'Checkout Now' flyout's Returning Customers section is a nested `sign-in` island, which
 * this loader mounts when the flyout opens.
 */
function CartIsland({ cartData, locationId, continueShoppingUrl }: CartIslandProps) {
  return <CartPage cartData={cartData} locationId={locationId ?? undefined} continueShoppingUrl={continueShoppingUrl} />;
}

export default defineIsland({
  name: 'cart',
  schema: CartPropsSchema,
  component: CartIsland,
});
