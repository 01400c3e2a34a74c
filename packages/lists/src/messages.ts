/**
 * Every string the lists islands show. Strings the spec gives are quoted to the letter with their
 * section; the others are Hearth's wording (the spec does not show them), marked "Hearth wording"
 * and listed in the package README. Templates use `{name}` placeholders ({@link fillTemplate}).
 */

// ---- favorites [ref: favorites#strings, #rules, #roles] ----

/** [ref: favorites#strings]: the modal with the shopper's lists. */
export const ADD_TO_LIST_TITLE = 'Add This Item to a List';
/** [ref: favorites#strings]: the modal after an add or a create. */
export const ITEM_ADDED_TITLE = 'Item Added to Your List';
/** [ref: favorites#strings]: the link to /Favorites/ after an item is added to a list. */
export const VIEW_NOW = 'View Now';
/** [ref: favorites#rules, #roles]: the prompt a shopper who is not signed in sees, before its link. */
export const HAVE_A_LIST = 'Already have a list?';
/** [ref: favorites#rules]: the link of that prompt. */
export const SIGN_IN = 'Sign in';
/** Hearth wording: the heart button of an item not saved yet. */
export const ADD_TO_FAVORITES = 'Add to Favorites';
/** Hearth wording: the heart button once the item is in a list (solid heart). */
export const SAVED_TO_FAVORITES = 'Saved to Favorites';
/** Hearth wording: heading of the shopper's lists in the modal. */
export const YOUR_LISTS = 'Your Lists';
/** Hearth wording: a list that already holds the item ([ref: favorites#data] IsProductMember). */
export const IN_THIS_LIST = 'Item is in this list';
/** Hearth wording: the field for a new list's name. */
export const NEW_LIST_NAME = 'New List Name';
/** Hearth wording: creates the list with the item in it. */
export const CREATE_LIST = 'Create List';
/** Hearth wording: [ref: favorites#strings] board-name error (an empty new list name; nothing is sent). */
export const LIST_NAME_REQUIRED = 'Please enter a list name.';
/** Hearth wording: what the 'Item Added to Your List' modal says. */
export const ITEM_ADDED_TO = '{name} was added to {list}.';
/** Hearth wording: the list name when the answer gives none. */
export const YOUR_LIST = 'your list';
/** Hearth wording: the grouper error when the page gives none (a click with a grouper and sku 0) [ref: favorites#strings]. */
export const CHOOSE_OPTIONS = 'Please choose your options first.';

// ---- registry [ref: registry#strings, #rules, #roles] ----

/** [ref: registry#strings]: the registry confirmation popup; Hearth wording: also the registry button. */
export const ADD_TO_REGISTRY = 'Add to Registry';
/** [ref: registry#strings]: the confirmation popup of add-all; Hearth wording: also the add-all button. */
export const ADD_ALL_TO_REGISTRY = 'Add all to Registry';
/** [ref: registry#rules]: the confirmation count. */
export const REGISTRY_ADDED_COUNT = '{n} item(s) added to your registry';
/** [ref: registry#rules]: the small confirmation shown for {@link ADDED_BADGE_MS}. */
export const ADDED_BADGE = 'ADDED';
/** [ref: registry#strings]: closes the confirmation. */
export const CONTINUE_SHOPPING = 'Continue Shopping';
/** [ref: registry#strings]: instead of Continue Shopping when the cookie scan-mode is 'true'. */
export const SCAN_ANOTHER_ITEM = 'Scan Another Item';
/** [ref: registry#strings]: the registry link (new window). */
export const VIEW_REGISTRY = 'View Registry';
/** [ref: registry#strings]: the registry link in registrant mode (Hearth's choice of when). */
export const VIEW_MY_REGISTRY = 'View My Registry';
/** [ref: registry#strings]: the checklist link. */
export const VIEW_CHECKLIST = 'View Checklist';
/** [ref: registry#strings]: heading of the add-on list. */
export const ADD_ONS_HEADING = 'Extras and Essentials We Recommend';
/** [ref: registry#strings]: an add-on's (and a recommendation's) registry button. */
export const ADD_ON_TO_REGISTRY = 'Add To Registry';
/** [ref: registry#rules]: a recommendation's registry button on a listing page or on mobile. */
export const ADD_SHORT = 'Add';
/** [ref: registry#strings, #rules]: an add-on or recommendation once added. */
export const ADDED = 'Added';
/** [ref: registry#strings]: the carousel after an item is added to a registry. */
export const YOU_MAY_ALSO_WANT = 'You May Also Want';
/** Hearth wording: the registry chooser ([ref: registry#strings] names it, not its title). */
export const CHOOSE_REGISTRY = 'Choose a Registry';
/** Hearth wording: a registry without a name in the answer. */
export const REGISTRY_FALLBACK_NAME = 'Registry {id}';
/** Hearth wording: the edit link once the item is in the registry (it shows the quantity wanted) [ref: registry#rules]. */
export const EDIT_REGISTRY = 'Edit Registry ({n} Wanted)';
/** Hearth wording: title of the terms popup of a personalized item [ref: registry#roles]. */
export const TERMS_TITLE = 'Personalized Item';
/** Hearth wording: the terms of a personalized item when the page gives none. */
export const TERMS_MESSAGE = 'Personalized items are made just for you and cannot be returned or exchanged.';
/** Hearth wording, after add-to-cart's 'Accept Terms And Add To Cart' [ref: add-to-cart#strings]: accepts the terms. */
export const ACCEPT_TERMS = 'Accept Terms And Add To Registry';
/** Hearth wording: beside the disabled registry button of a piece made to order [ref: registry#validation]. */
export const REGISTRY_MADE_TO_ORDER = "Made-to-order pieces can't be added to a registry.";
/** Hearth wording: beside the disabled registry button while the personalization is not valid [ref: registry#validation]. */
export const REGISTRY_PERSONALIZE_FIRST = 'Complete your personalization to add this item to your registry.';
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
