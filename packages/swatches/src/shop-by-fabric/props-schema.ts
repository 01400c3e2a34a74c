import { array, boolean, nullable, optional, string, type, type Infer, type Struct } from 'superstruct';
import { CardsDto, Facet } from './schema';

const shopByFabricPropsSchemaStruct = type({
  cardsDto: optional(CardsDto),
  filterFacets: optional(nullable(array(Facet))),
  swatchPageUrl: optional(string()),
  firstName: optional(string()),
  lastName: optional(string()),
  emailAddress: optional(string()),
  canadaEmailSignup: optional(boolean()),
});
/**
 * Props of the `shop-by-fabric` island [ref: script-tag#islands, shop-by-fabric].
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `cardsDto` | `{cards, showingCount, totalRecords, pageSize?}` [ref: shop-by-fabric#calls] | fetched | the results the server rendered the page with, for the filters in its address; nothing is fetched on arrival when given |
 * | `filterFacets` | Facet[] [ref: shop-by-fabric#data] | fetched | the facets that go with `cardsDto` |
 * | `swatchPageUrl` | string with `{code}` | — | each card's name links to it (e.g. `/free-swatches/{code}`) |
 * | `firstName`, `lastName`, `emailAddress` | string | — | [ref: shop-by-fabric#roles]: a known customer, prefilled in the order form |
 * | `canadaEmailSignup` | boolean | `false` | [ref: shop-by-fabric#rules]: sent with an order |
 */
export const ShopByFabricPropsSchema: Struct<ShopByFabricIslandProps, unknown> = shopByFabricPropsSchemaStruct;

/** Props of the `shop-by-fabric` island, inferred from its schema. */
export interface ShopByFabricIslandProps extends Infer<typeof shopByFabricPropsSchemaStruct> {}
