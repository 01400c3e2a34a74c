/**
 * SVG presentation attributes that React code writes in camelCase (`strokeWidth`) and the DOM
 * spells with dashes (`stroke-width`): the ones Hearth's SVGs use, and their kin. preact/compat's
 * full list is three times as long and every page carried it; svg-props.test.ts fails
 * on an attribute of Hearth's own that this does not cover.
 */
export const CAMEL_PROPS = /^(?:clip|color|fill|flood|font|marker|stop|stroke|text)[A-Z]/;
