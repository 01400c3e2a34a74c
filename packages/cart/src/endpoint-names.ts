/**
 * The calls of the cart islands (add-to-cart, cart, cart-count) by name: the keys `endpoints` takes, in `#hearth-config` or
 * `setConfig`, to give a call its path or change the one it has. Importing the package adds them
 * to `EndpointNames`, so a misspelt key is a type error; `scripts/endpoint-names.test.ts` keeps this
 * list equal to the calls the package defines.
 */
export const CART_ENDPOINT_NAMES = [
  'addItem',
  'applyPromoCode',
  'applyZipCode',
  'checkout',
  'customConfirmation',
  'donationAddToCart',
  'getCartJsx',
  'getEdd',
  'monogramConfirmation',
  'moveToCart',
  'popupUrl',
  'removeAllNlaItems',
  'removeCertificates',
  'removeCertificatesProvider',
  'removeInHousePersonalizedNlaItems',
  'removeInstallationService',
  'removeItem',
  'removeItemFromSaveForLater',
  'removeNlaItems',
  'removePfasItems',
  'removePromoCode',
  'saveForLater',
  'skuPricing',
  'updateItem',
  'updateShipMethod',
] as const;

declare module '@hearth/core' {
  interface EndpointNames extends Record<(typeof CART_ENDPOINT_NAMES)[number], true> {}
}
