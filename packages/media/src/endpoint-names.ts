/**
 * The calls of the media islands (gallery, product-carousel, visualizer) by name: the keys `endpoints` takes, in `#hearth-config` or
 * `setConfig`, to give a call its path or change the one it has. Importing the package adds them
 * to `EndpointNames`, so a misspelt key is a type error; `scripts/endpoint-names.test.ts` keeps this
 * list equal to the calls the package defines.
 */
export const MEDIA_ENDPOINT_NAMES = [
  'addItem',
  'addToRegistry',
  'customerImages',
  'galleryImages',
  'MainPi',
  'recentlyViewed',
  'recentlyViewedUpdate',
  'videoUrl',
  'visualizerProductInfo',
] as const;

declare module '@hearth/core' {
  interface EndpointNames extends Record<(typeof MEDIA_ENDPOINT_NAMES)[number], true> {}
}
