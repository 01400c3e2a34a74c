/**
 * The demo's own providers: a fake alternative-payment provider and a local
 * address autocomplete. They live here, on the demo side, and reach a page only through the
 * demo's script registering them (`registerDemoProviders`); no published package or script-tag
 * build carries them (scripts/checks/check-demo-code.mjs fails if one does).
 */
import { registerProvider } from '@hearth/core';
import { createDemoAutocomplete } from './demo-autocomplete.js';
import { createFakeAltPay } from './fake-alt-pay.js';

export { createDemoAutocomplete, AUTOCOMPLETE_LABEL } from './demo-autocomplete.js';
export { DEMO_ADDRESSES, matchAddresses } from './demo-addresses.js';
export { createFakeAltPay, FAKE_BILLING_CONTACT, type FakeAltPayOptions } from './fake-alt-pay.js';

/**
 * Registers the demo's providers for the page (what `registerPaymentProvider` of @hearth/checkout
 * and `registerAddressProvider` of @hearth/swatches do, without bringing either package along).
 * Returns the function that removes both.
 */
export function registerDemoProviders(): () => void {
  const undo = [registerProvider('payment', createFakeAltPay()), registerProvider('address', createDemoAutocomplete())];
  return () => undo.forEach((remove) => remove());
}
