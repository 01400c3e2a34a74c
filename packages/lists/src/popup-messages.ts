/**
 * The lists' strings that only their popups show (the favorites list popup, the registry's terms,
 * chooser and confirmation): a module of their own, imported only by the popups' code, so they
 * load with the popups, after the press that opens one, not with the buttons on every product
 * page. The rest is in messages.ts (same conventions: the storefront's to the letter, Hearth's
 * wording said as such).
 */

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
/** Hearth wording: title of the terms popup of a personalized item [ref: registry#roles]. */
export const TERMS_TITLE = 'Personalized Item';
/** Hearth wording: the terms of a personalized item when the page gives none. */
export const TERMS_MESSAGE = 'Personalized items are made just for you and cannot be returned or exchanged.';
/** Hearth wording, after add-to-cart's 'Accept Terms And Add To Cart' [ref: add-to-cart#strings]: accepts the terms. */
export const ACCEPT_TERMS = 'Accept Terms And Add To Registry';
