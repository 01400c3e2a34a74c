/**
 * @hearth/product: product-page surfaces [ref: configurator]. Today the special-order configurator: drawers,
 * selection summary, filters, browse all fabrics, View Details, quick view. What npm users use:
 * the components, their hooks and props schemas, and the calls and rules the README documents;
 * nothing else.
 */
export { Configurator, type ConfiguratorProps } from './configurator/configurator';
export { useConfigurator, type ConfiguratorResult, type UseConfiguratorOptions } from './configurator/use-configurator';
export { ConfiguratorPropsSchema, type ConfiguratorIslandProps } from './configurator/props-schema';
export { BrowseDto } from './configurator/data/schema';
export {
  filteredChoiceGroups,
  quickViewDetails,
  sortFilterChoiceGroups,
  sortFilterSelection,
  specialOrderBrowseData,
} from './configurator/calls';
export { outputCacheString } from './configurator/summary/selection-logic';

// every shopper-visible string, section `product` of the wording pages can change
export { PRODUCT_MESSAGES } from './messages';
export { productMessage } from './wording';

// the types the props and calls above use, each by name, so an app can write them (a schema
// and its type share a name: both are exported)
export {
  Choice,
  ChoiceAttribute,
  ChoiceDetails,
  ChoiceGroup,
  ChoiceImages,
  Dimensions,
  Facet,
  FacetAttribute,
  Filter,
  FilterItem,
  FilteredChoiceGroupsAnswer,
  Option,
  QuickViewAnswer,
  SelectedFacet,
  SortFilterChoiceGroupsAnswer,
  SortFilterSelectionAnswer,
  SpecialOrderDetail,
} from './configurator/data/schema';
export type { ConfiguratorEnv } from './configurator/configurator-env';
export type { Link } from './configurator/props-schema';
// the calls' names: the keys `endpoints` takes (a misspelt one is a type error)
export { PRODUCT_ENDPOINT_NAMES } from './endpoint-names';
