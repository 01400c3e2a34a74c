import { CartPage } from '@hearth/cart';
import { fromBackend } from '../session';

/** The cart, rendered on each request from the shopper's cart (the cart service's `getCartJsx`). */
export default async function Cart() {
  const { cartData } = await fromBackend('/api/demo/cart');
  return (
    <main>
      <CartPage cartData={cartData} />
    </main>
  );
}
