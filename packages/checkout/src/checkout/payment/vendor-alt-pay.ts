/**
 * The built-in alternative-payment provider [ref: checkout#overview, #calls], loaded only when the payment step needs
 * it (its own chunk, with PayPal's loader): PayPal and Venmo through PayPal's JS SDK, loaded by
 * PayPal's official loader (`@paypal/paypal-js`) with the client id, currency and intent of
 * `hearth-config` `payPal`; Apple Pay through the browser's `ApplePaySession`, its merchant
 * validated by the retailer's endpoint (`hearth-config` endpoints `applePayMerchantValidation`).
 */
import { defineCall, type HearthClient, type HearthConfig } from '@hearth/core';
import { loadScript, type PayPalNamespace, type PayPalScriptOptions } from '@paypal/paypal-js';
import { AltPayError, toAltPayError, type AltPayAdapter, type AltPayAuthorization, type PayPalMethod } from './alt-pay';
import {
  APPLE_PAY_VALIDATION_ENDPOINT,
  applePayRequest,
  applePaySettings,
  builtInCanUse,
  payPalOrder,
  payPalSettings,
  type ApplePayAvailability,
} from './alt-pay-logic';

/** The part of Apple Pay JS's `ApplePaySession` the provider uses. */
export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown; billingContact?: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

/** The `ApplePaySession` class (the vendor boundary). */
export interface ApplePaySessionClass extends ApplePayAvailability {
  new (version: number, request: ReturnType<typeof applePayRequest>): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** Options of {@link createVendorAltPay}: the page's settings and the vendor boundary. */
export interface VendorAltPayOptions {
  config: () => HearthConfig;
  /** Sends the merchant validation (the anti-forgery token goes only to the page's own origin). */
  client: HearthClient;
  /** PayPal's loader. @default `loadScript` of @paypal/paypal-js */
  loadPayPal?: (options: PayPalScriptOptions) => Promise<PayPalNamespace | null>;
  /** The browser's Apple Pay. @default `window.ApplePaySession` */
  applePaySession?: () => ApplePaySessionClass | undefined;
}

/** The merchant validation call: `{validationURL}` to the retailer, who answers Apple's merchant session. */
const validateMerchant = defineCall<unknown>({ name: APPLE_PAY_VALIDATION_ENDPOINT, method: 'POST' });

/** The page's `ApplePaySession`, if the browser has one. */
export function browserApplePaySession(): ApplePaySessionClass | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
}

/** The built-in provider. */
export function createVendorAltPay({
  config,
  client,
  loadPayPal = loadScript,
  applePaySession = browserApplePaySession,
}: VendorAltPayOptions): AltPayAdapter {
  const payPal = (method: PayPalMethod) => {
    const settings = payPalSettings(config());
    if (!settings) return Promise.reject(new AltPayError(method, 'failed', 'hearth-config payPal.clientId is missing'));
    // one script for both buttons: the loader answers the same options with the script it has
    return loadPayPal({
      clientId: settings.clientId,
      currency: settings.currency,
      intent: settings.intent,
      components: 'buttons',
      ...(settings.venmo && { enableFunding: 'venmo' }),
    }).then((namespace) => {
      if (!namespace?.Buttons) throw new AltPayError(method, 'failed', 'the PayPal SDK did not load');
      return { namespace, settings };
    });
  };

  return {
    canUse: (method) => builtInCanUse(method, config(), applePaySession()),

    async load(method) {
      if (method !== 'applepay') await payPal(method);
    },

    async renderButton(method, container, flow) {
      const { namespace, settings } = await payPal(method);
      const buttons = namespace.Buttons!({
        fundingSource: method,
        createOrder: (_data, actions) => actions.order.create(payPalOrder(flow.request(), settings.intent)),
        onApprove: (data) => flow.approve({ method, orderId: data.orderID, payerId: data.payerID }),
        onCancel: () => flow.fail(new AltPayError(method, 'cancelled')),
        onError: (error) => flow.fail(toAltPayError(method, error)),
      });
      // Venmo only where PayPal says the shopper can use it (a US phone)
      if (!buttons.isEligible()) return null;
      await buttons.render(container);
      return () => void buttons.close().catch(() => undefined);
    },

    authorize(method, request) {
      // PayPal's flow starts on PayPal's own button (renderButton), never on one of Hearth's
      if (method !== 'applepay') return Promise.reject(new AltPayError(method, 'failed', 'use PayPal’s button'));
      const Session = applePaySession();
      const settings = applePaySettings(config());
      if (!settings || !Session || !builtInCanUse('applepay', config(), Session))
        return Promise.reject(new AltPayError('applepay', 'failed', 'Apple Pay is not available here'));
      return new Promise<AltPayAuthorization>((resolve, reject) => {
        const session = new Session(3, applePayRequest(settings, request));
        session.onvalidatemerchant = ({ validationURL }) => {
          client.send(validateMerchant, { body: { validationURL } }).then(
            (merchantSession) => session.completeMerchantValidation(merchantSession),
            (error: unknown) => {
              session.abort();
              reject(toAltPayError('applepay', error));
            },
          );
        };
        session.onpaymentauthorized = ({ payment }) =>
          resolve({
            method: 'applepay',
            // the payment token as Apple hands it (no card data: it is encrypted for the processor)
            nonce: JSON.stringify(payment.token),
            deviceData: '',
            billingContact: payment.billingContact ?? null,
            complete: (placed) => session.completePayment(placed ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE),
          });
        session.oncancel = () => reject(new AltPayError('applepay', 'cancelled'));
        session.begin();
      });
    },
  };
}
