import { describe, expect, it } from 'vitest';
import { AltPayError, type AltPayAdapter } from './alt-pay';
import { registeredPaymentProvider, registerPaymentProvider } from './payment-provider';

/** A page's own provider: it loads nothing and cancels every flow. */
const provider: AltPayAdapter = {
  load: async () => undefined,
  authorize: async (method) => {
    throw new AltPayError(method, 'cancelled');
  },
};

describe("the page's own payment provider [ref: checkout#rules] (alternative payments)", () => {
  it('is the one used once registered; the function registering it hands back removes it', () => {
    const remove = registerPaymentProvider(provider);
    try {
      expect(registeredPaymentProvider()).toBe(provider);
    } finally {
      remove();
    }
    expect(registeredPaymentProvider()).toBeUndefined();
  });

  it.each([
    ['without authorize', { load: provider.load }],
    ['without load', { authorize: provider.authorize }],
    ['whose load is not a function', { load: 'paypal', authorize: provider.authorize }],
  ])('one %s is not taken', (_, shape) => {
    const remove = registerPaymentProvider(shape as unknown as AltPayAdapter);
    try {
      expect(registeredPaymentProvider()).toBeUndefined();
    } finally {
      remove();
    }
  });
});
