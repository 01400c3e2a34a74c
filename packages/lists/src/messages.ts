/**
 * Every string the lists islands show. Strings the spec gives are quoted to the letter with their
 * section; the others are Hearth's wording (the spec does not show them), marked "Hearth wording"
 * and listed in the package README. Templates use `{name}` placeholders, filled by core's `formatMessage`.
 */
import type { Catalogue } from '@hearth/core';

export const LISTS_MESSAGES = {
  // ---- favorites [ref: favorites#strings, #rules, #roles] ----

  /** [ref: favorites#strings]: the modal with the shopper's lists. */
  addToListTitle: 'Add This Item to a List',
  /** [ref: favorites#strings]: the modal after an add or a create. */
  itemAddedTitle: 'Item Added to Your List',
  /** [ref: favorites#strings]: the link to /Favorites/ after an item is added to a list. */
  viewNow: 'View Now',
  /** [ref: favorites#rules, #roles]: the prompt a shopper who is not signed in sees, before its link. */
  haveAList: 'Already have a list?',
  /** [ref: favorites#rules]: the link of that prompt. */
  signIn: 'Sign in',
  /** Hearth wording: the heart button of an item not saved yet. */
  addToFavorites: 'Add to Favorites',
  /** Hearth wording: the heart button once the item is in a list (solid heart). */
  savedToFavorites: 'Saved to Favorites',
  /** Hearth wording: heading of the shopper's lists in the modal. */
  yourLists: 'Your Lists',
  /** Hearth wording: a list that already holds the item ([ref: favorites#data] IsProductMember). */
  inThisList: 'Item is in this list',
  /** Hearth wording: the field for a new list's name. */
  newListName: 'New List Name',
  /** Hearth wording: creates the list with the item in it. */
  createList: 'Create List',
  /** Hearth wording: [ref: favorites#strings] board-name error (an empty new list name; nothing is sent). */
  listNameRequired: 'Please enter a list name.',
  /** Hearth wording: what the 'Item Added to Your List' modal says. */
  itemAddedTo: '{name} was added to {list}.',
  /** Hearth wording: the list name when the answer gives none. */
  yourList: 'your list',
  /** Hearth wording: the grouper error when the page gives none (a click with a grouper and sku 0) [ref: favorites#strings]. */
  chooseOptions: 'Please choose your options first.',

  // ---- registry [ref: registry#strings, #rules, #roles] ----

  /** [ref: registry#strings]: the registry confirmation popup; Hearth wording: also the registry button. */
  addToRegistry: 'Add to Registry',
  /** [ref: registry#strings]: the confirmation popup of add-all; Hearth wording: also the add-all button. */
  addAllToRegistry: 'Add all to Registry',
  /** [ref: registry#rules]: the confirmation count. */
  registryAddedCount: '{n} item(s) added to your registry',
  /** [ref: registry#rules]: the small confirmation shown for {@link ADDED_BADGE_MS}. */
  addedBadge: 'ADDED',
  /** [ref: registry#strings]: instead of Continue Shopping when the cookie scan-mode is 'true'. */
  scanAnotherItem: 'Scan Another Item',
  /** [ref: registry#strings]: the registry link (new window). */
  viewRegistry: 'View Registry',
  /** [ref: registry#strings]: the registry link in registrant mode (Hearth's choice of when). */
  viewMyRegistry: 'View My Registry',
  /** [ref: registry#strings]: the checklist link. */
  viewChecklist: 'View Checklist',
  /** [ref: registry#strings]: an add-on's (and a recommendation's) registry button. */
  addOnToRegistry: 'Add To Registry',
  /** [ref: registry#rules]: a recommendation's registry button on a listing page or on mobile. */
  addShort: 'Add',
  /** [ref: registry#strings, #rules]: an add-on or recommendation once added; a quick-ship piece once added to the cart. */
  added: 'Added',
  /** [ref: registry#strings]: the carousel after an item is added to a registry. */
  youMayAlsoWant: 'You May Also Want',
  /** Hearth wording: the registry chooser ([ref: registry#strings] names it, not its title). */
  chooseRegistry: 'Choose a Registry',
  /** Hearth wording: a registry without a name in the answer. */
  registryFallbackName: 'Registry {id}',
  /** Hearth wording: the edit link once the item is in the registry (it shows the quantity wanted) [ref: registry#rules]. */
  editRegistry: 'Edit Registry ({n} Wanted)',
  /** Hearth wording: beside the disabled registry button of a piece made to order [ref: registry#validation]. */
  registryMadeToOrder: "Made-to-order pieces can't be added to a registry.",
  /** Hearth wording: title of the terms popup of a personalized item [ref: registry#roles]. */
  termsTitle: 'Personalized Item',
  /** Hearth wording: the terms of a personalized item when the page gives none. */
  termsMessage: 'Personalized items are made just for you and cannot be returned or exchanged.',
  /** Hearth wording, after add-to-cart's 'Accept Terms And Add To Cart' [ref: registry#limits]: accepts the terms. */
  acceptTerms: 'Accept Terms And Add To Registry',

  // ---- quick-ship [ref: quick-ship#strings, #rules] ----

  /** [ref: quick-ship#strings]: the panel, and the button that opens it. */
  quickShipTitle: "See What's Available Soonest",
  /** Hearth wording: [ref: quick-ship#strings] no-stock message (text not shown). */
  noStock: 'None of the ready-made versions of this item are in stock right now.',
  /** Hearth wording: the panel's answer failed (the spec shows no quick-ship error). */
  quickShipFailed: 'Availability could not be loaded. Please try again later.',
  /** Hearth wording: the skeleton's label for screen readers. */
  quickShipLoading: 'Loading availability…',

  // ---- change-ZIP [ref: change-zip#strings] ----

  /** [ref: change-zip#strings]: the reveal toggle while closed. */
  showMore: 'Show More',
  /** [ref: change-zip#strings]: the reveal toggle while revealed. */
  showLess: 'Show Less',
  /** Hearth wording: the panel's line with the shopper's ZIP (`{label}` is 'ZIP Code' or 'Postal Code'). */
  yourZip: 'Your {label}: {zip}',
  /** Hearth wording: the same line before a ZIP is known. */
  noZip: 'Your {label} is not set.',
  /** Hearth wording: sends the ZIP. */
  update: 'Update',
  /** Hearth wording (as the cart's): empty US field. */
  missingZip: 'Please enter a ZIP Code.',
  /** Hearth wording (as the cart's): empty Canadian field. */
  missingPostal: 'Please enter a Postal Code.',
  /** Hearth wording (as the cart's): a US ZIP that is not 5 digits, or a refusal without a message. */
  invalidZip: 'Please enter a valid ZIP Code.',
  /** Hearth wording (as the cart's): a Canadian postal code of the wrong format. */
  invalidPostal: 'Please enter a valid Postal Code.',
  /** The ZIP failure text [ref: change-zip#strings]: the server check could not be made. */
  zipNotUpdated: 'Zip code could not be updated',
} as const satisfies Catalogue;

declare module '@hearth/core' {
  interface MessageCatalog {
    lists: typeof LISTS_MESSAGES;
  }
}
