/** Fault walks (fault-walk.ts) of the checkout journeys: from the cart to payment, from payment to the order. */
import { describeFaultWalks } from './fault-walk.js';
import { checkoutToPayment, paymentToOrder } from './checkout-journeys.js';

describeFaultWalks([checkoutToPayment, paymentToOrder]);
