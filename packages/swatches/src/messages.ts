/**
 * Every string the swatch islands show: section `swatches` of the wording a page or an app can
 * change (`messages` in `#hearth-config` or `setConfig`). Strings the spec gives are quoted to the
 * letter with their section; the others are Hearth's wording (the spec does not show them),
 * marked "Hearth wording" and listed in the package README. Templates fill `{name}` placeholders
 * with core's `formatMessage`.
 */
import { defineMessages } from '@hearth/core';

export const SWATCHES_MESSAGES = defineMessages('swatches', {
  // ---- Swatch flyout: 000 §1-§3 ----

  /** 000 §2: the flyout's link to /free-swatches. */
  browseAllSwatches: 'Browse All Swatches',
  /** Hearth wording: flyout section headings (000 §1: material, care, price and details). */
  materialHeading: 'Material',
  careHeading: 'Care',
  priceHeading: 'Price',
  detailsHeading: 'Details',
  /** Hearth wording: the flyout's recently viewed swatches (000 §1). */
  recentSwatchesHeading: 'Recently Viewed Swatches',
  /** Hearth wording: details list terms. */
  featuresTerm: 'Features',
  originTerm: 'Origin',
  contentTerm: 'Content',
  /** Hearth wording: a swatch whose in-stock attribute is 'no' (002 §4 "flagged unavailable"). */
  unavailableFlag: 'Unavailable',
  /** Hearth wording: a swatch the NLA check reports (002 §4, §7). */
  nlaFlag: 'No longer available',
  /** Hearth wording: the accessible name of the popup-mode trigger. */
  swatchDetailsLabel: '{name} details',

  // ---- Swatch screens: 002 §2 ----

  /** 002 §2: the single-swatch popup. */
  getFreeSwatchTitle: 'Get Free Swatch',
  /** 002 §2: the order modal. */
  orderFreeSwatchesTitle: 'Order Free Swatches',
  /** 002 §2: second brand, custom fabrics. */
  customFabric: 'Custom Fabric',
  /** 002 §2: second brand, stock fabrics. */
  stockFabric: 'Stock Fabric',
  /** 002 §2: main brand, fabrics grouped by name. */
  featuredFabric: 'Featured Fabric',
  /** 002 §2: both brands, at most 6 (002 §5). */
  recentlyViewedCustomFabric: 'Recently Viewed Custom Fabric',
  /** 002 §2: both brands. */
  temporarilyUnavailable: 'Temporarily Unavailable Swatches',
  /** 002 §2: second brand, a custom fabric price group. */
  priceGroup: 'price group {code}',
  /** 002 §8: no swatch can be ordered. */
  noSwatchesAvailable:
    'Unfortunately there are no swatches available for ordering. We appreciate your patience and invite you to browse swatches at your local store.',
  /** Hearth wording: the swatch list's heading. */
  chooseSwatches: 'Choose up to 5 swatches',
  /** Hearth wording: how many are chosen. */
  selectedCount: '{count} of {max} selected',

  // ---- The order form: 002 §4-§5 ----

  /** 002 §4: reveals the optional address line 2. */
  addAddress2: 'Add apt, suite or other',
  /** Hearth wording: field labels (the messages of 002 §5 name the fields). */
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  address1Label: 'Address 1',
  address2Label: 'Address 2',
  cityLabel: 'City',
  stateLabel: 'State',
  provinceLabel: 'Province',
  phoneLabel: 'Phone Number',
  emailLabel: 'Email Address',
  /** Hearth wording: the marketing sign-up checkbox (002 §4, checked by default). */
  signUpLabel: 'Email me about new arrivals, exclusive offers and design ideas.',
  /** Hearth wording: link to the privacy policy (002 §2). */
  privacyLink: 'Privacy Policy',
  /** Hearth wording: link to the store locator (002 §2). */
  storesLink: 'Find a Store',
  /** Hearth wording: the form's heading. */
  shippingHeading: 'Ship My Free Swatches To',
  /** Hearth wording, after 002 §5 "Send is disabled…": the submit button. */
  sendButton: 'Send',
  /** Hearth wording: the submit button while the order is sent. */
  sendBusy: 'Sending…',
  /** Hearth wording: a failure with no message and no validation result (002 §8 shows the server's Message). */
  orderFailed: 'We could not send your swatch order. Please try again.',
  /** Hearth wording: the swatch list loads or fails. */
  swatchesLoading: 'Loading swatches…',
  swatchesFailed: 'The swatches could not be loaded. Please try again later.',

  // ---- The order form's messages beside its rules: 002 §5 ----

  /** 002 §5: no swatch selected. */
  swatchNoneSelected: 'Please select at least one swatch.',
  /** 002 §5: shown at 5 or more swatches. */
  swatchLimitReached: 'You may only select up to five swatches.',
  /** 002 §5: US ZIP code on the free swatch form. */
  swatchZipInvalid: 'ZIP Code must contain 5 digits.',
  /** 002 §5: Canadian postal code on the free swatch form (no final period in the spec). */
  swatchPostalCodeInvalid: 'The Postal Code field is invalid',
  /** 002 §5: the State/Province dropdown's empty first option. */
  selectPlaceholder: 'Please Select',

  // ---- Address validation: 002 §8 ----

  /** 002 §8: with suggestions. */
  suggestionsMessage:
    'There appears to be a problem with the city, state and ZIP combination. Please select one of our suggestions below.',
  /** 002 §8: the suggestions dropdown's first option. */
  suggestionPlaceholder: 'Please select',
  /** 002 §8: the suggestions dropdown's keep-it option (spaces and dashes as the spec has them). */
  useAsEnteredOption: ' -- Use address as entered -- ',
  /** 002 §8: without suggestions. */
  noSuggestionMessage:
    'The street address you entered may not be accurate. Please go back to edit your address or choose to keep address as entered.',
  /** 002 §8: the keep-it checkbox. */
  useAsEnteredCheckbox: 'Use address as entered',
  /** Hearth wording: the suggestions dropdown's label. */
  suggestionsLabel: 'Suggested addresses',
  /** Hearth wording: one suggestion. */
  suggestionText: '{City}, {State} {ZipCode}',

  // ---- Thank you: 002 §8, §9 ----

  /** 002 §8: the first sentence, the thank-you popup's title. */
  thankYouTitle: 'Thank You.',
  /**
   * 002 §8, the rest of the success text; `{days}` is 5-7 on the US site and 5-12 on the Canadian
   * site (002 §9), `{host}` the site's host name.
   */
  thankYouText:
    'We have received your order for swatches. You should receive your swatches within {days} business days. Thank you for your interest in ordering from {host}.',
  /** Hearth wording of 002 §8's note (colours may differ, dye lots may vary). */
  colorNote:
    'Please note: colors may look different on your screen than in person, and dye lots may vary from the swatch you receive.',

  // ---- Shop-by-fabric: 002 §2, §4 ----

  /** Hearth wording: results count (002 §7 showingCount, totalRecords). */
  showing: 'Showing {showing} of {total}',
  /** Hearth wording: the sort dropdown's label. */
  sortLabel: 'Sort By',
  /** 002 §2: clears every filter. */
  clearAll: 'Clear All',
  /** Hearth wording: a card's add and remove buttons (002 §4). */
  addSwatch: 'Add Swatch',
  removeSwatch: 'Remove Swatch',
  /** Hearth wording: the added swatches. */
  addedHeading: 'Your Free Swatches',
  addedEmpty: 'Add up to 5 free swatches, then order them.',
  /** 002 §2: the recently viewed area. */
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
});

declare module '@hearth/core' {
  interface MessageCatalog {
    swatches: typeof SWATCHES_MESSAGES;
  }
}
