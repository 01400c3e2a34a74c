/** Paying with PayPal, Venmo or Apple Pay [ref: checkout#calls] through the adapter, as an action of the checkout. */
import { checkoutMessage } from '../../wording';
import {
  altPayErrorLog,
  altPaySave,
  ALT_PAY_CALLS,
  toAltPayError,
  type AltPayAdapter,
  type AltPayAuthorization,
  type AltPayError,
  type AltPayMethod,
  type AltPayRequest,
  type PayPalMethod,
} from './alt-pay';
import { siteCurrency } from './alt-pay-logic';
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
  try {
    const vendor = await adapter();
    await vendor.load(method);
    return await vendor.authorize(method, altPayRequest(ctx));
  } catch (error) {
    await reportFailure(ctx, toAltPayError(method, error));
    return null;
  }
}

/** [ref: checkout#rules]: the payment request is built from the order summary (its total, in the site's money). */
function altPayRequest(ctx: CheckoutContext): AltPayRequest {
  return { amountCents: ctx.get().data?.orderSummary?.total ?? 0, currency: siteCurrency(ctx.env.site()) };
}

/** What a payment that could not be completed says (read when it is said, so the page's wording applies). */
const altPayFailed = () =>
  checkoutMessage('altPayFailed', 'We could not complete that payment. Please try again or choose another way to pay.');

/**
 * A flow that failed or timed out is logged (in the page, and logpaypalerror / logvisaerror) and
 * said; a cancelled one says nothing (the shopper chose it; the spec shows no wording for either).
 */
async function reportFailure(ctx: CheckoutContext, failure: AltPayError): Promise<void> {
  // the checkout data carries no basket id [ref: checkout#data]: the server knows its own basket
  const entry = altPayErrorLog(failure, '');
  if (entry) {
    ctx.env.log(`hearth checkout: ${failure.method} failed: ${failure.reason}`, failure);
    await ctx.send(entry.call, entry.body);
  }
  ctx.set({
    notice: failure.reason === 'cancelled' ? null : altPayFailed(),
  });
}

/** Saves an authorization [ref: checkout#calls] and shows the checkout with it; a refusal is said. */
async function saveAuthorization(ctx: CheckoutContext, auth: AltPayAuthorization): Promise<void> {
  const { call, body } = altPaySave(auth);
  const answer = await ctx.send(call, body);
  if (!answer) return;
  if (answer.isSuccess === false)
    return ctx.set({
      notice: answer.errorMessage || answer.message || altPayFailed(),
    });
  await refresh(ctx);
}

async function refresh(ctx: CheckoutContext): Promise<void> {
  const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
  if (data) ctx.replaceData(data);
}

/** What the step shows for a vendor's own button: its own ('vendor'), none ('unavailable'), or Hearth's ('own'). */
export type VendorButton = 'vendor' | 'unavailable' | 'own';

/** What Visa Checkout's savevisapayment sends [ref: checkout#calls]. */
export interface VisaPayment {
  basketId: string;
  paymentInitiator: string;
  callId: string;
}

/** The alternative-payment actions over `adapter` (loaded lazily by the caller). */
export function altPayActions(ctx: CheckoutContext, adapter: () => Promise<AltPayAdapter>) {
  return {
    /** Picks `method`: its SDK loads now, its flow runs, the authorization is saved; a failure is logged and said. */
    payWith: (method: AltPayMethod) =>
      ctx.task(`altPay:${method}`, async () => {
        const auth = await authorizeWith(ctx, adapter, method);
        if (auth) await saveAuthorization(ctx, auth);
      }),
    /**
     * Renders the vendor's own button of `method` into `container` (PayPal's and Venmo's: PayPal's
     * SDK, loaded now). Its approval is saved (savepaypalpayment) as `payWith`'s is; a failure is
     * logged and said, a cancel says nothing. Resolves what the step shows, and the function that
     * removes the button. A provider without vendor buttons: 'own' (the step shows Hearth's).
     */
    mountAltPayButton: async (
      method: PayPalMethod,
      container: HTMLElement,
    ): Promise<{ shows: VendorButton; remove: () => void }> => {
      const none = () => undefined;
      try {
        const vendor = await adapter();
        if (!vendor.renderButton) return { shows: 'own', remove: none };
        await vendor.load(method);
        const remove = await vendor.renderButton(method, container, {
          request: () => altPayRequest(ctx),
          approve: (auth) => ctx.task(`altPay:${method}`, () => saveAuthorization(ctx, auth)).then(() => undefined),
          fail: (error) => void reportFailure(ctx, error),
        });
        return remove ? { shows: 'vendor', remove } : { shows: 'unavailable', remove: none };
      } catch (error) {
        await reportFailure(ctx, toAltPayError(method, error));
        return { shows: 'unavailable', remove: none };
      }
    },
    /**
     * Loads the provider ahead of the shopper's click (Apple Pay chosen): Apple's sheet must open
     * in the click's own task, so no chunk may be awaited then. A failure waits for the click.
     */
    prepareAltPay: () =>
      adapter().then(
        () => undefined,
        () => undefined,
      ),
    /** removeApplePayPayment: back to paying by card. */
    removeApplePay: () =>
      ctx.task('removeApplePayPayment', async () => {
        const answer = await ctx.send(ALT_PAY_CALLS.removeApplePayPayment, {});
        if (answer) await refresh(ctx);
      }),
    /**
     * Masterpass (retired by Mastercard; [ref: checkout#calls] launchmasterpass): for a server that still answers
     * it. Its answer is saved as the payment; a refusal is said.
     */
    launchMasterpass: () =>
      ctx.task('launchMasterpass', async () => {
        const answer = await ctx.send(ALT_PAY_CALLS.launchMasterpass, {});
        if (!answer) return;
        if (answer.isSuccess === false)
          return ctx.set({
            notice: answer.errorMessage || answer.message || altPayFailed(),
          });
        await refresh(ctx);
      }),
    /**
     * Visa Checkout (retired by Visa; [ref: checkout#calls] savevisapayment {basketId, paymentInitiator, callId}):
     * for a server that still answers it. A refusal is logged with logvisaerror {IsTimeout,
     * AlternativePaymentInitiator, BasketId} and said.
     */
    saveVisaPayment: (payment: VisaPayment) =>
      ctx.task('saveVisaPayment', async () => {
        const answer = await ctx.send(ALT_PAY_CALLS.saveVisaPayment, {
          basketId: payment.basketId,
          paymentInitiator: payment.paymentInitiator,
          callId: payment.callId,
        });
        if (!answer) return;
        if (answer.isSuccess !== false) return refresh(ctx);
        await ctx.send(ALT_PAY_CALLS.logVisaError, {
          IsTimeout: false,
          AlternativePaymentInitiator: payment.paymentInitiator,
          BasketId: payment.basketId,
        });
        ctx.set({
          notice: answer.errorMessage || answer.message || altPayFailed(),
        });
      }),
  };
}
