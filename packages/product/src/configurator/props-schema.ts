import { array, boolean, number, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { BrowseDto } from './data/schema';

const linkStruct = type({ name: string(), url: string() });
export interface Link extends Infer<typeof linkStruct> {}
const Link: Struct<Link, unknown> = linkStruct;

const configuratorPropsSchemaStruct = type({
  /** The special-order product's sku (the page's, and the add-to-cart item's `Sku`). */
  sku: refine(string(), 'Sku', (value) => value.trim() !== ''),
  /** The browse DTO when the page has it [ref: configurator#data]; else it is fetched. */
  browseData: optional(BrowseDto),
  /**
   * The choices the page opens with (a quick-ship piece's, a cart line's): `optionCode,choiceCode`
   * pairs joined by '_' (a '|' before the merged-template ones), sent as the browse-data call's
   * `outputCacheString` [ref: configurator#calls]; the server marks them chosen. @default none
   */
  optionChoiceParameter: optional(string()),
  /** `sortType` of the browse-data call. @default 'recommended' */
  sortType: optional(string()),
  /** The back-end half of the refreshed fabric/leather layout flag [ref: configurator#screens]. @default false */
  refreshedLayout: optional(boolean()),
  /** The back-end half of the legRefresh flag [ref: configurator#screens]. @default false */
  legRefresh: optional(boolean()),
  /** The item is a cart line item being edited: no 'Recently Viewed' [ref: configurator#validation]. @default false */
  isLineItem: optional(boolean()),
  /** Furniture (or, on the second brand, the class and department the server names): the summary shows [ref: configurator#validation]. @default true */
  furniture: optional(boolean()),
  /** The brand's swatch-in-stock attribute id (it differs by brand) [ref: configurator#limits]. @default additionalDetails.swatchInStock */
  swatchInStockAttributeId: optional(number()),
  /** Set the page title [ref: configurator#screens]. @default true */
  setPageTitle: optional(boolean()),
  /** The `{product}` of the title ' | {product}' on the main and kids brands. @default none */
  storeName: optional(string()),
  /** The product's special-order URL the page's address is replaced with [ref: configurator#screens]. @default none */
  specialOrderUrl: optional(string()),
  /** Debug mode: the debug title and the debugger URL [ref: configurator#screens]. @default false */
  debug: optional(boolean()),
  /** The debugger URL (the sku is appended). @default none */
  debugUrl: optional(string()),
  /** 'Customize Your Sectional' [ref: configurator#screens]. @default none */
  sectional: optional(type({ url: string(), collectionCode: optional(string()), itemTypeCode: optional(string()) })),
  /** 'Shop {cross-sell name}' [ref: configurator#screens]. @default none */
  crossSell: optional(Link),
  /** 'Available in {other brand}', shown on the second brand [ref: configurator#screens]. @default none */
  otherBrand: optional(Link),
  /** The page's links for the hidden SEO links list [ref: configurator#screens], before the choices' own pages. @default [] */
  seoLinks: optional(array(Link)),
  /**
   * The page writes the hidden SEO links list itself, outside the island (in its server HTML): the
   * island does not draw its own (200 elements of the 345 it draws for the Lounge Sofa). @default false
   */
  seoLinksInPage: optional(boolean()),
});
/**
 * Props of the `configurator` island [ref: script-tag#attributes-and-windowhearth, #islands, configurator], checked before it mounts.
 * See the package README for the table with defaults and example markup.
 */
export const ConfiguratorPropsSchema: Struct<ConfiguratorIslandProps, unknown> = configuratorPropsSchemaStruct;

/** Props of the `configurator` island, inferred from its schema. */
export interface ConfiguratorIslandProps extends Infer<typeof configuratorPropsSchemaStruct> {}
