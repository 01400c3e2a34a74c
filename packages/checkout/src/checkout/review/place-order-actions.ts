/**
 * Review and Place Order [ref: checkout]: cart validation, PlaceOrder `{adata}` (or an Apple
 * Pay order), and where its answer leads, in the spec's order of precedence.
 */
import { checkUrl } from '@hearth/core';
import { checkoutMessage } from '../../wording';
import { CHECKOUT_CALLS } from '../calls';
import { CART_ROUTE, CHECKOUT_ISLAND, type CheckoutContext } from '../checkout-context';
import { routeOf } from '../flow-logic';
import type { AltPayAdapter } from '../payment/alt-pay';
import { authorizeWith } from '../payment/alt-pay-actions';
import { PAYMENT_CALLS } from '../payment-calls';
import {
  AUTHORIZATION_ERROR_URL,
  clearTaxExemptFlag,
  placeOrderOutcome,
  readAdata,
  type PlaceOrderAnswer,
} from './place-order-logic';

/** An Apple Pay authorization handed over by the alternative-payment adapter. */
export interface ApplePayOrder {
  nonce: string;
  deviceData: string;
  /** From the payment step (PlaceApplePayOrderFromPayment) it carries the billing contact. */
  billingContact?: unknown;
}

/** The review step's actions, and Apple Pay's order from the payment step (through `adapter`). */
export function placeOrderActions(ctx: CheckoutContext, adapter: () => Promise<AltPayAdapter>) {
  const { set, env } = ctx;

  /** [ref: checkout#rules]: where the answer leads. */
  const route = async (answer: PlaceOrderAnswer & { errorType?: number | null | undefined }) => {
    const outcome = placeOrderOutcome(answer, env.href(), ctx.flow);
    switch (outcome.kind) {
      case 'placed': {
        clearTaxExemptFlag(env.sessionStorage, env.log);
        const url =
          checkUrl(outcome.url, {
            island: CHECKOUT_ISLAND,
            field: 'redirectUrl',
            sameOrigin: true,
            instead: `going to ${routeOf('confirmation')}`,
          }) ?? routeOf('confirmation');
        env.navigate(url);
        return;
      }
      case 'invalidPromo': {
        // 1. reset the promo: the checkout data again (without it) and the reason
        const data = (await ctx.send(CHECKOUT_CALLS.refreshCheckout))?.checkoutData;
        if (data) ctx.replaceData(data);
        set({ notice: checkoutMessage('promoRemoved', 'Promotion Code has been removed') });
        env.scrollToTop();
        return;
      }
      case 'authorization':
        return ctx.open({ kind: 'paymentError' });
      case 'giftCard':
        return set({
          giftCardErrors: outcome.errors,
          notice:
            outcome.errors
              .map((e) => e.errorMessage)
              .filter(Boolean)
              .join(' ') || checkoutMessage('giftCardUnavailable', 'Gift card service is not available right now.'),
        });
      case 'tripBooking':
        return ctx.goToStep('shippingAndGiftOptions');
      case 'step':
        return ctx.goTo(outcome.url);
      case 'navigate':
        return ctx.goTo(outcome.url);
      case 'cart':
        return env.navigate(CART_ROUTE);
    }
  };

  type Send = () => Promise<(PlaceOrderAnswer & { errorType?: number | null | undefined }) | null>;
  /** Cart validation, then the order call and where its answer leads. */
  const placeWith = async (send: Send) => {
    // a failed validation shows its popup and ends the task: 'Place Order' is usable again
    if (!(await ctx.validateCart())) return;
    const answer = await send();
    if (answer) await route(answer);
  };
  /**
   * {@link placeWith} for an Apple Pay authorization: its sheet closes with the order's outcome
   * (success only when the order was placed; a refused cart or a failed call close it as failed).
   */
  const placeAndClose = async (auth: { complete?: ((placed: boolean) => void) | undefined }, send: Send) => {
    let placed = false;
    try {
      await placeWith(async () => {
        const answer = await send();
        placed = answer?.isSuccess === true;
        return answer;
      });
    } finally {
      auth.complete?.(placed);
    }
  };
  /** {@link placeWith} as the action `key`: one at a time (the loading flag), never sent twice. */
  const place = (key: string, send: Send) => ctx.task(key, () => placeWith(send));

  return {
    /** 'Place Order': PlaceOrder {adata}, adata from session storage partnerTransactionId. */
    placeOrder: () =>
      place('placeOrder', () => ctx.send(PAYMENT_CALLS.placeOrder, { adata: readAdata(env.sessionStorage, env.log) })),
    /** An Apple Pay order: PlaceApplePayOrder from review, PlaceApplePayOrderFromPayment (with the billing contact) from payment. */
    placeApplePayOrder: (order: ApplePayOrder) =>
      place('placeApplePayOrder', () => {
        const adata = readAdata(env.sessionStorage, env.log);
        return order.billingContact === undefined
          ? ctx.send(PAYMENT_CALLS.placeApplePayOrder, { nonce: order.nonce, deviceData: order.deviceData, adata })
          : ctx.send(PAYMENT_CALLS.placeApplePayOrderFromPayment, {
              nonce: order.nonce,
              deviceData: order.deviceData,
              billingContact: order.billingContact,
              adata,
            });
      }),
    /**
     * The payment step's 'Pay with Apple Pay' [ref: checkout#calls]: the Apple Pay sheet (the adapter; its SDK
     * loaded now), then cart validation and PlaceApplePayOrderFromPayment {nonce, deviceData,
     * billingContact, adata}, whose answer leads where Place Order's does. A cancelled sheet
     * sends nothing; a failed one is logged (logvisaerror) and said.
     */
    payWithApplePay: () =>
      ctx.task('altPay:applepay', async () => {
        const auth = await authorizeWith(ctx, adapter, 'applepay');
        if (auth?.method !== 'applepay') return;
        const adata = readAdata(env.sessionStorage, env.log);
        await placeAndClose(auth, () =>
          ctx.send(PAYMENT_CALLS.placeApplePayOrderFromPayment, {
            nonce: auth.nonce,
            deviceData: auth.deviceData,
            billingContact: auth.billingContact ?? null,
            adata,
          }),
        );
      }),
    /**
     * Review's 'Place Order' when Apple Pay is the payment ([ref: checkout#calls] PlaceApplePayOrder): the Apple
     * Pay sheet, then cart validation and PlaceApplePayOrder {nonce, deviceData, adata}, whose
     * answer leads where Place Order's does. Busy as 'Place Order' is: never sent twice.
     */
    placeOrderWithApplePay: () =>
      ctx.task('placeOrder', async () => {
        const auth = await authorizeWith(ctx, adapter, 'applepay');
        if (auth?.method !== 'applepay') return;
        const adata = readAdata(env.sessionStorage, env.log);
        await placeAndClose(auth, () =>
          ctx.send(PAYMENT_CALLS.placeApplePayOrder, { nonce: auth.nonce, deviceData: auth.deviceData, adata }),
        );
      }),
    /** 'Update Payment' of 'Payment Error' [ref: checkout#errors]: the payment step with paymentErrorId=authorizationError. */
    updatePayment: () => {
      set({ popup: null });
      ctx.goTo(AUTHORIZATION_ERROR_URL);
    },
  };
}
