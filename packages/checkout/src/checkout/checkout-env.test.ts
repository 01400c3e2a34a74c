/** The browser environment of the checkout (`browserCheckoutEnv`): a page's own payment provider [ref: checkout#rules]. */
import { describe, expect, it } from 'vitest';
import { AltPayError, type AltPayAdapter } from './payment/alt-pay';
import { registerPaymentProvider } from './payment/payment-provider';
import { browserCheckoutEnv } from './checkout-env';

/** A page's own provider: it loads nothing, cancels every flow and says nothing of what it offers. */
const provider: AltPayAdapter = {
  load: async () => undefined,
  authorize: async (method) => {
    throw new AltPayError(method, 'cancelled');
  },
};

describe("the page's own payment provider (alternative payments)", () => {
  it('is the adapter the checkout uses, and offers every method when it has no canUse', async () => {
    const remove = registerPaymentProvider(provider);
    try {
      const env = browserCheckoutEnv();
      await expect(env.altPay()).resolves.toBe(provider);
      expect(env.altPayOffers('paypal')).toBe(true);
      expect(env.altPayOffers('applepay')).toBe(true);
    } finally {
      remove();
    }
  });

  it('with a canUse, offers what it says', () => {
    const remove = registerPaymentProvider({ ...provider, canUse: (method) => method === 'venmo' });
    try {
      const env = browserCheckoutEnv();
      expect(env.altPayOffers('venmo')).toBe(true);
      expect(env.altPayOffers('paypal')).toBe(false);
    } finally {
      remove();
    }
  });
});
