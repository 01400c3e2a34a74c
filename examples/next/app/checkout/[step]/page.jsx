import { Checkout } from '@hearth/checkout';
import { CHECKOUT_ROOT, stepNamed, stepOfPath } from '@hearth/checkout/flow';
import { notFound } from 'next/navigation';
import { fromBackend } from '../../session';

/**
 * The checkout's other steps at the addresses it pushes as the shopper moves on
 * (`/checkout/shippingandgiftoptions`, `/checkout/paymentandbilling`, `/checkout/review`; its
 * default `routing: 'path'` under `basePath` '/checkout'): a reload or a shared link asks the app
 * for them. `@hearth/checkout/flow` is server code, so this Server Component reads the step of the
 * address itself; the cart and the confirmation are pages of their own.
 */
export default async function CheckoutStepPage({ params }) {
  const step = stepOfPath(`${CHECKOUT_ROOT}/${(await params).step}`);
  if (!step || step === 'cart' || step === 'confirmation') notFound();
  const { checkoutData } = await fromBackend('/ReactCheckout/RefreshCheckout');
  return (
    <main>
      <Checkout step={stepNamed(step).index} checkoutData={checkoutData} />
    </main>
  );
}
