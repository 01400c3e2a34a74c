/**
 * Every string the swatch islands show: section `swatches` of the wording a page or an app can
 * change (`messages` in `#hearth-config` or `setConfig`). Strings the spec gives are quoted to the
 * letter with their section; the others are Hearth's wording (the spec does not show them),
 * marked "Hearth wording" and listed in the package README. Templates fill `{name}` placeholders
 * with core's `formatMessage`.
 */
import type { Catalogue } from '@hearth/core';

export const SWATCHES_MESSAGES = {
  // ---- Swatch flyout: [ref: swatch-flyout#overview, #strings, #data] ----

  /** [ref: swatches#strings]: the flyout's link to /free-swatches. */
  browseAllSwatches: 'Browse All Swatches',
  /** Hearth wording: flyout section headings (material, care, price and details) [ref: swatch-flyout#overview]. */
  materialHeading: 'Material',
  careHeading: 'Care',
  priceHeading: 'Price',
  /** Hearth wording: the flyout's recently viewed swatches [ref: swatch-flyout#overview]. */
  recentSwatchesHeading: 'Recently Viewed Swatches',
  /** Hearth wording: details list terms. */
  featuresTerm: 'Features',
  originTerm: 'Origin',
  contentTerm: 'Content',
  /** Hearth wording: a swatch whose in-stock attribute is 'no' ([ref: swatch-flyout#rules] "flagged unavailable"). */
  unavailableFlag: 'Unavailable',
  /** Hearth wording: a swatch the NLA check reports [ref: swatch-flyout#rules, #calls]. */
  nlaFlag: 'No longer available',
  /** Hearth wording: the accessible name of the popup-mode trigger. */
  swatchDetailsLabel: '{name} details',

  // ---- Swatch screens: [ref: swatches#strings] ----

  /** [ref: swatches#strings]: the single-swatch popup. */
  getFreeSwatchTitle: 'Get Free Swatch',
  /** [ref: swatches#strings]: the order modal. */
  orderFreeSwatchesTitle: 'Order Free Swatches',
  /** [ref: swatches#strings]: second brand, custom fabrics. */
  customFabric: 'Custom Fabric',
  /** [ref: swatches#strings]: second brand, stock fabrics. */
  stockFabric: 'Stock Fabric',
  /** [ref: swatches#strings]: main brand, fabrics grouped by name. */
  featuredFabric: 'Featured Fabric',
  /** Both brands, at most 6 [ref: swatches#strings]. */
  recentlyViewedCustomFabric: 'Recently Viewed Custom Fabric',
  /** [ref: swatches#strings]: both brands. */
  temporarilyUnavailable: 'Temporarily Unavailable Swatches',
  /** [ref: swatches#strings]: second brand, a custom fabric price group. */
  priceGroup: 'price group {code}',
  /** [ref: swatches#strings]: no swatch can be ordered. */
  noSwatchesAvailable:
    'Unfortunately there are no swatches available for ordering. We appreciate your patience and invite you to browse swatches at your local store.',
  /** Hearth wording: the swatch list's heading. */
  chooseSwatches: 'Choose up to 5 swatches',
  /** Hearth wording: how many are chosen. */
  selectedCount: '{count} of {max} selected',

  // ---- The order form: [ref: swatch-order#rules, #strings] ----

  /** [ref: swatch-order#rules]: reveals the optional address line 2. */
  addAddress2: 'Add apt, suite or other',
  /** Hearth wording: field labels (the messages of [ref: swatch-order#strings] name the fields). */
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  address1Label: 'Address 1',
  address2Label: 'Address 2',
  cityLabel: 'City',
  stateLabel: 'State',
  provinceLabel: 'Province',
  phoneLabel: 'Phone Number',
  emailLabel: 'Email Address',
  /** Hearth wording: the marketing sign-up checkbox (checked by default) [ref: swatch-order#rules]. */
  signUpLabel: 'Email me about new arrivals, exclusive offers and design ideas.',
  /** Hearth wording: link to the privacy policy [ref: swatch-order#strings]. */
  privacyLink: 'Privacy Policy',
  /** Hearth wording: link to the store locator [ref: swatch-order#strings]. */
  storesLink: 'Find a Store',
  /** Hearth wording: the form's heading. */
  shippingHeading: 'Ship My Free Swatches To',
  /** Hearth wording, after [ref: swatch-order#strings] "Send is disabled…": the submit button. */
  sendButton: 'Send',
  /** Hearth wording: the submit button while the order is sent. */
  sendBusy: 'Sending…',
  /** Hearth wording: a failure with no message and no validation result ([ref: swatch-order#strings] shows the server's Message). */
  orderFailed: 'We could not send your swatch order. Please try again.',
  /** Hearth wording: the swatch list loads or fails. */
  swatchesLoading: 'Loading swatches…',
  swatchesFailed: 'The swatches could not be loaded. Please try again later.',

  // ---- The order form's messages beside its rules: [ref: swatch-order#strings] ----

  /** [ref: swatch-order#strings]: no swatch selected. */
  swatchNoneSelected: 'Please select at least one swatch.',
  /** [ref: swatch-order#strings]: shown at 5 or more swatches. */
  swatchLimitReached: 'You may only select up to five swatches.',
  /** [ref: swatch-order#strings]: US ZIP code on the free swatch form. */
  swatchZipInvalid: 'ZIP Code must contain 5 digits.',
  /** [ref: swatch-order#strings]: Canadian postal code on the free swatch form (no final period in the spec). */
  swatchPostalCodeInvalid: 'The Postal Code field is invalid',
  /** [ref: swatch-order#strings]: the State/Province dropdown's empty first option. */
  selectPlaceholder: 'Please Select',

  // ---- Address validation: [ref: swatches#strings] ----

  /** [ref: swatches#strings]: with suggestions. */
  suggestionsMessage:
    'There appears to be a problem with the city, state and ZIP combination. Please select one of our suggestions below.',
  /** [ref: swatches#strings]: the suggestions dropdown's first option. */
  suggestionPlaceholder: 'Please select',
  /** [ref: swatches#strings]: the suggestions dropdown's keep-it option (spaces and dashes as the spec has them). */
  useAsEnteredOption: ' -- Use address as entered -- ',
  /** [ref: swatches#strings]: without suggestions. */
  noSuggestionMessage:
    'The street address you entered may not be accurate. Please go back to edit your address or choose to keep address as entered.',
  /** [ref: swatches#strings]: the keep-it checkbox. */
  useAsEnteredCheckbox: 'Use address as entered',
  /** Hearth wording: the suggestions dropdown's label. */
  suggestionsLabel: 'Suggested addresses',
  /** Hearth wording: one suggestion. */
  suggestionText: '{City}, {State} {ZipCode}',

  // ---- Thank you: [ref: swatches#strings, #limits] ----

  /** [ref: swatch-order#strings]: the first sentence, the thank-you popup's title. */
  thankYouTitle: 'Thank You.',
  /**
   * [ref: swatches#strings], the rest of the success text; `{days}` is 5-7 on the US site and 5-12 on the Canadian
   * site [ref: swatches#limits], `{host}` the site's host name.
   */
  thankYouText:
    'We have received your order for swatches. You should receive your swatches within {days} business days. Thank you for your interest in ordering from {host}.',
  /** Hearth wording of the note (colours may differ, dye lots may vary) [ref: swatches#strings]. */
  colorNote:
    'Please note: colors may look different on your screen than in person, and dye lots may vary from the swatch you receive.',

  // ---- Shop-by-fabric: [ref: shop-by-fabric#strings, #rules] ----

  /** Hearth wording: results count ([ref: shop-by-fabric#calls] showingCount, totalRecords). */
  showing: 'Showing {showing} of {total}',
  /** Hearth wording: the sort dropdown's label. */
  sortLabel: 'Sort By',
  /** [ref: shop-by-fabric#strings]: clears every filter. */
  clearAll: 'Clear All',
  /** Hearth wording: a card's add and remove buttons [ref: shop-by-fabric#rules]. */
  addSwatch: 'Add Swatch',
  removeSwatch: 'Remove Swatch',
  /** Hearth wording: the added swatches. */
  addedHeading: 'Your Free Swatches',
  addedEmpty: 'Add up to 5 free swatches, then order them.',
  /** [ref: shop-by-fabric#strings]: the recently viewed area. */
  recentlyViewed: 'Recently Viewed',
  /** Hearth wording: pagination. */
  paginationLabel: 'Pages',
  pageLabel: 'Page {page}',
  previousPage: 'Previous',
  nextPage: 'Next',
  /** Hearth wording: no card matches. */
  noResults: 'No swatches match these filters.',
  /** Hearth wording: filters heading. */
  filtersHeading: 'Filter',
  /** Hearth wording: the results' heading. */
  resultsHeading: 'Fabric Swatches',
  /** Hearth wording: results are loading (busy region). */
  resultsLoading: 'Loading swatches…',
  /** Hearth wording: a swatch fetched by code could not be loaded (the call's failure is logged). */
  swatchFailed: 'This swatch could not be loaded.',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    swatches: typeof SWATCHES_MESSAGES;
  }
}
