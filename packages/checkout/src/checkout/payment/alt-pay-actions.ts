/** Paying with PayPal, Venmo or Apple Pay (001 §7) through the adapter, as an action of the checkout. */
import { CHECKOUT_MESSAGES as M } from '../../messages';
import {
  AltPayError,
  altPayErrorLog,
  altPaySave,
  ALT_PAY_CALLS,
  type AltPayAdapter,
  type AltPayAuthorization,
  type AltPayMethod,
} from './alt-pay';
import { CHECKOUT_CALLS } from '../calls';
import type { CheckoutContext } from '../checkout-context';

/**
 * Runs the vendor flow of `method` (its SDK loaded now, when the shopper picked it) for the
 * order's total. A flow that failed or timed out is logged (logpaypalerror / logvisaerror) and
 * said; a cancelled one says nothing. Resolves the authorization, or null.
 */
export async function authorizeWith(
  ctx: CheckoutContext,
  adapter: () => Promise<AltPayAdapter>,
  method: AltPayMethod,
): Promise<AltPayAuthorization | null> {
  const summary = ctx.get().data?.orderSummary;
  try {
    const vendor = await adapter();
    await vendor.load(method);
    return await vendor.authorize(method, {
      amountCents: summary?.total ?? 0,
      currency: ctx.env.site() === 'CA' ? 'CAD' : 'USD',
    });
  } catch (error) {
    const failure =
      error instanceof AltPayError
        ? error
        : new AltPayError(method, 'failed', error instanceof Error ? error.message : String(error));
    // the checkout data carries no basket id (001 §3): the server knows its own basket
    const entry = altPayErrorLog(failure, '');
    if (entry) {
      ctx.env.log(`hearth checkout: ${method} failed: ${failure.reason}`, failure);
      await ctx.send(entry.call, entry.body);
    }
    ctx.set({ notice: failure.reason === 'cancelled' ? null : M.altPayFailed });
    return null;
  }
}

/** The alternative-payment actions over `adapter` (loaded lazily by the caller). */
export function altPayActions(ctx: CheckoutContext, adapter: () => Promise<AltPayAdapter>) {
  return {
    /** Picks `method`: its SDK loads now, its flow runs, the authorization is saved; a failure is logged and said. */
    payWith: (method: AltPayMethod) =>
      ctx.task(`altPay:${method}`, async () => {
        const auth = await authorizeWith(ctx, adapter, method);
        if (!auth) return;
        const { call, body } = altPaySave(auth);
        const answer = await ctx.send(call, body);
        if (!answer) return;
        if (answer.isSuccess === false)
          return ctx.set({ notice: answer.errorMessage || answer.message || M.altPayFailed });
        const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
        if (data) ctx.replaceData(data);
      }),
    /** removeApplePayPayment: back to paying by card. */
    removeApplePay: () =>
      ctx.task('removeApplePayPayment', async () => {
        const answer = await ctx.send(ALT_PAY_CALLS.removeApplePayPayment, {});
        if (!answer) return;
        const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
        if (data) ctx.replaceData(data);
      }),
  };
}
