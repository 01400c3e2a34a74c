/**
 * Every string the configurator shows [ref: configurator#strings, #rules], to the letter; Hearth's own where the spec
 * has none: section `product` of the wording a page or an app can change (`messages` in
 * `#hearth-config` or `setConfig`). Templates fill `{name}` placeholders with core's `formatMessage`.
 */
import type { Catalogue } from '@hearth/core';

export const PRODUCT_MESSAGES = {
  /** [ref: configurator#strings]: drawer text when the option has no choice. */
  noneSelected: 'None Selected',
  /** [ref: configurator#strings]: shown on each option without a choice when the shopper tries to add. */
  selectAnOption: 'Select an option',
  /** [ref: configurator#strings]: the summary block's heading. */
  selectionSummaryTitle: 'Your Selection Summary',
  /** [ref: configurator#strings]: the summary's button per option. */
  edit: 'Edit',
  /** [ref: configurator#strings]: 'N option(s)' in each drawer header. */
  optionCount: '{n} option(s)',
  /** [ref: configurator#rules]: the fabric/leather drawer's load-more button. */
  loadMore: 'Load {n} More',
  /** [ref: configurator#strings]: the recent swatches strip. */
  recentlyViewed: 'Recently Viewed',
  /** [ref: configurator#strings]: the browse-all button. */
  browseAll: 'Browse All {option}s',
  /** [ref: configurator#strings]: the browse-all modal's buttons and panels. */
  filter: 'Filter',
  clearAll: 'Clear All',
  saveSelection: 'Save Selection',
  filterAndSort: 'Filter & Sort',
  fabricDetails: 'Fabric Details',
  done: 'Done',
  cancel: 'Cancel',
  apply: 'Apply',
  backTo: 'Back to {option}s',
  /** [ref: configurator#strings]: leg flyouts (refreshed and older layout). */
  viewDetails: 'View Details',
  viewLarger: 'View Larger',
  /** [ref: configurator#strings]: no matching sku or no price in the quick view. */
  clickToViewOptions: 'Click to View Options',
  /** [ref: configurator#strings] links. */
  customizeSectional: 'Customize Your Sectional',
  shopCrossSell: 'Shop {name}',
  availableIn: 'Available in {brand}',
  careAndDetails: 'Care & Details',
  careAndMaterialDetails: 'Care & Material Details',
  /** [ref: configurator#strings] swatch screens: the 'Get Free Swatch' popup opener. */
  getFreeSwatch: 'Get Free Swatch',
  /** [ref: configurator#strings] swatch groups by brand. */
  stockFabric: 'Stock Fabric',
  customFabric: 'Custom Fabric',
  featuredFabric: 'Featured Fabric',
  /** Hearth wording: the same headings in a leather drawer (the reference names only the fabric ones). */
  stockLeather: 'Stock Leather',
  customLeather: 'Custom Leather',
  featuredLeather: 'Featured Leather',
  priceGroup: 'price group {code}',
  /** [ref: configurator#strings] View Details flyout: the recommendation carousel. */
  partOfACollection: 'part of a collection',
  /** [ref: configurator#rules] sort toggle labels (the spec's type-1 filter: delivery time, the default, or fabric type). */
  sortDeliveryTime: 'Delivery Time',
  sortFabricType: 'Fabric Type',
  /** [ref: configurator#strings] page title pieces. */
  reviewsSuffix: ' + Reviews',
  cb2Title: 'CB2',
  debugTitle: 'Debug Tools | Special Order | {sku} | {brand}',

  // Hearth wording (the spec shows none): documented in the package README.
  /** Accessible name of the drawer list. */
  optionsLabel: 'Product options',
  /** The sort control's label. */
  sortBy: 'Sort By',
  /** Label of the removable chip button: 'Remove {label}'. */
  removeFilter: 'Remove {label}',
  /** Step prefix in a drawer header. */
  step: 'Step {n}',
  /** Price, availability headings in View Details. */
  price: 'Price',
  availability: 'Availability',
  care: 'Care',
  material: 'Material',
  previous: 'Previous',
  next: 'Next',
  slide: '{n} of {total}',
  selected: 'Selected',
  noMatches: 'No {option}s match these filters.',

  /** Hearth wording: before the configured piece's measures ('Dimensions: 86" W x 38" D x 34" H'). */
  dimensions: 'Dimensions:',
  /** Hearth wording: the switch between fabric and leather, where a product offers both (one covers the piece). */
  materialSwitch: 'Fabric or leather',
  /** Hearth wording: heading of the product page's sections ([ref: configurator#data] productSubgroups). */
  productDetails: 'Product Details',
  /**
   * Hearth wording: the reference names no message for a line-level message popup (GET /browse/popup) that
   * cannot be loaded, and the popup is already open, so it says so instead of staying empty.
   */
  popupLoadFailed: 'This information could not be loaded. Please try again later.',
  /** Hearth wording: what a screen reader hears while the popup's content loads. */
  popupLoading: 'Loading…',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    product: typeof PRODUCT_MESSAGES;
  }
}
