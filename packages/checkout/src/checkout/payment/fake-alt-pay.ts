/**
 * A fake alternative-payment adapter for the demo, stories and tests: no vendor SDK, the same
 * calls. `outcomes` scripts a method's flow ('cancelled', 'timeout', 'failed'); otherwise it
 * authorizes with fake tokens. `loaded` records which SDKs were "loaded" (only the picked ones).
 */
import { AltPayError, type AltPayAdapter, type AltPayAuthorization, type AltPayMethod } from './alt-pay';

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
  outcomes?: Partial<Record<AltPayMethod, 'cancelled' | 'timeout' | 'failed'>>;
}

/** The fake adapter, with what it loaded. */
export function createFakeAltPay(options: FakeAltPayOptions = {}): AltPayAdapter & { loaded: AltPayMethod[] } {
  const loaded: AltPayMethod[] = [];
  return {
    loaded,
    async load(method) {
      if (!loaded.includes(method)) loaded.push(method);
    },
    async authorize(method, { amountCents }): Promise<AltPayAuthorization> {
      if (!loaded.includes(method)) throw new AltPayError(method, 'failed', `${method} SDK not loaded`);
      const outcome = options.outcomes?.[method];
      if (outcome) throw new AltPayError(method, outcome);
      if (method === 'paypal') return { method, data: { orderId: `FAKE-PP-${amountCents}`, payerId: 'FAKEPAYER' } };
      if (method === 'venmo')
        return { method, nonce: 'fake-venmo-nonce', username: '@hearth-demo', deviceData: 'fake-device' };
      // Apple Pay hands back the billing contact the shopper chose in its sheet (no card data)
      return { method, nonce: 'fake-applepay-nonce', deviceData: 'fake-device', billingContact: FAKE_BILLING_CONTACT };
    },
  };
}
