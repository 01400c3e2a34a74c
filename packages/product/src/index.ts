/**
 * @hearth/product: product-page surfaces (002). Today the special-order configurator: drawers,
 * selection summary, filters, browse all fabrics, View Details, quick view. What npm users use:
 * the component, its hook, the props and data schemas, the calls and the documented pure rules.
 */
export { Configurator, type ConfiguratorProps } from './configurator/configurator';
export { useConfigurator, type UseConfiguratorOptions } from './configurator/use-configurator';
export { ConfiguratorPropsSchema, type ConfiguratorIslandProps } from './configurator/props-schema';
export { BrowseDto, Choice, ChoiceGroup, Filter, Option, SpecialOrderDetail } from './configurator/schema';
export { filteredChoiceGroups, getFabricInfo, quickViewDetails, sortFilterSelection, specialOrderBrowseData } from './configurator/calls';
export { canCloseDrawer, initialOpenDrawers } from './configurator/drawer-logic';
export { filterChoiceCodes, filterCounts, type SelectedFilter } from './configurator/filter-logic';
export { optionChoiceParameter, outputCacheString, summaryText, type Selections } from './configurator/selection-logic';
export { pageTitle } from './configurator/page-logic';
export { visibleGroups, layoutOf, type ChoiceLayout } from './configurator/choices-logic';
