/** The demo catalogue: one source of fake data for Storybook, tests and the example site. */
export * from './account';
export * from './categories';
export * from './fabrics';
export * from './media';
export * from './options';
export * from './products';
export { formatCents, svgImage } from './seed';
export * from './pricing';
export * from './choices';
export * from './special-order';
export * from './large-fabrics';
export * from './swatch-sample';
