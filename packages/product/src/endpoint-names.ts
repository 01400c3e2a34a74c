/**
 * The calls of the configurator by name: the keys `endpoints` takes, in `#hearth-config` or
 * `setConfig`, to give a call its path or change the one it has. Importing the package adds them
 * to `EndpointNames`, so a misspelt key is a type error; `scripts/endpoint-names.test.ts` keeps this
 * list equal to the calls the package defines.
 */
export const PRODUCT_ENDPOINT_NAMES = [
  'filteredChoiceGroups',
  'GetFabricInfo',
  'popup',
  'quickViewDetails',
  'sortFilterChoiceGroups',
  'sortFilterSelection',
  'specialOrderBrowseData',
] as const;

declare module '@hearth/core' {
  interface EndpointNames extends Record<(typeof PRODUCT_ENDPOINT_NAMES)[number], true> {}
}
