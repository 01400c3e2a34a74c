/** What the configurator logs and the analytics events it sends [ref: configurator#screens, #rules, #errors]: not shown to shoppers. */

/** [ref: configurator#screens, #rules] analytics events. */
export const COMPONENT_INTERACTION = 'Component Interaction';
export const FILTER_INTERACTION = 'Filter Interaction';
export const SWATCH_VIEWED = 'Swatch Viewed';
/** [ref: configurator#errors]: what failed quick view, fabric info and filter calls log. */
export const SERVER_ERROR = 'There was an error from server';
/** [ref: configurator#errors]: special-order load failure (logged only). */
export const LOAD_FAILED = 'Special-order data could not be loaded';
/** [ref: configurator#errors]: logged when the special-order digital data layer cannot be updated. */
export const DATA_LAYER_FAILED = 'Updating special order digital data layer failed.';
