import { array, boolean, number, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { BrowseDto } from './schema';

const linkStruct = type({ name: string(), url: string() });
export interface Link extends Infer<typeof linkStruct> {}
const Link: Struct<Link, unknown> = linkStruct;

const configuratorPropsSchemaStruct = type({
  /** The special-order product's sku (the page's, and the add-to-cart item's `Sku`). */
  sku: refine(string(), 'Sku', (value) => value.trim() !== ''),
  /** The browse DTO when the page has it (002 §3); else it is fetched. */
  browseData: optional(BrowseDto),
  /** `sortType` of the browse-data call. @default 'recommended' */
  sortType: optional(string()),
  /** The back-end half of the refreshed fabric/leather layout flag (002 §2). @default false */
  refreshedLayout: optional(boolean()),
  /** The back-end half of the legRefresh flag (002 §2). @default false */
  legRefresh: optional(boolean()),
  /** The item is a cart line item being edited: no 'Recently Viewed' (002 §5). @default false */
  isLineItem: optional(boolean()),
  /** Furniture (or, on the second brand, the class and department the server names): the summary shows (002 §5). @default true */
  furniture: optional(boolean()),
  /** The brand's swatch-in-stock attribute id (002 §9: it differs by brand). @default additionalDetails.swatchInStock */
  swatchInStockAttributeId: optional(number()),
  /** Set the page title (002 §2). @default true */
  setPageTitle: optional(boolean()),
  /** The `{product}` of the title ' | {product}' on the main and kids brands. @default none */
  storeName: optional(string()),
  /** The product's special-order URL the page's address is replaced with (002 §2). @default none */
  specialOrderUrl: optional(string()),
  /** Debug mode: the debug title and the debugger URL (002 §2). @default false */
  debug: optional(boolean()),
  /** The debugger URL (the sku is appended). @default none */
  debugUrl: optional(string()),
  /** 'Customize Your Sectional' (002 §2). @default none */
  sectional: optional(type({ url: string(), collectionCode: optional(string()), itemTypeCode: optional(string()) })),
  /** 'Shop {cross-sell name}' (002 §2). @default none */
  crossSell: optional(Link),
  /** 'Available in {other brand}', shown on the second brand (002 §2). @default none */
  otherBrand: optional(Link),
  /** The page's links for the hidden SEO links list (002 §2), before the choices' own pages. @default [] */
  seoLinks: optional(array(Link)),
  /**
   * The page writes the hidden SEO links list itself, outside the island (in its server HTML): the
   * island does not draw its own (200 elements of the 345 it draws for the Lounge Sofa). @default false
   */
  seoLinksInPage: optional(boolean()),
});
/**
 * Props of the `configurator` island (CONTRACT §2, §5; 002 §2-§5), checked before it mounts.
 * See the package README for the table with defaults and example markup.
 */
export const ConfiguratorPropsSchema: Struct<ConfiguratorIslandProps, unknown> = configuratorPropsSchemaStruct;

/** Props of the `configurator` island, inferred from its schema. */
export interface ConfiguratorIslandProps extends Infer<typeof configuratorPropsSchemaStruct> {}
