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
 * Props of the `shop-by-fabric` island (CONTRACT §5; 002 §2, §4, §7-§8).
 *
 * | prop | type | default | meaning |
 * |---|---|---|---|
 * | `cardsDto` | `{cards, showingCount, totalRecords, pageSize?}` (002 §7) | fetched | the results the server rendered the page with, for the filters in its address; nothing is fetched on arrival when given |
 * | `filterFacets` | Facet[] (002 §3) | fetched | the facets that go with `cardsDto` |
 * | `swatchPageUrl` | string with `{code}` | — | each card's name links to it (e.g. `/free-swatches/{code}`) |
 * | `firstName`, `lastName`, `emailAddress` | string | — | 002 §6: a known customer, prefilled in the order form |
 * | `canadaEmailSignup` | boolean | `false` | 002 §4: sent with an order |
 */
export const ShopByFabricPropsSchema: Struct<ShopByFabricIslandProps, unknown> = shopByFabricPropsSchemaStruct;

/** Props of the `shop-by-fabric` island, inferred from its schema. */
export interface ShopByFabricIslandProps extends Infer<typeof shopByFabricPropsSchemaStruct> {}
