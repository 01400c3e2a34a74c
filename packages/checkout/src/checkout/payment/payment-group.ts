/**
 * The payment side's actions ([ref: checkout#rules, #validation]: payment and billing, tenders, cards, the offer, place
 * order, alternative payments) as one group. The checkout controller loads this module when one
 * of them is first called, and the payment and review steps bring it with them: the Shipping
 * step's page does not carry it (that page ≤ 45 KB).
 */
import { altPayActions } from './alt-pay-actions';
import type { CheckoutContext } from '../checkout-context';
import { paymentActions } from './payment-actions';
import { placeOrderActions } from '../review/place-order-actions';

/** The payment-side actions over `ctx`. */
export function paymentGroup(ctx: CheckoutContext) {
  const adapter = () => ctx.env.altPay();
  return { ...paymentActions(ctx), ...placeOrderActions(ctx, adapter), ...altPayActions(ctx, adapter) };
}

/** The actions of {@link paymentGroup}. */
export type PaymentGroup = ReturnType<typeof paymentGroup>;
