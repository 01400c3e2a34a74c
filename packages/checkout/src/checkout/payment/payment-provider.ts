/** Registering the page's own alternative-payment provider. */
import { registeredProvider, registerProvider } from '@hearth/core';
import type { AltPayAdapter } from './alt-pay';

/**
 * Registers the page's alternative-payment provider: PayPal, Venmo and Apple Pay then go through
 * it instead of the built-in one (PayPal's JS SDK, `ApplePaySession`). A page script calls it
 * before the shopper reaches the payment step; a later call replaces it. Returns the function that
 * removes it. Only code can register one: no `hearth-config` value switches providers.
 */
export function registerPaymentProvider(provider: AltPayAdapter): () => void {
  return registerProvider('payment', provider);
}

/** The registered provider, when it has the adapter's shape. */
export function registeredPaymentProvider(): AltPayAdapter | undefined {
  const own = registeredProvider('payment') as Partial<AltPayAdapter> | undefined;
  return own && typeof own.load === 'function' && typeof own.authorize === 'function'
    ? (own as AltPayAdapter)
    : undefined;
}
