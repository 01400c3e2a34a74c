/** Every string the configurator shows [ref: configurator#strings, #rules], to the letter; Hearth's own where the spec has none. */
/** [ref: configurator#strings]: drawer text when the option has no choice. */
export const NONE_SELECTED = 'None Selected';
/** [ref: configurator#strings]: shown on each option without a choice when the shopper tries to add. */
export const SELECT_AN_OPTION = 'Select an option';
/** [ref: configurator#strings]: the summary block's heading. */
export const SELECTION_SUMMARY_TITLE = 'Your Selection Summary';
/** [ref: configurator#strings]: the summary's button per option. */
export const EDIT = 'Edit';
/** [ref: configurator#strings]: 'N option(s)' in each drawer header. */
export const OPTION_COUNT = '{n} option(s)';
/** [ref: configurator#rules]: the fabric/leather drawer's load-more button. */
export const LOAD_MORE = 'Load {n} More';
/** [ref: configurator#strings]: the recent swatches strip. */
export const RECENTLY_VIEWED = 'Recently Viewed';
/** [ref: configurator#strings]: the browse-all button. */
export const BROWSE_ALL = 'Browse All {option}s';
/** [ref: configurator#strings]: the browse-all modal's buttons and panels. */
export const FILTER = 'Filter';
export const CLEAR_ALL = 'Clear All';
export const SAVE_SELECTION = 'Save Selection';
export const FILTER_AND_SORT = 'Filter & Sort';
export const FABRIC_DETAILS = 'Fabric Details';
export const DONE = 'Done';
export const CANCEL = 'Cancel';
export const APPLY = 'Apply';
export const BACK_TO = 'Back to {option}s';
/** [ref: configurator#strings]: leg flyouts (refreshed and older layout). */
export const VIEW_DETAILS = 'View Details';
export const VIEW_LARGER = 'View Larger';
/** [ref: configurator#strings]: no matching sku or no price in the quick view. */
export const CLICK_TO_VIEW_OPTIONS = 'Click to View Options';
/** [ref: configurator#strings]: what failed quick view, fabric info and filter calls log. */
export const SERVER_ERROR = 'There was an error from server';
/** [ref: configurator#strings]: special-order load failure (logged only). */
export const LOAD_FAILED = 'Special-order data could not be loaded';
/** [ref: configurator#strings] links. */
export const CUSTOMIZE_SECTIONAL = 'Customize Your Sectional';
export const SHOP_CROSS_SELL = 'Shop {name}';
export const AVAILABLE_IN = 'Available in {brand}';
export const CARE_AND_DETAILS = 'Care & Details';
export const CARE_AND_MATERIAL_DETAILS = 'Care & Material Details';
/** [ref: configurator#strings] swatch screens: the 'Get Free Swatch' popup opener. */
export const GET_FREE_SWATCH = 'Get Free Swatch';
/** [ref: configurator#strings] swatch groups by brand. */
export const STOCK_FABRIC = 'Stock Fabric';
export const CUSTOM_FABRIC = 'Custom Fabric';
export const FEATURED_FABRIC = 'Featured Fabric';
/** Hearth wording: the same headings in a leather drawer (the reference names only the fabric ones). */
export const STOCK_LEATHER = 'Stock Leather';
export const CUSTOM_LEATHER = 'Custom Leather';
export const FEATURED_LEATHER = 'Featured Leather';
export const PRICE_GROUP = 'price group {code}';
/** [ref: configurator#strings] View Details flyout: the recommendation carousel. */
export const PART_OF_A_COLLECTION = 'part of a collection';
/** [ref: configurator#rules] sort toggle labels (the spec's type-1 filter: delivery time, the default, or fabric type). */
export const SORT_DELIVERY_TIME = 'Delivery Time';
export const SORT_FABRIC_TYPE = 'Fabric Type';
/** [ref: configurator#strings, #rules] analytics events. */
export const COMPONENT_INTERACTION = 'Component Interaction';
export const FILTER_INTERACTION = 'Filter Interaction';
export const SWATCH_VIEWED = 'Swatch Viewed';
/** [ref: configurator#strings] page title pieces. */
export const REVIEWS_SUFFIX = ' + Reviews';
export const CB2_TITLE = 'CB2';
export const DEBUG_TITLE = 'Debug Tools | Special Order | {sku} | {brand}';

// Hearth wording (the spec shows none): documented in the package README.
/** Accessible name of the drawer list. */
export const OPTIONS_LABEL = 'Product options';
/** The sort control's label. */
export const SORT_BY = 'Sort By';
/** Label of the removable chip button: 'Remove {label}'. */
export const REMOVE_FILTER = 'Remove {label}';
/** Step prefix in a drawer header. */
export const STEP = 'Step {n}';
/** Price, availability headings in View Details. */
export const PRICE = 'Price';
export const AVAILABILITY = 'Availability';
export const CARE = 'Care';
export const MATERIAL = 'Material';
export const PREVIOUS = 'Previous';
export const NEXT = 'Next';
export const SLIDE = '{n} of {total}';
export const SELECTED = 'Selected';
export const NO_MATCHES = 'No {option}s match these filters.';

/** Fills a `{name}` template; an unknown name stays as written. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

/** [ref: configurator#strings]: logged when the special-order digital data layer cannot be updated. */
export const DATA_LAYER_FAILED = 'Updating special order digital data layer failed.';
/** Hearth wording: before the configured piece's measures ('Dimensions: 86" W x 38" D x 34" H'). */
export const DIMENSIONS = 'Dimensions:';
/** Hearth wording: the switch between fabric and leather, where a product offers both (one covers the piece). */
export const MATERIAL_SWITCH = 'Fabric or leather';
/** Hearth wording: heading of the product page's sections ([ref: configurator#data] productSubgroups). */
export const PRODUCT_DETAILS = 'Product Details';
/**
 * Hearth wording: the reference names no message for a line-level message popup (GET /browse/popup) that
 * cannot be loaded, and the popup is already open, so it says so instead of staying empty.
 */
export const POPUP_LOAD_FAILED = 'This information could not be loaded. Please try again later.';
/** Hearth wording: what a screen reader hears while the popup's content loads. */
export const POPUP_LOADING = 'Loading…';
