/**
 * A fake alternative-payment provider for the demo store, Storybook and tests (never in a
 * published package or the script-tag build): no vendor SDK, the same calls.
 * `outcomes` scripts a method's flow ('cancelled', 'timeout', 'failed'); otherwise it authorizes
 * with fake tokens. `loaded` records which SDKs were "loaded" (only the picked ones). It has no
 * vendor buttons: the checkout shows its own, which call `authorize`. The demo page registers it
 * (`registerPaymentProvider`).
 */
import type { AltPayAdapter, AltPayAuthorization, AltPayFailure, AltPayMethod } from '@hearth/checkout';

/** The billing contact the fake Apple Pay sheet hands back (Apple Pay's ApplePayPaymentContact fields). */
export const FAKE_BILLING_CONTACT = {
  givenName: 'Jordan',
  familyName: 'Avery',
  addressLines: ['1250 Techny Rd'],
  locality: 'Northbrook',
  administrativeArea: 'IL',
  postalCode: '60062',
  countryCode: 'US',
} as const;

/** The fake's options. */
export interface FakeAltPayOptions {
  outcomes?: Partial<Record<AltPayMethod, AltPayFailure>>;
  /** The methods it offers. @default all */
  offers?: readonly AltPayMethod[];
}

/** A failed flow as the checkout reads one from a provider bundled apart (`reason`). */
function failure(method: AltPayMethod, reason: AltPayFailure, message = `${method} ${reason}`) {
  return Object.assign(new Error(message), { name: 'AltPayError', method, reason });
}

/** The fake provider, with what it loaded and the sheets it closed (Apple Pay's `complete`). */
export function createFakeAltPay(
  options: FakeAltPayOptions = {},
): AltPayAdapter & { loaded: AltPayMethod[]; completed: boolean[] } {
  const loaded: AltPayMethod[] = [];
  const completed: boolean[] = [];
  return {
    loaded,
    completed,
    canUse: (method) => !options.offers || options.offers.includes(method),
    async load(method) {
      if (!loaded.includes(method)) loaded.push(method);
    },
    async authorize(method, { amountCents }): Promise<AltPayAuthorization> {
      if (!loaded.includes(method)) throw failure(method, 'failed', `${method} SDK not loaded`);
      const outcome = options.outcomes?.[method];
      if (outcome) throw failure(method, outcome);
      if (method === 'paypal') return { method, orderId: `FAKE-PP-${amountCents}`, payerId: 'FAKEPAYER' };
      if (method === 'venmo') return { method, orderId: `FAKE-VENMO-${amountCents}`, payerId: 'FAKEPAYER' };
      // Apple Pay hands back the billing contact the shopper chose in its sheet (no card data)
      return {
        method,
        nonce: 'fake-applepay-nonce',
        deviceData: 'fake-device',
        billingContact: FAKE_BILLING_CONTACT,
        complete: (placed) => void completed.push(placed),
      };
    },
  };
}
