/**
 * The calls of the swatch islands (swatch-flyout, swatch-order, shop-by-fabric) by name: the keys `endpoints` takes, in `#hearth-config` or
 * `setConfig`, to give a call its path or change the one it has. Importing the package adds them
 * to `EndpointNames`, so a misspelt key is a type error; `scripts/endpoint-names.test.ts` keeps this
 * list equal to the calls the package defines.
 */
export const SWATCHES_ENDPOINT_NAMES = [
  'get-card-data',
  'get-filtered-results',
  'get-nla-fabrics',
  'get-recent-fabrics',
  'GetEmailHashed',
  'hashedPhone',
  'orderfreeswatchessubmit',
  'orderSwatchData',
  'recentSwatches',
  'swatchNlaCheck',
] as const;

declare module '@hearth/core' {
  interface EndpointNames extends Record<(typeof SWATCHES_ENDPOINT_NAMES)[number], true> {}
}
