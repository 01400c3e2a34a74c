/** What the configurator logs and the analytics events it sends (002 §2, §4, §8): not shown to shoppers. */

/** 002 §2, §4 analytics events. */
export const COMPONENT_INTERACTION = 'Component Interaction';
export const FILTER_INTERACTION = 'Filter Interaction';
export const SWATCH_VIEWED = 'Swatch Viewed';
/** 002 §8: what failed quick view, fabric info and filter calls log. */
export const SERVER_ERROR = 'There was an error from server';
/** 002 §8: special-order load failure (logged only). */
export const LOAD_FAILED = 'Special-order data could not be loaded';
/** 002 §8: logged when the special-order digital data layer cannot be updated. */
export const DATA_LAYER_FAILED = 'Updating special order digital data layer failed.';
