/**
 * Every string the swatch islands show. Strings the spec gives are quoted to the letter with their
 * section; the others are Hearth's wording (the spec does not show them), marked "Hearth wording"
 * and listed in the package README. The free swatch order's selection notices and form messages
 * [ref: swatch-order#strings] sit beside their rules (shared/swatch-selection.ts, swatch-order/swatch-order-form.ts):
 * this module loads with every swatch island, and the flyout shows none of them.
 */

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

// ---- Routes: [ref: swatches#strings] ----

/** The shop-by-fabric page [ref: shop-by-fabric#screens], where 'Browse All Swatches' goes [ref: swatch-flyout#screens]. */
export const FREE_SWATCHES_ROUTE = '/free-swatches';
/** [ref: swatch-order#strings]: the store locator, opened in a new window from the swatch-order modal. */
export const STORES_ROUTE = '/stores';
/** [ref: swatch-order#strings]: the privacy policy's info-we-collect section, linked from the swatch-order modal. */
export const PRIVACY_ROUTE = '/customer-service/privacy-policy#info-we-collect';

// ---- Swatch flyout: [ref: swatch-flyout#overview, #strings, #data] ----

/** [ref: swatches#strings]: the flyout's link to /free-swatches. */
export const BROWSE_ALL_SWATCHES = 'Browse All Swatches';
/** Hearth wording: flyout section headings (material, care, price and details) [ref: swatch-flyout#overview]. */
export const MATERIAL_HEADING = 'Material';
export const CARE_HEADING = 'Care';
export const PRICE_HEADING = 'Price';
export const DETAILS_HEADING = 'Details';
/** Hearth wording: the flyout's recently viewed swatches [ref: swatch-flyout#overview]. */
export const RECENT_SWATCHES_HEADING = 'Recently Viewed Swatches';
/** Hearth wording: details list terms. */
export const FEATURES_TERM = 'Features';
export const ORIGIN_TERM = 'Origin';
export const CONTENT_TERM = 'Content';
/** Hearth wording: a swatch whose in-stock attribute is 'no' ([ref: swatch-flyout#rules] "flagged unavailable"). */
export const UNAVAILABLE_FLAG = 'Unavailable';
/** Hearth wording: a swatch the NLA check reports [ref: swatch-flyout#rules, #calls]. */
export const NLA_FLAG = 'No longer available';
/** Hearth wording: the accessible name of the popup-mode trigger. */
export const SWATCH_DETAILS_LABEL = '{name} details';

// ---- Swatch screens: [ref: swatches#strings] ----

/** [ref: swatches#strings]: the single-swatch popup. */
export const GET_FREE_SWATCH_TITLE = 'Get Free Swatch';
/** [ref: swatches#strings]: the order modal. */
export const ORDER_FREE_SWATCHES_TITLE = 'Order Free Swatches';
/** [ref: swatches#strings]: second brand, custom fabrics. */
export const CUSTOM_FABRIC = 'Custom Fabric';
/** [ref: swatches#strings]: second brand, stock fabrics. */
export const STOCK_FABRIC = 'Stock Fabric';
/** [ref: swatches#strings]: main brand, fabrics grouped by name. */
export const FEATURED_FABRIC = 'Featured Fabric';
/** Both brands, at most 6 [ref: swatch-order#strings, #limits]. */
export const RECENTLY_VIEWED_CUSTOM_FABRIC = 'Recently Viewed Custom Fabric';
/** [ref: swatches#strings]: both brands. */
export const TEMPORARILY_UNAVAILABLE = 'Temporarily Unavailable Swatches';
/** [ref: swatches#strings]: second brand, a custom fabric price group. */
export const PRICE_GROUP = 'price group {code}';
/** [ref: swatches#strings]: no swatch can be ordered. */
export const NO_SWATCHES_AVAILABLE =
  'Unfortunately there are no swatches available for ordering. We appreciate your patience and invite you to browse swatches at your local store.';
/** Hearth wording: the swatch list's heading. */
export const CHOOSE_SWATCHES = 'Choose up to 5 swatches';
/** Hearth wording: how many are chosen. */
export const SELECTED_COUNT = '{count} of {max} selected';

// ---- The order form: [ref: swatch-order#rules, #strings] ----

/** [ref: swatch-order#rules]: reveals the optional address line 2. */
export const ADD_ADDRESS_2 = 'Add apt, suite or other';
/** Hearth wording: field labels (the messages of [ref: swatch-order#strings] name the fields). */
export const FIRST_NAME_LABEL = 'First Name';
export const LAST_NAME_LABEL = 'Last Name';
export const ADDRESS1_LABEL = 'Address 1';
export const ADDRESS2_LABEL = 'Address 2';
export const CITY_LABEL = 'City';
export const STATE_LABEL = 'State';
export const PROVINCE_LABEL = 'Province';
export const PHONE_LABEL = 'Phone Number';
export const EMAIL_LABEL = 'Email Address';
/** Hearth wording: the marketing sign-up checkbox (checked by default) [ref: swatch-order#rules]. */
export const SIGN_UP_LABEL = 'Email me about new arrivals, exclusive offers and design ideas.';
/** Hearth wording: link to the privacy policy [ref: swatch-order#strings]. */
export const PRIVACY_LINK = 'Privacy Policy';
/** Hearth wording: link to the store locator [ref: swatch-order#strings]. */
export const STORES_LINK = 'Find a Store';
/** Hearth wording: read after a link that opens a new window. */
export const NEW_WINDOW = '(opens in a new window)';
/** Hearth wording: the form's heading. */
export const SHIPPING_HEADING = 'Ship My Free Swatches To';
/** Hearth wording, after [ref: swatch-order#strings] "Send is disabled…": the submit button. */
export const SEND_BUTTON = 'Send';
/** Hearth wording: the submit button while the order is sent. */
export const SEND_BUSY = 'Sending…';
/** Hearth wording: a failure with no message and no validation result ([ref: swatch-order#strings] shows the server's Message). */
export const ORDER_FAILED = 'We could not send your swatch order. Please try again.';
/** Hearth wording: the swatch list loads or fails. */
export const SWATCHES_LOADING = 'Loading swatches…';
export const SWATCHES_FAILED = 'The swatches could not be loaded. Please try again later.';

// ---- Address validation: [ref: swatches#strings] ----

/** [ref: swatches#strings]: with suggestions. */
export const SUGGESTIONS_MESSAGE =
  'There appears to be a problem with the city, state and ZIP combination. Please select one of our suggestions below.';
/** [ref: swatches#strings]: the suggestions dropdown's first option. */
export const SUGGESTION_PLACEHOLDER = 'Please select';
/** [ref: swatches#strings]: the suggestions dropdown's keep-it option (spaces and dashes as the spec has them). */
export const USE_AS_ENTERED_OPTION = ' -- Use address as entered -- ';
/** [ref: swatches#strings]: without suggestions. */
export const NO_SUGGESTION_MESSAGE =
  'The street address you entered may not be accurate. Please go back to edit your address or choose to keep address as entered.';
/** [ref: swatches#strings]: the keep-it checkbox. */
export const USE_AS_ENTERED_CHECKBOX = 'Use address as entered';
/** Hearth wording: the suggestions dropdown's label. */
export const SUGGESTIONS_LABEL = 'Suggested addresses';
/** Hearth wording: one suggestion. */
export const SUGGESTION_TEXT = '{City}, {State} {ZipCode}';

// ---- Thank you: [ref: swatches#strings, #limits] ----

/** [ref: swatch-order#strings]: the first sentence, the thank-you popup's title. */
export const THANK_YOU_TITLE = 'Thank You.';
/**
 * [ref: swatches#strings], the rest of the success text; `{days}` is 5-7 on the US site and 5-12 on the Canadian
 * site [ref: swatches#limits], `{host}` the site's host name.
 */
export const THANK_YOU_TEXT =
  'We have received your order for swatches. You should receive your swatches within {days} business days. Thank you for your interest in ordering from {host}.';
/** [ref: swatches#limits]: delivery days by site. */
export const DELIVERY_DAYS = { US: '5-7', CA: '5-12' } as const;
/** Hearth wording of the storefront's note (colours may differ, dye lots may vary) [ref: swatch-order#strings]. */
export const COLOR_NOTE =
  'Please note: colors may look different on your screen than in person, and dye lots may vary from the swatch you receive.';
/** Hearth wording: closes the thank-you popup. */
export const CONTINUE_SHOPPING = 'Continue Shopping';

// ---- Shop-by-fabric: [ref: shop-by-fabric#strings, #rules] ----

/** Hearth wording: results count ([ref: shop-by-fabric#calls] showingCount, totalRecords). */
export const SHOWING = 'Showing {showing} of {total}';
/** Hearth wording: the sort dropdown's label. */
export const SORT_LABEL = 'Sort By';
/** [ref: shop-by-fabric#strings]: clears every filter. */
export const CLEAR_ALL = 'Clear All';
/** Hearth wording: a card's add and remove buttons [ref: shop-by-fabric#rules]. */
export const ADD_SWATCH = 'Add Swatch';
export const REMOVE_SWATCH = 'Remove Swatch';
/** Hearth wording: the added swatches. */
export const ADDED_HEADING = 'Your Free Swatches';
export const ADDED_EMPTY = 'Add up to 5 free swatches, then order them.';
/** [ref: shop-by-fabric#strings]: the recently viewed area. */
export const RECENTLY_VIEWED = 'Recently Viewed';
/** Hearth wording: pagination. */
export const PAGINATION_LABEL = 'Pages';
export const PAGE_LABEL = 'Page {page}';
export const PREVIOUS_PAGE = 'Previous';
export const NEXT_PAGE = 'Next';
/** Hearth wording: no card matches. */
export const NO_RESULTS = 'No swatches match these filters.';
/** Hearth wording: filters heading. */
export const FILTERS_HEADING = 'Filter';
/** Hearth wording: the results' heading. */
export const RESULTS_HEADING = 'Fabric Swatches';
/** Hearth wording: results are loading (busy region). */
export const RESULTS_LOADING = 'Loading swatches…';
/** [ref: shop-by-fabric#strings]: the log line of a failed call ("logged only"). */
export const SERVER_ERROR_LOG = 'There was an error from server';
/** Hearth wording: a swatch fetched by code could not be loaded (the call's failure is logged). */
export const SWATCH_FAILED = 'This swatch could not be loaded.';
