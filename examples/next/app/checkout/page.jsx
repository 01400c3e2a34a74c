import { Checkout } from '@hearth/checkout';
import { fromBackend } from '../session';

/** The checkout's first step, rendered on each request from the shopper's checkout (`RefreshCheckout`). */
export default async function CheckoutPage() {
  const { checkoutData } = await fromBackend('/ReactCheckout/RefreshCheckout');
  return (
    <main>
      <Checkout step={1} checkoutData={checkoutData} />
    </main>
  );
}
