/**
 * The calls of the lists islands (favorites, registry, quick-ship, change-zip) by name: the keys `endpoints` takes, in `#hearth-config` or
 * `setConfig`, to give a call its path or change the one it has. Importing the package adds them
 * to `EndpointNames`, so a misspelt key is a type error; `scripts/endpoint-names.test.ts` keeps this
 * list equal to the calls the package defines.
 */
export const LISTS_ENDPOINT_NAMES = [
  'addToRegistry',
  'favoritesAddItem',
  'favoritesCreateBoard',
  'favoritesPopupData',
  'favoritesSkus',
  'MainPi',
  'quickShip',
  'quickShipAvailability',
  'recommendations',
  'registryList',
  'zipValidation',
] as const;

declare module '@hearth/core' {
  interface EndpointNames extends Record<(typeof LISTS_ENDPOINT_NAMES)[number], true> {}
}
