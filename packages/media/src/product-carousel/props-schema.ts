import { array, boolean, enums, number, optional, string, type, union, type Infer, type Struct } from 'superstruct';
import { CarouselItem, RecentlyViewed } from './schema';

const productCarouselPropsSchemaStruct = type({
  items: optional(array(CarouselItem)),
  source: optional(enums(['people-also-view', 'recently-viewed'])),
  lastSku: optional(string()),
  crossSellUrl: optional(string()),
  isNewLayout: optional(boolean()),
  record: optional(RecentlyViewed),
  title: optional(string()),
  headingLevel: optional(enums([2, 3, 4])),
  layout: optional(enums(['product', 'showcase', 'single', 'single-compact'])),
  page: optional(enums(['product', 'listing', 'checkout'])),
  doubleDecker: optional(boolean()),
  action: optional(enums(['add-to-cart', 'add-to-registry', 'none'])),
  registryId: optional(union([number(), string()])),
  showAddedText: optional(boolean()),
});
/**
 * Props of the `product-carousel` island [ref: script-tag#attributes-and-windowhearth, #islands, product-carousel#rules, #calls, #limits], checked before it
 * mounts: a field of the wrong type keeps the server HTML and logs one console.error naming it.
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `items` | carousel item[] [ref: product-carousel#data] | fetched from `source` | `{id or sku, name, navigateUrl, imagePath, imagePathHiRes, formattedPrice, optionChoiceParameter, customOrderConfirmation{hasCustomOrderConfirmation}}` |
 * | `source` | 'people-also-view' \| 'recently-viewed' | 'people-also-view' | the call when `items` is absent: GET /browse/widget/MainPi?item={lastSku}, or GET recentlyViewed?isNewLayout |
 * | `lastSku` | string | — | `?item=` of people-also-view (nothing is read without it) |
 * | `crossSellUrl` | string (same-site path) | /browse/widget/MainPi | the people-also-view source URL |
 * | `isNewLayout` | boolean | false | `?isNewLayout=` of recently viewed |
 * | `record` | {sku, familyId, optionChoiceParameter} | — | POST recentlyViewedUpdate once the list is read; that sku is left out of the list |
 * | `title` | string | the answer's `title` | heading; without one the carousel is named 'Products' |
 * | `headingLevel` | 2 \| 3 \| 4 | 2 | |
 * | `layout` | 'product' \| 'showcase' \| 'single' \| 'single-compact' | 'product' | 4 / 2.5 in view, the 'General Pi' showcase 6 / 4 / 2, 1 to 1280 px and 2 above, or 1 to 340 px and 2 above |
 * | `page` | 'product' \| 'listing' \| 'checkout' | 'product' | listing: showcase 2 and 'Add'; checkout: first 3 images eager |
 * | `doubleDecker` | boolean | false | two items per column |
 * | `action` | 'add-to-cart' \| 'add-to-registry' \| 'none' | 'add-to-cart' | |
 * | `registryId` | number \| string | — | GrId for 'add-to-registry' |
 * | `showAddedText` | boolean | false | 'Added: {name}' on mobile |
 */
export const ProductCarouselPropsSchema: Struct<ProductCarouselIslandProps, unknown> = productCarouselPropsSchemaStruct;

/** Props of the `product-carousel` island, inferred from its schema. */
export interface ProductCarouselIslandProps extends Infer<typeof productCarouselPropsSchemaStruct> {}
