/** Paying with PayPal, Venmo or Apple Pay (001 §7) through the adapter, as an action of the checkout. */
import { CHECKOUT_MESSAGES as M } from '../messages';
import { AltPayError, altPayErrorLog, altPaySave, ALT_PAY_CALLS, type AltPayAdapter, type AltPayMethod } from './alt-pay';
import { CHECKOUT_CALLS } from './calls';
import type { CheckoutContext } from './checkout-context';

/** The alternative-payment actions over `adapter` (loaded lazily by the caller). */
export function altPayActions(ctx: CheckoutContext, adapter: () => Promise<AltPayAdapter>) {
  return {
    /** Picks `method`: its SDK loads now, its flow runs, the authorization is saved; a failure is logged and said. */
    payWith: (method: AltPayMethod) =>
      ctx.task(`altPay:${method}`, async () => {
        const summary = ctx.get().data?.orderSummary;
        try {
          const vendor = await adapter();
          await vendor.load(method);
          const auth = await vendor.authorize(method, { amountCents: summary?.total ?? 0, currency: ctx.env.site() === 'CA' ? 'CAD' : 'USD' });
          const { call, body } = altPaySave(auth);
          const answer = await ctx.send(call, body);
          if (!answer) return;
          if (answer.isSuccess === false) return ctx.set({ notice: answer.errorMessage || answer.message || M.altPayFailed });
          const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
          if (data) ctx.replaceData(data);
        } catch (error) {
          const failure = error instanceof AltPayError ? error : new AltPayError(method, 'failed', error instanceof Error ? error.message : String(error));
          // the checkout data carries no basket id (001 §3): the server knows its own basket
          const entry = altPayErrorLog(failure, '');
          if (entry) {
            ctx.env.log(`hearth checkout: ${method} failed: ${failure.reason}`, failure);
            await ctx.send(entry.call, entry.body);
          }
          ctx.set({ notice: failure.reason === 'cancelled' ? null : M.altPayFailed });
        }
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
