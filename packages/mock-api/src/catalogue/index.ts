/** The demo catalogue: one source of fake data for Storybook, tests and the example site (the names the package exports). */
export {
  CARD_OUTCOMES,
  DEMO_ACCOUNT,
  DEMO_CERTIFICATES,
  DEMO_GIFT_CARDS,
  DEMO_PHONE,
  DEMO_PROMOS,
  DEMO_REGISTRIES,
  DEMO_TENDER_CODES,
  DEMO_TEST_CARDS,
  FINANCING_MINIMUM,
  LOCKED_ACCOUNT_EMAIL,
} from './account';
export { categoryOf, categoryProducts, demoCategories, getCategory, type DemoCategory } from './categories';
export {
  allMaterials,
  ATTRIBUTE_IDS,
  customFabrics,
  getMaterial,
  leathers,
  stockFabrics,
  type Material,
} from './fabrics';
export { galleryImages, VISUALIZER_SKUS } from './media';
export { DEMO_MONOGRAM_FONTS, DEMO_THREAD_COLORS, type DemoThreadColor } from './monogram';
export { demoProducts, getProduct, type DemoProduct } from './products';
export { browseDto, readSelections } from './special-order';
export { sampleSwatchData, UNAVAILABLE_SWATCH } from './swatch-sample';
