/**
 * Every string the lists islands show. Strings the spec gives are quoted to the letter with their
 * section; the others are Hearth's wording (the spec does not show them), marked "Hearth wording"
 * and listed in the package README. Templates use `{name}` placeholders ({@link fillTemplate}).
 */

// ---- favorites [ref: favorites#strings, #rules, #roles] ----

/** Hearth wording: the heart button of an item not saved yet. */
export const ADD_TO_FAVORITES = 'Add to Favorites';
/** Hearth wording: the heart button once the item is in a list (solid heart). */
export const SAVED_TO_FAVORITES = 'Saved to Favorites';
/** Hearth wording: the grouper error when the page gives none (a click with a grouper and sku 0) [ref: favorites#strings]. */
export const CHOOSE_OPTIONS = 'Please choose your options first.';

// ---- registry [ref: registry#strings, #rules, #roles] ----

/** [ref: registry#strings]: the registry confirmation popup; Hearth wording: also the registry button. */
export const ADD_TO_REGISTRY = 'Add to Registry';
/** [ref: registry#strings]: the confirmation popup of add-all; Hearth wording: also the add-all button. */
export const ADD_ALL_TO_REGISTRY = 'Add all to Registry';
/** Hearth wording: the edit link once the item is in the registry (it shows the quantity wanted) [ref: registry#rules]. */
export const EDIT_REGISTRY = 'Edit Registry ({n} Wanted)';
/** Hearth wording: beside the disabled registry button of a piece made to order [ref: registry#validation]. */
export const REGISTRY_MADE_TO_ORDER = "Made-to-order pieces can't be added to a registry.";
/** Hearth wording: '(opens in a new window)' after a link that does. */
export const NEW_WINDOW = '(opens in a new window)';

// ---- quick-ship [ref: quick-ship#strings, #rules] ----

/** [ref: quick-ship#strings]: the panel, and the button that opens it. */
export const QUICK_SHIP_TITLE = "See What's Available Soonest";
/** Hearth wording: [ref: quick-ship#strings] no-stock message (text not shown). */
export const NO_STOCK = 'None of the ready-made versions of this item are in stock right now.';
/** Hearth wording: the panel's answer failed (the spec shows no quick-ship error). */
export const QUICK_SHIP_FAILED = 'Availability could not be loaded. Please try again later.';
/** Hearth wording: the skeleton's label for screen readers. */
export const QUICK_SHIP_LOADING = 'Loading availability…';

// ---- change-ZIP [ref: change-zip#strings] ----

/** [ref: change-zip#strings]: the reveal toggle while closed. */
export const SHOW_MORE = 'Show More';
/** [ref: change-zip#strings]: the reveal toggle while revealed. */
export const SHOW_LESS = 'Show Less';
/** Hearth wording: the panel's line with the shopper's ZIP (`{label}` is 'ZIP Code' or 'Postal Code'). */
export const YOUR_ZIP = 'Your {label}: {zip}';
/** Hearth wording: the same line before a ZIP is known. */
export const NO_ZIP = 'Your {label} is not set.';
/** Hearth wording: sends the ZIP. */
export const UPDATE = 'Update';
/** Hearth wording (as the cart's): empty US field. */
export const MISSING_ZIP = 'Please enter a ZIP Code.';
/** Hearth wording (as the cart's): empty Canadian field. */
export const MISSING_POSTAL = 'Please enter a Postal Code.';
/** Hearth wording (as the cart's): a US ZIP that is not 5 digits, or a refusal without a message. */
export const INVALID_ZIP = 'Please enter a valid ZIP Code.';
/** Hearth wording (as the cart's): a Canadian postal code of the wrong format. */
export const INVALID_POSTAL = 'Please enter a valid Postal Code.';
/** The ZIP failure text [ref: change-zip#errors]: the server check could not be made. */
export const ZIP_NOT_UPDATED = 'Zip code could not be updated';

// ---- timings and limits [ref: lists#limits] ----

/** [ref: registry#limits]: the registry 'ADDED' confirmation shows 3000 ms. */
export const ADDED_BADGE_MS = 3000;
/** [ref: quick-ship#limits]: the quick-ship availability-message skeleton goes after 10000 ms without content. */
export const SKELETON_TIMEOUT_MS = 10_000;
/** [ref: lists#limits]: reveal content duration. */
export const REVEAL_MS = 275;

/** Replaces `{name}` placeholders with `values` (unknown names stay as they are). */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}
